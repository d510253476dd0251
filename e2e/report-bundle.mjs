/**
 * `npm run report:bundle`: the JavaScript a browser downloads for `/` (a visitor) and `/admin`
 * (an admin), per deployable, measured in Chromium against the built platform.
 * `node report-bundle.mjs --files` lists every script as well.
 */
import { launchBrowser } from './lib/browser.mjs';
import { formatReport, measureJs } from './lib/bundle.mjs';
import { ADMIN, startPlatform } from './lib/server.mjs';
import { signIn } from './lib/session.mjs';

const options = { files: process.argv.includes('--files') };
const platform = await startPlatform();
const browser = await launchBrowser();
try {
  const home = await measureJs(browser, platform.baseUrl, '/', {
    ready: (page) => page.getByText('Imágenes de nuestra lucha por ser Libre').waitFor(),
  });
  console.log(formatReport('/ (visitante)', home, options));
  const admin = await measureJs(browser, platform.baseUrl, '/admin', {
    prepare: (context) => signIn(context, platform.baseUrl, ADMIN),
    ready: (page) => page.getByRole('heading', { name: 'Panel de Administración' }).waitFor(),
  });
  console.log(formatReport('/admin (administrador)', admin, options));
} finally {
  await browser.close();
  await platform.stop();
}
