import { CORREO_MSG, type User } from '@plataforma/contracts';
import { ActionForm, useWriteResult } from '@plataforma/shared-auth';
import { Alert, Button } from '@plataforma/shared-ui';
import { useFetcher } from 'react-router-dom';
import styled from 'styled-components';
import { REENVIAR_INTENT, useOutcome } from './pageWrites';

/** Whether a signed-in member must confirm their email before taking part: the API answers their writes 403. */
export const sinConfirmar = (user: User | null): boolean => user !== null && !user.emailConfirmado;

/**
 * What a participation form (comment, vote, report, sign-up, affiliation) shows instead of itself while
 * the member's email is unconfirmed: why, and a way to get the link again (the page's action,
 * `withConfirmationResend`, with or without JavaScript).
 */
export function ConfirmaTuCorreo() {
  const fetcher = useFetcher();
  const outcome = useOutcome(useWriteResult(fetcher, { intent: REENVIAR_INTENT }));
  return (
    <Notice fetcher={fetcher}>
      <input type="hidden" name="intent" value={REENVIAR_INTENT} />
      <Alert variant="info">{CORREO_MSG.confirmaTuCorreo}</Alert>
      <div aria-live="polite">{outcome && <Alert variant={outcome.variant}>{outcome.text}</Alert>}</div>
      <Button type="submit" size="sm" variant="secondary" disabled={fetcher.state !== 'idle'}>
        {CORREO_MSG.reenviar}
      </Button>
    </Notice>
  );
}

const Notice = styled(ActionForm)`
  display: grid;
  gap: 0.5rem;
  justify-items: start;
  > * { margin: 0; }
`;
