import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { eventoPasado, loginReturningTo, PARTICIPATION_MSG, type Evento } from '@plataforma/contracts';
import { getErrorMessage, useAction, useUser } from '@plataforma/shared-auth';
import { Alert, Badge, Button, ButtonLink, CancelarInscripcion, useAutoDismiss } from '@plataforma/shared-ui';
import { ConfirmaTuCorreo, sinConfirmar } from '../../lib/ConfirmaTuCorreo';
import { itemPath } from '../../lib/routes';
import { cancelarInscripcion, inscribirme } from './api';

/** The places still free, or null for an event without `cupo` (it takes everyone). */
const cuposLibres = (evento: Evento) => (evento.cupo === null ? null : Math.max(0, evento.cupo - evento.inscritos));

/** 'Quedan 5 cupos', 'Queda 1 cupo', 'Cupos agotados'. */
export function cuposTexto(libres: number): string {
  if (libres === 0) return 'Cupos agotados';
  return libres === 1 ? 'Queda 1 cupo' : `Quedan ${libres} cupos`;
}

/**
 * An event's places left, its sign-up (#20 §1) and its calendar link. Server-rendered as a visitor
 * sees it; the member's state (`inscrito`) arrives once the session is restored and the page re-read
 * (`useReloadForMember`). A past event takes no sign-ups, so it shows neither places nor button.
 * The public read may be a few seconds old: when the API answers that no place is left, the count
 * and the button say so at once, without waiting for a fresher read.
 */
export function Inscripcion({ evento }: { evento: Evento }) {
  const user = useUser();
  const { run, pending, outcome } = useAction();
  const shown = useAutoDismiss(outcome);
  const [agotado, setAgotado] = useState(false);
  const pasado = eventoPasado(evento);
  const libres = agotado && !evento.inscrito ? 0 : cuposLibres(evento);

  const signUp = () =>
    run(async () => {
      try {
        await inscribirme(evento.id);
      } catch (failure) {
        if (getErrorMessage(failure, '') === PARTICIPATION_MSG.cuposAgotados) setAgotado(true);
        throw failure;
      }
    }, 'No se pudo completar la inscripción.');

  let control: ReactNode = null;
  if (pasado) {
    // Over: no sign-up button, the calendar link stays.
  } else if (user && evento.inscrito) {
    control = (
      <>
        <Badge tone="success">Inscrito</Badge>
        <CancelarInscripcion disabled={pending} onConfirm={() => run(() => cancelarInscripcion(evento.id), 'No se pudo cancelar la inscripción.')} />
      </>
    );
  } else if (libres === 0) {
    // Full: the count says so.
  } else if (sinConfirmar(user)) {
    control = <ConfirmaTuCorreo />;
  } else if (user) {
    control = (
      <Button size="sm" disabled={pending} onClick={() => void signUp()}>
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
      {!pasado && libres !== null && (
        <p>
          <Badge tone={libres === 0 ? 'neutral' : 'primary'}>{cuposTexto(libres)}</Badge>
        </p>
      )}
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
