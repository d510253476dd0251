import { CORREO_MSG, type User } from '@plataforma/contracts';
import { useAction } from '@plataforma/shared-auth';
import { Alert, Button } from '@plataforma/shared-ui';
import styled from 'styled-components';

/** Whether a signed-in member must confirm their email before taking part (#31 §3): the API answers their writes 403. */
export const sinConfirmar = (user: User | null): boolean => user !== null && !user.emailConfirmado;

/** POST /api/auth/correo/reenviar: the API's sentence naming the address the new link went to. */
async function reenviarConfirmacion(): Promise<string> {
  const { api } = await import('@plataforma/shared-auth/api');
  return (await api.post<{ message: string }>('/auth/correo/reenviar')).data.message;
}

/**
 * What a participation form (comment, vote, report, sign-up, affiliation) shows instead of itself while
 * the member's email is unconfirmed: why, and a way to get the link again.
 */
export function ConfirmaTuCorreo() {
  const { run, pending, outcome } = useAction();
  return (
    <Notice>
      <Alert variant="info">{CORREO_MSG.confirmaTuCorreo}</Alert>
      <div aria-live="polite">{outcome && <Alert variant={outcome.variant}>{outcome.text}</Alert>}</div>
      <Button size="sm" variant="secondary" disabled={pending} onClick={() => void run(reenviarConfirmacion, 'No se pudo reenviar el correo de confirmación.')}>
        {CORREO_MSG.reenviar}
      </Button>
    </Notice>
  );
}

const Notice = styled.div`
  display: grid;
  gap: 0.5rem;
  justify-items: start;
  > * { margin: 0; }
`;
