import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { SCRIPT_LOADER, SCRIPT_LOADER_CSP, scriptsAfterLoad } from './scriptsAfterLoad';

const BUILT =
  '<html><head><link rel="preload" as="script" href="/remotes/public/remoteEntry.js" />' +
  '<link rel="icon" href="/favicon.svg"><script defer src="/static/js/index.js"></script>' +
  '<link rel="preload" as="script" href="/static/js/async/7.js" fetchpriority="low">' +
  '<script id="pj-remotes" type="application/json">{}</script></head><body><div id="root"></div></body></html>';

test('external scripts and script preloads wait in a template for the load event, in their order', () => {
  const html = scriptsAfterLoad(BUILT);
  const head = html.slice(0, html.indexOf('<template'));
  assert.ok(!/<script\b[^>]*\bsrc=|rel="preload"/.test(head), 'nothing starts a script download before the template');
  const deferred = html.match(/<template id="pj-deferred">(.*?)<\/template>/)![1]!;
  assert.deepEqual(deferred.match(/(?:src|href)="[^"]+"/g), [
    'href="/remotes/public/remoteEntry.js"',
    'src="/static/js/index.js"',
    'href="/static/js/async/7.js"',
  ]);
  assert.ok(html.includes(`<script>${SCRIPT_LOADER}</script></head>`));
  // What is not a script download stays: the icon and the runtime configuration.
  assert.ok(head.includes('<link rel="icon" href="/favicon.svg">'));
  assert.ok(head.includes('<script id="pj-remotes" type="application/json">{}</script>'));
});

test('a page without external scripts is left as it is', () => {
  const html = '<html><head></head><body></body></html>';
  assert.equal(scriptsAfterLoad(html), html);
});

test('the Content-Security-Policy source is the hash of the loader', () => {
  const hash = createHash('sha256').update(SCRIPT_LOADER).digest('base64');
  assert.equal(SCRIPT_LOADER_CSP, `'sha256-${hash}'`);
});
