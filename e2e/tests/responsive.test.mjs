/**
 * Phone widths: no page of the visitor or the admin scrolls sideways at 320 px (the narrowest phone
 * we support). Wide tables scroll inside their own box, which is allowed.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { platformPerFile } from '../lib/fixture.mjs';
import { ADMIN_SCREENS, DETAIL_PAGES, PASSWORD_RESET_PAGES, VISITOR_PAGES } from '../lib/pages.mjs';
import { ADMIN } from '../lib/server.mjs';
import { signIn } from '../lib/session.mjs';

const platform = platformPerFile();
const PHONE = { width: 320, height: 640 };

const ADMIN_PAGES = ['/perfil', ...ADMIN_SCREENS];

/** The pages among `paths` that are wider than the phone, with what sticks out. */
async function sidewaysPages(page, paths) {
  const wide = [];
  for (const path of paths) {
    await page.goto(path, { waitUntil: 'networkidle' });
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth <= width) return null;
      const culprit = [...document.querySelectorAll('body *')].find((el) => el.getBoundingClientRect().right > width + 1);
      return culprit ? `${culprit.tagName.toLowerCase()} "${(culprit.textContent ?? '').trim().slice(0, 30)}"` : 'unknown';
    });
    if (overflow) wide.push(`${path}: ${overflow}`);
  }
  return wide;
}

test('no visitor page scrolls sideways on a 320 px phone', async () => {
  const context = await platform.browser.newContext({ baseURL: platform.baseUrl, viewport: PHONE });
  assert.deepEqual(await sidewaysPages(await context.newPage(), [...VISITOR_PAGES, ...PASSWORD_RESET_PAGES, ...DETAIL_PAGES]), []);
  await context.close();
});

test('no admin page scrolls sideways on a 320 px phone', async () => {
  const context = await platform.browser.newContext({ baseURL: platform.baseUrl, viewport: PHONE });
  await signIn(context, platform.baseUrl, ADMIN);
  assert.deepEqual(await sidewaysPages(await context.newPage(), ADMIN_PAGES), []);
  await context.close();
});
