import type { Evento, Inscrito } from '@plataforma/contracts';
import { Pending } from '@plataforma/shared-auth';
import { Alert, Badge, Button, ButtonLink, ConfirmDialog, formatDateTime, formatDateTimeSpan, PageTitle, StatusMessage, useAutoDismiss, useRecoverFocus } from '@plataforma/shared-ui';
import { useRef } from 'react';
import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import styled from 'styled-components';
import { inscritosHandle } from '../../app/head';
import { adminPaths } from '../../app/paths';
import { CsvExportLink } from '../../lib/CsvExportLink';
import { DataTable } from '../../lib/DataTable';
import { useConfirm } from '../../lib/useConfirm';
import { useWrite } from '../../lib/useWrite';
import { readPosted, unknownIntent } from '../../lib/write';
import { getEvento } from './api/get-evento';
import { getInscritos, inscritosCsvPath } from './api/get-inscritos';
import { asistenciaAction } from './api/mark-asistencia';

export const loader = ({ context, params, request }: LoaderFunctionArgs) => ({
  evento: getEvento(context, params.id!, request.signal),
  inscritos: getInscritos(context, params.id!, request.signal),
});

export const handle = inscritosHandle;

/** 'marcar' and 'desmarcar' a registrant's attendance (`id` is the member's). */
export async function action({ request, params }: ActionFunctionArgs) {
  const { intent, id, body } = await readPosted(request);
  if (intent !== 'marcar' && intent !== 'desmarcar') return unknownIntent();
  return asistenciaAction(intent, Number(params.id), id, String(body.nombre ?? ''));
}

/** The attendance dialog's texts, marking or undoing. */
const asistenciaDialog = ({ nombre, asistenciaRegistrada }: Inscrito, titulo: string) =>
  asistenciaRegistrada
    ? {
        title: 'Desmarcar asistencia',
        message: `¿Desmarcar la asistencia de ${nombre}? Se borrará su registro de asistencia a «${titulo}», con los datos que se le hayan agregado en Asistencias.`,
        confirmLabel: 'Desmarcar asistencia',
        confirmVariant: 'danger' as const,
      }
    : {
        title: 'Marcar asistencia',
        message: `¿Marcar que ${nombre} asistió a «${titulo}»? Se creará su registro en Asistencias.`,
        confirmLabel: 'Marcar asistencia',
        confirmVariant: 'primary' as const,
      };

/**
 * /admin/agenda/:id/inscritos: the members signed up for an event (nombre, email, fecha de
 * inscripción) with 'Marcar asistencia', which records their Asistencia (the rest of it is filled in
 * the Asistencias screen), and 'Desmarcar asistencia', which removes it; both ask first. The list is
 * also a CSV download.
 */
export function InscritosPage() {
  const { evento, inscritos } = useLoaderData<typeof loader>();
  const { submit, pending, outcome } = useWrite();
  const shown = useAutoDismiss(outcome);

  // The row acted on keeps the keyboard: its button was disabled while the write ran, and focus fell to the body.
  const table = useRef<HTMLDivElement>(null);
  const acted = useRef<number | null>(null);
  useRecoverFocus(table, pending ? undefined : outcome, `[data-inscrito="${acted.current}"]`);
  const toggle = useConfirm<{ eventoId: number; inscrito: Inscrito }>(({ inscrito }) => {
    acted.current = inscrito.userId;
    return submit(inscrito.asistenciaRegistrada ? 'desmarcar' : 'marcar', { id: inscrito.userId, nombre: inscrito.nombre });
  });

  return (
    <Pending value={evento} texts={{ loading: 'Cargando evento...', error: 'No se pudo cargar el evento.' }}>
      {(ev: Evento) => (
        <>
          <PageTitle
            description={`${formatDateTimeSpan(ev.fecha, ev.fechaFin)}${ev.cupo === null ? '' : ` · Cupo: ${ev.cupo}`}`}
            actions={
              <>
                <ButtonLink to={adminPaths.agenda.href} variant="secondary" size="sm">
                  Volver a la agenda
                </ButtonLink>
                <CsvExportLink path={inscritosCsvPath(ev.id)} />
              </>
            }
          >
            {`Inscritos: ${ev.titulo}`}
          </PageTitle>
          <div aria-live="polite">{shown && <Alert variant={shown.variant}>{shown.text}</Alert>}</div>
          <div ref={table}>
            <Pending value={inscritos} texts={{ loading: 'Cargando inscritos...', error: 'No se pudieron cargar los inscritos.' }}>
              {(list: Inscrito[]) =>
                list.length === 0 ? (
                  <StatusMessage>Nadie se ha inscrito todavía.</StatusMessage>
                ) : (
                  <DataTable label="Tabla de inscritos" headers={['Nombre', 'Email', 'Fecha de inscripción', 'Asistencia']}>
                    {list.map((inscrito) => (
                      <tr key={inscrito.userId}>
                        <td>{inscrito.nombre}</td>
                        <td>{inscrito.email}</td>
                        <td>{formatDateTime(inscrito.inscritoEn)}</td>
                        <td>
                          <Attended>
                            {inscrito.asistenciaRegistrada && <Badge tone="success">Asistencia registrada</Badge>}
                            <Button
                              size="sm"
                              variant={inscrito.asistenciaRegistrada ? 'secondary' : 'primary'}
                              disabled={pending}
                              onClick={() => toggle.ask({ eventoId: ev.id, inscrito })}
                              aria-label={`${inscrito.asistenciaRegistrada ? 'Desmarcar' : 'Marcar'} asistencia de ${inscrito.nombre}`}
                              data-inscrito={inscrito.userId}
                            >
                              {inscrito.asistenciaRegistrada ? 'Desmarcar asistencia' : 'Marcar asistencia'}
                            </Button>
                          </Attended>
                        </td>
                      </tr>
                    ))}
                  </DataTable>
                )
              }
            </Pending>
          </div>
          {toggle.target && (
            <ConfirmDialog open {...asistenciaDialog(toggle.target.inscrito, ev.titulo)} busy={pending} onConfirm={toggle.confirm} onCancel={toggle.cancel} />
          )}
        </>
      )}
    </Pending>
  );
}

export const Component = InscritosPage;

const Attended = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;
