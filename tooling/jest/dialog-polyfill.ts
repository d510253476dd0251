/**
 * jsdom has `<dialog>` but neither `showModal()`/`close()` nor what a modal dialog does in a browser.
 * This stands in for the part `Modal` relies on, so its tests check the same behaviour as before:
 * showModal opens the dialog on top and focuses its first focusable element; Escape fires a cancelable
 * `cancel` on the topmost open dialog and closes it unless cancelled (as the keydown's default action);
 * Tab and Shift+Tab move through the topmost dialog only, wrapping, since the page behind is inert.
 */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const stack: HTMLDialogElement[] = [];
const topmost = () => {
  // A dialog removed from the page (as Modal does on close) is no longer modal.
  stack.splice(0, stack.length, ...stack.filter((dialog) => dialog.isConnected && dialog.open));
  return stack.at(-1);
};
const focusables = (dialog: HTMLDialogElement) => Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));

Object.assign(HTMLDialogElement.prototype, {
  showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
    stack.push(this);
    // Listening only while a dialog is open keeps the stand-in out of every other test.
    document.addEventListener('keydown', onKeydown);
    (focusables(this)[0] ?? this).focus();
  },
  close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    stack.splice(stack.indexOf(this), 1);
    // A browser fires it from a task, after close() has returned.
    void Promise.resolve().then(() => this.dispatchEvent(new Event('close')));
  },
});

function onKeydown(event: KeyboardEvent) {
  const dialog = topmost();
  if (!dialog) return document.removeEventListener('keydown', onKeydown);
  if (event.defaultPrevented) return;
  if (event.key === 'Escape') {
    if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
  } else if (event.key === 'Tab') {
    event.preventDefault();
    const items = focusables(dialog);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const step = event.shiftKey ? -1 : 1;
    const next = at === -1 ? (event.shiftKey ? items.length - 1 : 0) : (at + step + items.length) % items.length;
    items[next]?.focus();
  }
}
