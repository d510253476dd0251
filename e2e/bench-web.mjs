/**
 * `npm run bench:web`: builds, starts the platform on a free port with its own data, and measures
 * the visitor's pages: Lighthouse (mobile, default simulated throttling, median of RUNS runs) and the
 * JavaScript each page downloads as served (brotli). The targets (`TARGETS`: the score on every page, the
 * rest on `/`) are checked and printed; the exit code is not tied to them (timings depend on the machine).
 *
 *   node e2e/bench-web.mjs [--no-build]      RUNS=3 CHROME_PATH=/usr/bin/chromium
 *
 * The last column is Lighthouse's CPU benchmark index of the machine during the runs (higher is faster):
 * the same build's TBT moves with it, so two figures compare only at similar indexes.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { launchBrowser } from './lib/browser.mjs';
import { measureJs } from './lib/bundle.mjs';
import { adminRemoteRequests } from './lib/fixture.mjs';
import { startPlatform } from './lib/server.mjs';
import { median } from './lib/stats.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PAGES = ['/', '/noticias', '/noticias/1'];
const RUNS = Number(process.env.RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ECHARTS_MARK = '_echarts_instance_';
/** Score on every page; the rest on `/`: LCP and main-thread work in ms (Lighthouse's simulated figures), JS as served. */
const TARGETS = { score: 99, lcp: 1200, mainThread: 1000, tbt: 100, cls: 0.02, brotliJs: 135 * 1024 };

async function lighthouseRuns(url) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    // A fresh browser per run: an empty cache and no state from the previous run.
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
      const value = (id) => lhr.audits[id].numericValue;
      runs.push({
        score: Math.round(lhr.categories.performance.score * 100),
        fcp: value('first-contentful-paint'),
        lcp: value('largest-contentful-paint'),
        tbt: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        // Lighthouse's main-thread work breakdown, all categories, as simulated on a phone's CPU.
        mainThread: value('mainthread-work-breakdown'),
        // Lighthouse's CPU benchmark of the machine during the run: TBT is read against it.
        cpu: lhr.environment.benchmarkIndex,
      });
    } finally {
      await chrome.kill();
    }
  }
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
}

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const platform = await startPlatform();
const browser = await launchBrowser();
const rows = [];
try {
  for (const path of PAGES) {
    const js = await measureJs(browser, platform.baseUrl, path);
    const metrics = await lighthouseRuns(platform.baseUrl + path);
    rows.push({
      path,
      ...metrics,
      brotliJs: js.all.wire,
      adminBytes: adminRemoteRequests(js.urls).length === 0 ? 0 : js.totals.admin_remote?.wire ?? -1,
      echarts: js.scripts.some((script) => script.body.includes(ECHARTS_MARK)),
    });
  }
} finally {
  await browser.close();
  await platform.stop();
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`\nLighthouse ${RUNS} runs, median (mobile, simulated throttling); JS as served (brotli)`);
console.log('page            score   FCP      LCP      TBT     CLS   main thread   JS br      admin  echarts  CPU index');
for (const r of rows) {
  console.log(
    `${r.path.padEnd(15)} ${String(r.score).padStart(5)} ${`${Math.round(r.fcp)} ms`.padStart(8)} ${`${Math.round(r.lcp)} ms`.padStart(8)} ${`${Math.round(r.tbt)} ms`.padStart(7)} ${r.cls.toFixed(3).padStart(7)} ${`${Math.round(r.mainThread)} ms`.padStart(13)} ${kb(r.brotliJs).padStart(9)} ${String(r.adminBytes).padStart(6)}  ${(r.echarts ? 'yes' : 'no').padEnd(7)}  ${Math.round(r.cpu)}`,
  );
}
const home = rows[0];
const checks = [
  ['score ≥ 99 on every page', rows.every((r) => r.score >= TARGETS.score)],
  ['LCP ≤ 1.2 s', home.lcp <= TARGETS.lcp],
  ['main thread ≤ 1.0 s', home.mainThread <= TARGETS.mainThread],
  ['TBT ≤ 100 ms', home.tbt <= TARGETS.tbt],
  ['CLS ≤ 0.02', home.cls <= TARGETS.cls],
  ['JS ≤ 135 KB brotli', home.brotliJs <= TARGETS.brotliJs],
  ['admin-remote bytes 0', home.adminBytes === 0],
  ['no echarts', rows.every((r) => !r.echarts)],
];
console.log(`\nTargets: ${checks.map(([name, ok]) => `${ok ? '✓' : '✗'} ${name}`).join('   ')}`);
