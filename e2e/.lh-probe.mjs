import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startPlatform } from '/work/wt/ssr/e2e/lib/server.mjs';
const p = await startPlatform();
try {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const { lhr } = await lighthouse(p.baseUrl + (process.argv[2] ?? '/'), { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
  await chrome.kill();
  const a = lhr.audits;
  console.log('score', lhr.categories.performance.score, 'FCP', a['first-contentful-paint'].numericValue, 'LCP', a['largest-contentful-paint'].numericValue, 'TBT', a['total-blocking-time'].numericValue);
  console.log('mainthread', a['mainthread-work-breakdown'].details.items.map(i => `${i.groupLabel}:${Math.round(i.duration)}`).join(', '));
  console.log('bootup', a['bootup-time'].details.items.slice(0,8).map(i => `${i.url.replace(p.baseUrl,'')} total ${Math.round(i.total)} script ${Math.round(i.scripting)}`).join('\n'));
  console.log('lcp element', JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet));
  console.log('lcp phases', JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[1]?.items));
  console.log('long tasks', JSON.stringify(a['long-tasks']?.details?.items?.slice(0,8).map(i=>[i.url.replace(p.baseUrl,''), Math.round(i.startTime), Math.round(i.duration)])));
  console.log('render-blocking', JSON.stringify(a['render-blocking-resources']?.details?.items?.map(i=>i.url)));
} finally { await p.stop(); }
