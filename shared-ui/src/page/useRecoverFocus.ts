import { useEffect, type RefObject } from 'react';

const CONTROL = 'button:not([disabled]), a[href], input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * A write in place often replaces the control that sent it ('Asistiré' becomes 'Cancelar inscripción'),
 * and focus falls back to the page's body: the keyboard starts over from the top and a screen reader
 * loses its place. Once `answer` is there (pass it only when the write has settled), focus that was lost
 * this way goes to the first control of `container` (or its first match of `target`, the control of the
 * row acted on); focus anywhere else is left where it is.
 */
export function useRecoverFocus(container: RefObject<HTMLElement | null>, answer: unknown, target: string = CONTROL): void {
  useEffect(() => {
    if (answer === undefined || answer === null) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    container.current?.querySelector<HTMLElement>(target)?.focus();
  }, [answer, container, target]);
}
