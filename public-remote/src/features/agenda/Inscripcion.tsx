import type { ReactNode } from 'react';
import styled from 'styled-components';
import { eventoPasado, loginReturningTo, type Evento } from '@plataforma/contracts';
import { useAction, useSession } from '@plataforma/shared-auth';
import { Alert, Badge, Button, ButtonLink, useAutoDismiss } from '@plataforma/shared-ui';
import { itemPath } from '../../lib/routes';
import { cancelarInscripcion, inscribirme } from './api';

/** Whether every place is taken (an event without `cupo` takes everyone). */
const lleno = (evento: Evento) => evento.cupo !== null && evento.inscritos >= evento.cupo;

/**
 * An event's sign-up (#20 §1) and its calendar link. Server-rendered as a visitor sees it; the
 * member's state (`inscrito`) arrives once the session is restored and the page re-read
 * (`useReloadForMember`). A past event takes no sign-ups, so it shows no button.
 */
export function Inscripcion({ evento }: { evento: Evento }) {
  const user = useSession((state) => state.user);
  const { run, pending, outcome } = useAction();
  const shown = useAutoDismiss(outcome);
  const pasado = eventoPasado(evento);

  let control: ReactNode = null;
  if (pasado) {
    // Over: no sign-up button, the calendar link stays.
  } else if (user && evento.inscrito) {
    control = (
      <>
        <Badge tone="success">Inscrito</Badge>
        <Button variant="secondary" size="sm" disabled={pending} onClick={() => void run(() => cancelarInscripcion(evento.id), 'No se pudo cancelar la inscripción.')}>
          Cancelar inscripción
        </Button>
      </>
    );
  } else if (lleno(evento)) control = <Badge tone="neutral">Cupos agotados</Badge>;
  else if (user) {
    control = (
      <Button size="sm" disabled={pending} onClick={() => void run(() => inscribirme(evento.id), 'No se pudo completar la inscripción.')}>
        Asistiré
      </Button>
    );
  } else {
    control = (
      <ButtonLink to={loginReturningTo(itemPath.evento(evento.id))} variant="secondary" size="sm">
        Inicia sesión para inscribirte
      </ButtonLink>
    );
  }

  return (
    <>
      <Actions>
        {control}
        <ButtonLink to={`/api/eventos/${evento.id}/ics`} reloadDocument variant="secondary" size="sm" aria-label={`Agregar al calendario: ${evento.titulo}`}>
          Agregar al calendario
        </ButtonLink>
      </Actions>
      <div aria-live="polite">{shown?.variant === 'error' && <Alert variant="error">{shown.text}</Alert>}</div>
    </>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin-top: auto;
`;
