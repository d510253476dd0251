/**
 * The text fields of a form by name, read from the inputs when the form is sent. The inputs are
 * uncontrolled, so what was typed into the server's HTML before the page's scripts ran counts as much as
 * what was typed after. Files, unchecked boxes, disabled fields and buttons are left out, as a browser's
 * own submission leaves them out. (Not `new FormData(form)`: the tests' FormData is Node's, which takes
 * no form element.)
 */
export function formText(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of Array.from(form.elements)) {
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) continue;
    if (!field.name || field.disabled) continue;
    if (field instanceof HTMLInputElement && (field.type === 'file' || ((field.type === 'checkbox' || field.type === 'radio') && !field.checked))) continue;
    values[field.name] = field.value;
  }
  return values;
}

