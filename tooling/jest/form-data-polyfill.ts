/**
 * jest-fixed-jsdom gives the tests Node's FormData (what msw and fetch need), which takes no form element;
 * a browser's does, and React Router's `<Form>` builds its submission with `new FormData(form, submitter)`.
 * This one takes them, reading the form as a browser would: named, enabled controls; checked boxes; files;
 * the submitter's own name and value.
 */
const NodeFormData = globalThis.FormData;

class BrowserFormData extends NodeFormData {
  constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
    super();
    if (!form) return;
    for (const field of Array.from(form.elements)) {
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) continue;
      if (!field.name || field.disabled) continue;
      if (field instanceof HTMLInputElement) {
        if (['submit', 'button', 'reset', 'image'].includes(field.type)) continue;
        if ((field.type === 'checkbox' || field.type === 'radio') && !field.checked) continue;
        if (field.type === 'file') {
          for (const file of Array.from(field.files ?? [])) this.append(field.name, file);
          continue;
        }
      }
      this.append(field.name, field.value);
    }
    const named = submitter as HTMLButtonElement | HTMLInputElement | null | undefined;
    if (named?.name) this.append(named.name, named.value);
  }
}

globalThis.FormData = BrowserFormData as typeof FormData;
