import { gzipSync } from 'node:zlib';
import { recordResponses } from './browser.mjs';

/** Which deployable a URL belongs to (paths of rsbuild.shared.ts REMOTE_BASE_PATHS). */
export function deployableOf(url) {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/remotes/public/')) return 'public_remote';
  if (pathname.startsWith('/remotes/admin/')) return 'admin_remote';
  return 'shell';
}

/**
 * Opens `path` in a fresh context (empty cache) and sums the JavaScript it downloads until the
 * network is idle: raw bytes, gzip (level 9, computed here so the numbers are deterministic) and
 * the bytes actually transferred (brotli from our server). `urls` lists every request, scripts or not.
 */
export async function measureJs(browser, baseUrl, path, { prepare, ready } = {}) {
  const context = await browser.newContext();
  if (prepare) await prepare(context);
  const page = await context.newPage();
  const responses = recordResponses(page);
  const urls = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  if (ready) await ready(page);
  await page.waitForLoadState('networkidle');
  await context.close();

  const scripts = responses
    .filter((r) => r.type === 'script' || /\.js(\?|$)/.test(r.url))
    .map((r) => ({ ...r, deployable: deployableOf(r.url), gzip: gzipSync(r.body, { level: 9 }).length }));
  const totals = {};
  for (const script of scripts) {
    const key = script.deployable;
    totals[key] ??= { files: 0, raw: 0, gzip: 0, wire: 0 };
    totals[key].files += 1;
    totals[key].raw += script.rawBytes;
    totals[key].gzip += script.gzip;
    totals[key].wire += script.wireBytes;
  }
  const all = Object.values(totals).reduce(
    (sum, t) => ({ files: sum.files + t.files, raw: sum.raw + t.raw, gzip: sum.gzip + t.gzip, wire: sum.wire + t.wire }),
    { files: 0, raw: 0, gzip: 0, wire: 0 },
  );
  return { totals, all, scripts, urls };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** One line per deployable; with `files`, one line per script too (largest first). */
export function formatReport(label, result, { files = false } = {}) {
  const lines = [`${label}: ${result.all.files} JS files, ${kb(result.all.raw)} raw, ${kb(result.all.gzip)} gzip, ${kb(result.all.wire)} transferred`];
  for (const [name, t] of Object.entries(result.totals)) {
    lines.push(`  ${name.padEnd(14)} ${String(t.files).padStart(3)} files ${kb(t.raw).padStart(10)} raw ${kb(t.gzip).padStart(10)} gzip ${kb(t.wire).padStart(10)} transferred`);
  }
  if (files) {
    for (const script of [...result.scripts].sort((a, b) => b.gzip - a.gzip)) {
      lines.push(`    ${kb(script.gzip).padStart(9)} gzip  ${new URL(script.url).pathname}`);
    }
  }
  return lines.join('\n');
}
