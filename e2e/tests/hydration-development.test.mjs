import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { hydrated, platformPerFile } from '../lib/fixture.mjs';
import { DETAIL_PAGES, PASSWORD_RESET_PAGES, VISITOR_PAGES } from '../lib/pages.mjs';
import { collectProblems } from '../lib/serverHtml.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The shell and the public remote, built with React's development build or (again) as shipped. */
function buildBrowserApps(reactDevelopment) {
  const env = { ...process.env, PJ_REACT_DEVELOPMENT: reactDevelopment ? '1' : '' };
  const result = spawnSync('npm', ['run', 'build', '-w', '@plataforma/public-remote', '-w', '@plataforma/shell'], { cwd: ROOT, env, encoding: 'utf8' });
  assert.equal(result.status, 0, result.stdout + result.stderr);
}

// Registered before the platform's hooks: the server reads the shell's page when it starts.
before(() => buildBrowserApps(true), { timeout: 300_000 });
after(() => buildBrowserApps(false), { timeout: 300_000 });
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
