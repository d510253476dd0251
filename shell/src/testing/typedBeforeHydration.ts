/**
 * Text typed into the server's HTML before the page's scripts ran: the input holds it, and React, not yet
 * listening, never saw an input event for it.
 */
export function typedBeforeHydration(input: HTMLElement, text: string) {
  if (!(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement)) throw new Error('Not a text field');
  input.value = text;
}
