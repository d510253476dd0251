/**
 * What costs the main thread on one page (after a build): one Lighthouse run (mobile, simulated
 * throttling) with its main-thread breakdown, script boot-up, long tasks and LCP phases.
 *
 *   node e2e/report-main-thread.mjs [/path]      CHROME_PATH=/usr/bin/chromium
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startPlatform } from './lib/server.mjs';

const platform = await startPlatform();
try {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const { lhr } = await lighthouse(platform.baseUrl + (process.argv[2] ?? '/'), { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
  await chrome.kill();
  const audits = lhr.audits;
  const ms = (value) => `${Math.round(value)} ms`;
  const short = (url) => url.replace(platform.baseUrl, '');
  console.log(`score ${Math.round(lhr.categories.performance.score * 100)}  FCP ${ms(audits['first-contentful-paint'].numericValue)}  LCP ${ms(audits['largest-contentful-paint'].numericValue)}  TBT ${ms(audits['total-blocking-time'].numericValue)}  CLS ${audits['cumulative-layout-shift'].numericValue.toFixed(3)}`);
  console.log('main thread:', audits['mainthread-work-breakdown'].details.items.map((i) => `${i.groupLabel} ${ms(i.duration)}`).join(', '));
  console.log('boot-up:');
  for (const item of audits['bootup-time'].details.items.slice(0, 8)) console.log(`  ${ms(item.total).padStart(8)} total ${ms(item.scripting).padStart(8)} script  ${short(item.url)}`);
  // Simulated times: a task counts toward TBT by what it lasts beyond 50 ms after the first contentful paint.
  const fcp = audits['first-contentful-paint'].numericValue;
  const tasks = audits['long-tasks'].details.items.map((t) => `${short(t.url) || '/'} ${ms(t.duration)} at ${ms(t.startTime)}${t.startTime + t.duration > fcp ? ' (TBT)' : ''}`);
  console.log('long tasks:', tasks.join(', '));
  const lcp = audits['largest-contentful-paint-element'].details?.items ?? [];
  console.log('LCP element:', lcp[0]?.items?.[0]?.node?.snippet);
  console.log('LCP phases:', (lcp[1]?.items ?? []).map((p) => `${p.phase} ${ms(p.timing)}`).join(', '));
} finally {
  await platform.stop();
}
