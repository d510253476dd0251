import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { buildAlone } from '../lib/builds.mjs';
import { hydrated, platformPerFile } from '../lib/fixture.mjs';
import { collectProblems, fetchPage, rootOf } from '../lib/serverHtml.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PAGE_SOURCE = 'public-remote/src/features/noticias/NoticiasPage.tsx';
const BEFORE = '<PageTitle>Noticias</PageTitle>';
const AFTER = '<PageTitle>Noticias de hoy</PageTitle>';

const platform = platformPerFile();

/** A fingerprint of every file of the shell's build. */
function shellBuildHash() {
  const hash = createHash('sha256');
  const walk = (dir) =>
    readdirSync(dir).sort().forEach((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(name).update(readFileSync(path));
    });
  walk(join(ROOT, 'shell', 'dist'));
  return hash.digest('hex');
}

/** The server's /noticias once its heading is `heading` (a deploy is seen within a second), or at the deadline. */
async function serverPage(heading, deadlineMs = 10_000) {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const root = rootOf((await fetchPage(platform.baseUrl, '/noticias')).html);
    if (root.includes(`>${heading}</h1>`) || Date.now() > deadline) return root;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test('a rebuilt public remote is rendered by the running server and hydrated in the browser, shell untouched', { timeout: 600_000 }, async () => {
  assert.ok(readFileSync(join(ROOT, PAGE_SOURCE), 'utf8').includes(BEFORE));
  assert.ok(rootOf((await fetchPage(platform.baseUrl, '/noticias')).html).includes('>Noticias</h1>'));
  const shellBefore = shellBuildHash();
  const redeploy = buildAlone(['public-remote'], { files: { [PAGE_SOURCE]: (text) => text.replace(BEFORE, AFTER) } });
  try {
    assert.ok((await serverPage('Noticias de hoy')).includes('>Noticias de hoy</h1>'), 'the server renders the new remote');

    const { context, page } = await platform.open();
    const problems = collectProblems(page);
    await page.goto('/noticias', { waitUntil: 'networkidle' });
    await hydrated(page);
    await page.getByRole('link', { name: 'Más de 300 jóvenes participaron en el Encuentro Departamental de La Paz' }).click();
    await page.getByRole('link', { name: '← Volver a noticias' }).click();
    await page.getByRole('heading', { level: 1, name: 'Noticias de hoy' }).waitFor();
    assert.deepEqual(problems, [], 'hydrated cleanly with the new remote');
    await context.close();
    assert.equal(shellBuildHash(), shellBefore, "the shell's build did not change");
  } finally {
    // The suite's own build of the remote, deployed again.
    redeploy.restore();
  }
  assert.ok((await serverPage('Noticias')).includes('>Noticias</h1>'), 'the server renders the suite\'s remote again');
});
