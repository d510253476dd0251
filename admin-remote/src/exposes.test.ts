import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_REMOTE, REMOTE_PAGES } from '@plataforma/contracts';
import { exposes, pageFiles } from './exposes';

test('exposes exactly the pages the page map gives this remote, each from a file that exists', () => {
  const mapped = REMOTE_PAGES.filter((page) => page.remote === ADMIN_REMOTE).map((page) => `./${page.module}`);
  expect(Object.keys(exposes).sort()).toEqual(mapped.sort());
  for (const file of Object.values(pageFiles)) expect(existsSync(join(__dirname, '..', file))).toBe(true);
});
