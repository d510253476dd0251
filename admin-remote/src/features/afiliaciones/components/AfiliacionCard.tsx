import { AFILIACION_MSG, edadEn, hoyEnBolivia, type AfiliacionAdmin } from '@plataforma/contracts';
import { Badge, Button, Card, formatDateLong, formatDateTime } from '@plataforma/shared-ui';
import styled from 'styled-components';
import { CardHeader } from '../../../lib/CardHeader';
import type { Accion } from '../api/decide-afiliacion';
import { EstadoBadge } from './estado';

interface AfiliacionCardProps {
  afiliacion: AfiliacionAdmin;
  /** Another decision is under way. */
  busy: boolean;
  onDecide: (accion: Accion, afiliacion: AfiliacionAdmin) => void;
}

/** A deleted account's row keeps its card number and history, not its person. */
export const nombreDe = (afiliacion: AfiliacionAdmin) => afiliacion.nombre ?? 'Cuenta eliminada';

/**
 * One request: who (name, email, CI, birth date and age, phone, department, school), its estado, the
 * card's number once approved, when it was sent and why it was rejected or revoked; 'CI en conflicto'
 * when another request or card claimed the same CI (its member was never told); 'Aprobar' and
 * 'Rechazar' while pending, 'Revocar' while approved.
 */
export function AfiliacionCard({ afiliacion: a, busy, onDecide }: AfiliacionCardProps) {
  const headingId = `afiliacion-${a.id}`;
  const fields: Array<[term: string, value: string]> = [
    ['Email', a.email ?? '-'],
    ['CI', a.ci ?? '-'],
    ['Fecha de nacimiento', formatDateLong(a.fechaNacimiento)],
    ['Edad', a.fechaNacimiento ? `${edadEn(a.fechaNacimiento, hoyEnBolivia())} años` : '-'],
    ['Celular', a.celular ?? '-'],
    ['Departamento', a.departamento],
    ['Institución', a.institucion ?? '-'],
  ];
  // The number stays on a revoked card too: it is never reused, and says which card was revoked.
  if (a.numero) fields.push(['Número', a.numero]);
  fields.push(['Fecha de solicitud', formatDateTime(a.creadoEn)]);
  if (a.motivo) fields.push(['Motivo', a.motivo]);

  return (
    <Card aria-labelledby={headingId}>
      <CardHeader>
        <h2 id={headingId}>{nombreDe(a)}</h2>
        <EstadoBadge estado={a.estado} />
        {a.ciEnConflicto && <Badge tone="danger">{AFILIACION_MSG.ciEnConflicto}</Badge>}
      </CardHeader>
      <Fields>
        {fields.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Fields>
      {a.estado === 'pendiente' && (
        <Actions>
          <Button size="sm" disabled={busy} onClick={() => onDecide('aprobar', a)}>
            Aprobar
          </Button>
          <Button size="sm" variant="danger" disabled={busy} onClick={() => onDecide('rechazar', a)}>
            Rechazar
          </Button>
        </Actions>
      )}
      {a.estado === 'aprobada' && (
        <Actions>
          <Button size="sm" variant="danger" disabled={busy} onClick={() => onDecide('revocar', a)}>
            Revocar
          </Button>
        </Actions>
      )}
    </Card>
  );
}

/** Term and value on one line where there is room, the value under its term on a narrow card. */
const Fields = styled.dl`
  margin: 0;
  display: grid;
  gap: 0.3rem;
  font-size: 0.9rem;

  div {
    display: flex;
    flex-wrap: wrap;
    column-gap: 0.5rem;
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dt::after {
    content: ':';
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: auto;
  padding-top: 0.5rem;
`;
