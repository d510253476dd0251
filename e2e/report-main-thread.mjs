/**
 * What costs the main thread on one page (after a build): RUNS Lighthouse runs (mobile, simulated
 * throttling), each with its long tasks, then the medians and, for the last run, the main-thread
 * breakdown, script boot-up and LCP phases. Timings on a 2-core machine are noisy: compare medians.
 *
 *   node e2e/report-main-thread.mjs [/path]      RUNS=1 CHROME_PATH=/usr/bin/chromium
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startPlatform } from './lib/server.mjs';
import { median } from './lib/stats.mjs';

const RUNS = Number(process.env.RUNS ?? 1);
const ms = (value) => `${Math.round(value)} ms`;

const platform = await startPlatform();
const short = (url) => url.replace(platform.baseUrl, '');
try {
  const runs = [];
  let lhr;
  for (let i = 0; i < RUNS; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      ({ lhr } = await lighthouse(platform.baseUrl + (process.argv[2] ?? '/'), { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' }));
    } finally {
      await chrome.kill();
    }
    const audits = lhr.audits;
    const run = {
      score: Math.round(lhr.categories.performance.score * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
    };
    runs.push(run);
    // Simulated times: a task counts toward TBT by what it lasts beyond 50 ms after the first contentful paint.
    const tasks = audits['long-tasks'].details.items.map((t) => `${short(t.url) || '/'} ${ms(t.duration)} at ${ms(t.startTime)}${t.startTime + t.duration > run.fcp ? ' (TBT)' : ''}`);
    console.log(`run ${i + 1}: score ${run.score}  FCP ${ms(run.fcp)}  LCP ${ms(run.lcp)}  TBT ${ms(run.tbt)}  CLS ${run.cls.toFixed(3)}`);
    console.log(`  long tasks: ${tasks.join(', ')}`);
  }
  const mid = (key) => median(runs.map((run) => run[key]));
  console.log(`median of ${RUNS}: score ${mid('score')}  FCP ${ms(mid('fcp'))}  LCP ${ms(mid('lcp'))}  TBT ${ms(mid('tbt'))}  CLS ${mid('cls').toFixed(3)}`);
  const audits = lhr.audits;
  console.log('last run, main thread:', audits['mainthread-work-breakdown'].details.items.map((i) => `${i.groupLabel} ${ms(i.duration)}`).join(', '));
  console.log('boot-up:');
  for (const item of audits['bootup-time'].details.items.slice(0, 8)) console.log(`  ${ms(item.total).padStart(8)} total ${ms(item.scripting).padStart(8)} script  ${short(item.url)}`);
  const lcp = audits['largest-contentful-paint-element'].details?.items ?? [];
  console.log('LCP element:', lcp[0]?.items?.[0]?.node?.snippet);
  console.log('LCP phases:', (lcp[1]?.items ?? []).map((p) => `${p.phase} ${ms(p.timing)}`).join(', '));
} finally {
  await platform.stop();
}
