import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { hydrated, platformPerFile } from '../lib/fixture.mjs';
import { collectProblems, fetchPage, rootOf } from '../lib/serverHtml.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PAGE_SOURCE = join(ROOT, 'public-remote', 'src', 'features', 'noticias', 'NoticiasPage.tsx');
const BEFORE = '<PageTitle>Noticias</PageTitle>';
const AFTER = '<PageTitle>Noticias de hoy</PageTitle>';

const platform = platformPerFile();

function buildPublicRemote() {
  const result = spawnSync('npm', ['run', 'build', '-w', '@plataforma/public-remote'], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(result.status, 0, result.stdout + result.stderr);
}

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

async function serverHeading(deadlineMs) {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const root = rootOf((await fetchPage(platform.baseUrl, '/noticias')).html);
    if (root.includes(AFTER.replace(/<\/?PageTitle>/g, '')) || Date.now() > deadline) return root;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test('a rebuilt public remote is rendered by the running server and hydrated in the browser, shell untouched', { timeout: 600_000 }, async () => {
  const original = readFileSync(PAGE_SOURCE, 'utf8');
  assert.ok(original.includes(BEFORE));
  assert.ok(rootOf((await fetchPage(platform.baseUrl, '/noticias')).html).includes('>Noticias</h1>'));
  const shellBefore = shellBuildHash();
  try {
    writeFileSync(PAGE_SOURCE, original.replace(BEFORE, AFTER));
    buildPublicRemote();
    assert.ok((await serverHeading(10_000)).includes('>Noticias de hoy</h1>'), 'the server renders the new remote');

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
    writeFileSync(PAGE_SOURCE, original);
    buildPublicRemote();
  }
  assert.ok(rootOf((await fetchPage(platform.baseUrl, '/noticias')).html).includes('>Noticias</h1>'));
});
