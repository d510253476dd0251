import { useEffect, useRef } from 'react';

/**
 * The form arrives rendered by the server, so a visitor can type before React hydrates it; React keeps
 * that text in the fields but not in state. On mount this hands the typed text fields (by name) to
 * `adopt`, so the state, and the submit button, follow what the fields show.
 */
export function useTypedBeforeHydration(adopt: (typed: Record<string, string>) => void) {
  const form = useRef<HTMLFormElement>(null);
  // Once, on the first mount: later typing goes through the fields' onChange.
  const adoptOnMount = useRef(adopt);
  useEffect(() => {
    if (!form.current) return;
    const typed = Object.fromEntries(
      [...form.current.elements]
        .filter((field): field is HTMLInputElement => field instanceof HTMLInputElement && field.name !== '' && field.value !== '' && field.type !== 'file')
        .map((field) => [field.name, field.value]),
    );
    if (Object.keys(typed).length > 0) adoptOnMount.current(typed);
  }, []);
  return form;
}
