/**
 * How much of a page's main-thread work its scripts cause (after a build): Lighthouse (mobile, simulated
 * throttling) alternates between the page as served and the same server HTML with every script and
 * script preload removed (its styles, picture and text unchanged, sent brotli-compressed like the
 * platform's), and prints each run's main-thread work by category and the medians. The difference is
 * what the scripts cost; the stripped page's figure is the floor that no script change can go below.
 *
 *   node e2e/report-floor.mjs [/path]      RUNS=3 CHROME_PATH=/usr/bin/chromium
 */
import http from 'node:http';
import { brotliCompressSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startPlatform } from './lib/server.mjs';
import { median } from './lib/stats.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const path = process.argv[2] ?? '/';
const ms = (value) => `${Math.round(value)} ms`;

/** Serves `html` at /, and everything else (pictures, icons) from the platform as it answers. */
async function serveWithoutScripts(platform, html) {
  const body = brotliCompressSync(html.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<link[^>]*rel="modulepreload"[^>]*>/g, ''));
  const server = http.createServer(async (req, res) => {
    if (req.url === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br' });
      res.end(body);
      return;
    }
    const upstream = await fetch(platform.baseUrl + req.url);
    res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' });
    res.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
    const breakdown = lhr.audits['mainthread-work-breakdown'];
    return {
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      mainThread: breakdown.numericValue,
      groups: breakdown.details.items.map((item) => `${item.groupLabel} ${ms(item.duration)}`).join(', '),
    };
  } finally {
    await chrome.kill();
  }
}

const platform = await startPlatform();
const stripped = await serveWithoutScripts(platform, await (await fetch(platform.baseUrl + path)).text());
try {
  const runs = { 'as served': [], 'without scripts': [] };
  const urls = { 'as served': platform.baseUrl + path, 'without scripts': stripped.url };
  for (let i = 0; i < RUNS; i++) {
    for (const [name, url] of Object.entries(urls)) {
      const run = await lighthouseRun(url);
      runs[name].push(run);
      console.log(`run ${i + 1}, ${name}: LCP ${ms(run.lcp)}, main thread ${ms(run.mainThread)} (${run.groups})`);
    }
  }
  for (const [name, list] of Object.entries(runs)) {
    console.log(`median of ${RUNS}, ${name}: LCP ${ms(median(list.map((run) => run.lcp)))}, main thread ${ms(median(list.map((run) => run.mainThread)))}`);
  }
} finally {
  await stripped.close();
  await platform.stop();
}
