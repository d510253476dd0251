import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { buildAlone } from '../lib/builds.mjs';
import { hydrated, platformPerFile } from '../lib/fixture.mjs';
import { DETAIL_PAGES, PASSWORD_RESET_PAGES, VISITOR_PAGES } from '../lib/pages.mjs';
import { collectProblems } from '../lib/serverHtml.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

// The shell and the public remote built with React's development build, served in place of the
// suite's build. Registered before the platform's hooks: the server reads the shell's page when it starts.
let developmentBuild;
before(() => {
  developmentBuild = buildAlone(['public-remote', 'shell'], { env: { PJ_REACT_DEVELOPMENT: '1' } });
}, { timeout: 300_000 });
after(() => developmentBuild?.restore());
const platform = platformPerFile();

/** A message only React's development build has: the one it logs for an attribute mismatch. */
const DEVELOPMENT_ONLY = "A tree hydrated but some attributes of the server rendered HTML didn't match the client properties";

test("the shell's browser build carries React's development build", () => {
  const dir = join(ROOT, 'shell', 'dist', 'static', 'js', 'async');
  const scripts = readdirSync(dir).filter((name) => name.endsWith('.js'));
  assert.ok(scripts.some((name) => readFileSync(join(dir, name), 'utf8').includes(DEVELOPMENT_ONLY)));
});

test("React's development build hydrates every public page without a warning or an error", { timeout: 300_000 }, async () => {
  for (const path of [...VISITOR_PAGES, ...PASSWORD_RESET_PAGES, ...DETAIL_PAGES, '/no-existe']) {
    const { context, page } = await platform.open();
    const problems = collectProblems(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    // Development React names what it finds while hydrating.
    await hydrated(page);
    assert.deepEqual(problems.filter((p) => !p.includes('404 (Not Found)')), [], `${path} logged problems`);
    await context.close();
  }
});
