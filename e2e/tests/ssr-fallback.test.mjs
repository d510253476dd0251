import assert from 'node:assert/strict';
import { test } from 'node:test';
import { platformPerFile } from '../lib/fixture.mjs';
import { collectProblems, fetchPage, rootOf } from '../lib/serverHtml.mjs';

// The server looks for the public remote's Node container where nothing answers.
const platform = platformPerFile({ PUBLIC_REMOTE_SERVER_URL: 'http://127.0.0.1:9/remotes/public/server/' });

test("without the remote's server code, public pages are rendered in the browser and still work", async () => {
  for (const path of ['/', '/noticias', '/noticias/1']) {
    const { status, html, renderedBy } = await fetchPage(platform.baseUrl, path);
    assert.equal(status, 200, path);
    assert.equal(renderedBy, 'browser', path);
    assert.equal(rootOf(html), '', path);
  }
  const { context, page } = await platform.open();
  const problems = collectProblems(page);
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: 'Jóvenes por una Bolivia Libre' }).waitFor();
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'CONÓCENOS' }).click();
  await page.getByRole('heading', { level: 1, name: 'Conócenos' }).waitFor();
  await page.goto('/noticias/1');
  await page.getByRole('heading', { level: 1, name: 'Más de 300 jóvenes participaron en el Encuentro Departamental de La Paz' }).waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});

test("the shell's own pages are still rendered on the server", async () => {
  const { status, html, renderedBy } = await fetchPage(platform.baseUrl, '/login');
  assert.equal(status, 200);
  assert.equal(renderedBy, 'server');
  assert.ok(rootOf(html).includes('Iniciar sesión'));
});
