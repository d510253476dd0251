import { CSRF_FIELD, IDEMPOTENCY_FIELD } from '@plataforma/contracts';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ComponentProps, type FormEvent, type Ref, type RefObject } from 'react';
import { Form, useNavigation, type FetcherWithComponents } from 'react-router-dom';
import { csrfToken } from '../api/csrf';
import { newIdempotencyKey } from '../api/idempotencyKey';

/** The CSRF token of the page being rendered on the server (the browser reads its cookie instead). */
export const ServerCsrfToken = createContext<string | undefined>(undefined);

type ActionFormProps = Omit<ComponentProps<typeof Form>, 'method' | 'ref'> & {
  ref?: Ref<HTMLFormElement>;
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
export function ActionForm({ fetcher, children, ref, onSubmit, ...props }: ActionFormProps) {
  const serverToken = useContext(ServerCsrfToken);
  const [key] = useState(newIdempotencyKey);
  const FormOf = fetcher ? fetcher.Form : Form;
  const form = useRef<HTMLFormElement | null>(null);
  const armed = useFocusRefusedField(form, fetcher);
  const setRef = useCallback(
    (element: HTMLFormElement | null) => {
      form.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  return (
    <FormOf
      method="post"
      {...props}
      ref={setRef}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        onSubmit?.(event);
        if (!event.defaultPrevented) armed.current = true;
      }}
    >
      {/* The server's token and the cookie's are the same one; a page kept for visitors carries none. */}
      <input type="hidden" name={CSRF_FIELD} value={serverToken ?? csrfToken() ?? ''} suppressHydrationWarning readOnly />
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={key} suppressHydrationWarning readOnly />
      {children}
    </FormOf>
  );
}

/**
 * Once the answer to this form's post has arrived, focus goes to the first field it refused: its message
 * (the field's description) is read out, where a screen-reader user would otherwise hear nothing and have
 * to look for what went wrong.
 */
function useFocusRefusedField(form: RefObject<HTMLFormElement | null>, fetcher: FetcherWithComponents<unknown> | undefined) {
  const navigating = useNavigation().state !== 'idle';
  const busy = fetcher ? fetcher.state !== 'idle' : navigating;
  const armed = useRef(false);
  // After every render: the answer is the first render with the form idle again since it was sent.
  useEffect(() => {
    if (busy || !armed.current) return;
    armed.current = false;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
  return armed;
}
