/**
 * Compares this checkout's build with another built checkout of the project (a baseline) on one page:
 * Lighthouse runs (mobile, simulated throttling) alternate between the two platforms, both running,
 * so both see the same machine. On a shared 2-core machine the same build's TBT moves by 3x from one
 * minute to the next; only interleaved runs tell two builds apart (docs/performance-log.md, "third pass").
 *
 *   BASELINE=/path/to/other/checkout node e2e/compare-builds.mjs [/path]      RUNS=7
 *
 * The baseline must be built (`npm run build`) and able to start (its own node_modules, or links to ours).
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startPlatform } from './lib/server.mjs';
import { median } from './lib/stats.mjs';

const BASELINE = process.env.BASELINE;
if (!BASELINE) {
  console.error('BASELINE=/path/to/other/checkout is required.');
  process.exit(2);
}
const RUNS = Number(process.env.RUNS ?? 7);
const path = process.argv[2] ?? '/';
const ms = (value) => `${Math.round(value)} ms`;

const { startPlatform: startBaseline } = await import(pathToFileURL(join(BASELINE, 'e2e/lib/server.mjs')).href);
const builds = [
  { name: 'baseline', platform: await startBaseline(), runs: [] },
  { name: 'this build', platform: await startPlatform(), runs: [] },
];
try {
  for (let i = 0; i < RUNS; i++) {
    // Alternate which build goes first, so neither always follows the other.
    for (const build of i % 2 ? [...builds].reverse() : builds) {
      const chrome = await chromeLauncher.launch({
        chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      });
      try {
        const { lhr } = await lighthouse(build.platform.baseUrl + path, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
        const run = {
          score: Math.round(lhr.categories.performance.score * 100),
          fcp: lhr.audits['first-contentful-paint'].numericValue,
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          mainThread: lhr.audits['mainthread-work-breakdown'].numericValue,
        };
        build.runs.push(run);
        console.log(`${i + 1} ${build.name.padEnd(10)} score ${run.score}  FCP ${ms(run.fcp)}  LCP ${ms(run.lcp)}  TBT ${ms(run.tbt)}  main thread ${ms(run.mainThread)}`);
      } finally {
        await chrome.kill();
      }
    }
  }
} finally {
  for (const build of builds) await build.platform.stop();
}
for (const { name, runs } of builds) {
  const mid = (key) => median(runs.map((run) => run[key]));
  console.log(`${name.padEnd(10)} median of ${RUNS}: score ${mid('score')}  FCP ${ms(mid('fcp'))}  LCP ${ms(mid('lcp'))}  TBT ${ms(mid('tbt'))}  main thread ${ms(mid('mainThread'))}  (TBT of each run: ${runs.map((run) => Math.round(run.tbt)).join(', ')})`);
}
// Runs i of both builds were next to each other in time: their difference cancels most of the machine's drift.
const [baseline, current] = builds;
const differences = current.runs.map((run, i) => run.tbt - baseline.runs[i].tbt);
const lower = differences.filter((difference) => difference < 0).length;
console.log(`TBT, this build minus the baseline, run by run: median ${ms(median(differences))}; lower in ${lower} of ${RUNS} pairs`);
const work = current.runs.map((run, i) => run.mainThread - baseline.runs[i].mainThread);
console.log(`Main-thread work, this build minus the baseline, run by run: median ${ms(median(work))}; lower in ${work.filter((d) => d < 0).length} of ${RUNS} pairs`);
