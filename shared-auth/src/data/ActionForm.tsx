import { CSRF_FIELD, IDEMPOTENCY_FIELD } from '@plataforma/contracts';
import { createContext, useContext, useState, type ComponentProps } from 'react';
import { Form, type FetcherWithComponents } from 'react-router-dom';
import { csrfToken } from '../api/csrf';
import { newIdempotencyKey } from '../api/idempotencyKey';

/** The CSRF token of the page being rendered on the server (the browser reads its cookie instead). */
export const ServerCsrfToken = createContext<string | undefined>(undefined);

type ActionFormProps = Omit<ComponentProps<typeof Form>, 'method'> & {
  /** A write in place (vote, sign-up, comment edit): the fetcher's form, which does not navigate. */
  fetcher?: FetcherWithComponents<unknown>;
};

/**
 * The one form of every page: posts to its route's action. In the browser React Router runs the action
 * (the client sends the CSRF header and a fresh Idempotency-Key); without JavaScript the browser posts to
 * the page's URL and the server runs the same action, checking the token this form carries in
 * `CSRF_FIELD`, its writes keyed by `IDEMPOTENCY_FIELD` (the browser sending it again, a reload of the
 * answer, is answered as the first time).
 */
export function ActionForm({ fetcher, children, ...props }: ActionFormProps) {
  const serverToken = useContext(ServerCsrfToken);
  const [key] = useState(newIdempotencyKey);
  const FormOf = fetcher ? fetcher.Form : Form;
  return (
    <FormOf method="post" {...props}>
      {/* The server's token and the cookie's are the same one; a page kept for visitors carries none. */}
      <input type="hidden" name={CSRF_FIELD} value={serverToken ?? csrfToken() ?? ''} suppressHydrationWarning readOnly />
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={key} suppressHydrationWarning readOnly />
      {children}
    </FormOf>
  );
}
