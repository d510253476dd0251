import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';

/** axe-core's WCAG 2.1 A and AA rules, as tests/accessibility.test.mjs runs them. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * A context whose pages run none of their own scripts: the server's HTML and the browser's own
 * behaviour (forms, links, `<details>`) are all there is. Playwright's own scripts (locators, axe) still
 * run, in their own world.
 */
export function withoutJavaScript(platform, options = {}) {
  return platform.browser.newContext({ baseURL: platform.baseUrl, javaScriptEnabled: false, serviceWorkers: 'block', ...options });
}

/** Types as a person does, key by key (a `fill` would set the value at once). */
export async function type(page, label, text) {
  await page.getByLabel(label, { exact: true }).pressSequentially(text);
}

/** The page shows `text` in an alert (a form's error or a confirmation). */
export async function shows(page, text) {
  await page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text }).first().waitFor();
}

/** No WCAG 2.1 A/AA violation on the page as it is now. */
export async function accessible(page, what) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  assert.deepEqual(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    [],
    `${what}: no WCAG 2.1 A/AA violation`,
  );
}
