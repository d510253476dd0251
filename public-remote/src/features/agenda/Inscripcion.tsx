import { useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { eventoPasado, loginReturningTo, PARTICIPATION_MSG, type Evento } from '@plataforma/contracts';
import { ActionForm, useUser, useWriteResult } from '@plataforma/shared-auth';
import { Alert, Badge, Button, ButtonLink, useAutoDismiss, useRecoverFocus } from '@plataforma/shared-ui';
import { useFetcher } from 'react-router-dom';
import { ConfirmedSubmit } from '../../lib/ConfirmedSubmit';
import { useOutcome } from '../../lib/pageWrites';
import { ConfirmaTuCorreo, sinConfirmar } from '../../lib/ConfirmaTuCorreo';
import { itemPath } from '../../lib/routes';
import { INSCRIPCION_INTENT } from './actions';

/** The places still free, or null for an event without `cupo` (it takes everyone). */
const cuposLibres = (evento: Evento) => (evento.cupo === null ? null : Math.max(0, evento.cupo - evento.inscritos));

/** 'Quedan 5 cupos', 'Queda 1 cupo', 'Cupos agotados'. */
export function cuposTexto(libres: number): string {
  if (libres === 0) return 'Cupos agotados';
  return libres === 1 ? 'Queda 1 cupo' : `Quedan ${libres} cupos`;
}

/**
 * An event's places left, its sign-up (the page's `inscripcionAction`) and its calendar link,
 * rendered for the session's member (`inscrito`). Without JavaScript 'Cancelar inscripción' frees the
 * place at once (no dialog can open). A past event takes no sign-ups, so it shows neither places nor button.
 * The public read may be a few seconds old: when the API answers that no place is left, the count
 * and the button say so at once, over the data that came with that answer; a later read (places freed
 * since) has the last word.
 */
export function Inscripcion({ evento }: { evento: Evento }) {
  const user = useUser();
  const fetcher = useFetcher();
  const pending = fetcher.state !== 'idle';
  const signedUp = useWriteResult(fetcher, { intent: INSCRIPCION_INTENT.inscribirme, id: evento.id });
  const cancelled = useWriteResult(fetcher, { intent: INSCRIPCION_INTENT.cancelar, id: evento.id });
  const answer = signedUp ?? cancelled;
  const shown = useAutoDismiss(useOutcome(answer));
  // The button that was pressed is replaced by the other one: the keyboard's place goes to it.
  const actions = useRef<HTMLDivElement>(null);
  useRecoverFocus(actions, pending ? undefined : answer);
  const agotado = signedUp?.error === PARTICIPATION_MSG.cuposAgotados;
  const [refused, setRefused] = useState<{ answer: unknown; evento: Evento } | null>(null);
  if (agotado && refused?.answer !== signedUp) setRefused({ answer: signedUp, evento });
  const pasado = eventoPasado(evento);
  const libres = agotado && !evento.inscrito && refused?.evento === evento ? 0 : cuposLibres(evento);

  /** A form of this event's sign-up: its hidden fields, then its button. */
  const form = (intent: string, button: ReactNode) => (
    <ActionForm fetcher={fetcher}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={evento.id} />
      {button}
    </ActionForm>
  );

  let control: ReactNode = null;
  if (pasado) {
    // Over: no sign-up button, the calendar link stays.
  } else if (user && evento.inscrito) {
    control = (
      <>
        <Badge tone="success">Inscrito</Badge>
        {form(
          INSCRIPCION_INTENT.cancelar,
          <ConfirmedSubmit
            variant="secondary"
            size="sm"
            busy={pending}
            disabled={pending}
            title="Cancelar inscripción"
            message="¿Cancelar tu inscripción? Tu cupo quedará libre para otra persona."
            confirmLabel="Cancelar inscripción"
            cancelLabel="Mantener inscripción"
          >
            Cancelar inscripción
          </ConfirmedSubmit>,
        )}
      </>
    );
  } else if (libres === 0) {
    // Full: the count says so.
  } else if (sinConfirmar(user)) {
    control = <ConfirmaTuCorreo />;
  } else if (user) {
    control = form(
      INSCRIPCION_INTENT.inscribirme,
      <Button type="submit" size="sm" disabled={pending}>
        Asistiré
      </Button>,
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
      <Actions ref={actions}>
        {control}
        <ButtonLink to={`/api/eventos/${evento.id}/ics`} reloadDocument variant="secondary" size="sm" aria-label={`Agregar al calendario: ${evento.titulo}`}>
          Agregar al calendario
        </ButtonLink>
      </Actions>
      <div aria-live="polite">{shown && <Alert variant={shown.variant}>{shown.text}</Alert>}</div>
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
