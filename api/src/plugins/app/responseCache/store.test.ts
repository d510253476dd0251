import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressed } from './store';

/** A page-like body: repeated markup around varied text, as a news list renders. */
const page = Buffer.from(
  Array.from(
    { length: 60 },
    (_, i) =>
      `<article class="c${i % 7}"><h2><a href="/noticias/${i}">Noticia ${i}: jóvenes de ${['La Paz', 'Oruro', 'Potosí', 'Tarija', 'Beni'][i % 5]} se organizan</a></h2>` +
      `<p>${'Propuestas sobre empleo, educación y participación ciudadana '.repeat(1 + (i % 3))}número ${i * 37}.</p><time dateTime="2026-11-${10 + (i % 20)}">${i} de noviembre</time></article>`,
  ).join('\n'),
);

test('a kept page is compressed harder than one sent once, and both decode to the page', async () => {
  const kept = await compressed(page, true);
  const once = await compressed(page, false);
  assert.ok(kept.br!.length < once.br!.length, `${kept.br!.length} < ${once.br!.length}`);
  assert.deepEqual(brotliDecompressSync(kept.br!), page);
  assert.deepEqual(gunzipSync(kept.gzip!), page);
  assert.equal(kept.identity, page);
});
