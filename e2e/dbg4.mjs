import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
async function member(email) {
  const context = await browser.newContext({ baseURL: 'http://127.0.0.1:8765', javaScriptEnabled: false });
  const page = await context.newPage();
  page.setDefaultTimeout(8000);
  page.on('response', (r) => { if (r.request().method() === 'POST') console.log('resp', r.request().method(), r.url(), r.status()); });
  await page.goto('/login');
  await page.getByLabel('Correo electrónico', { exact: true }).pressSequentially(email);
  await page.getByLabel('Contraseña', { exact: true }).pressSequentially('miembro123');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  return page;
}
let page = await member('ana.vargas@demo.bo');
await page.goto('/encuestas');
console.log('votar buttons', await page.getByRole('button', { name: /^Votar por: / }).count(), 'articles', await page.getByRole('article').count());
console.log((await page.locator('main').innerText()).slice(0, 600));
page = await member('carlos.choque@demo.bo');
await page.goto('/agenda');
const b = page.getByRole('button', { name: 'Asistiré' });
console.log('asistire', await b.count());
await b.first().click();
await page.waitForLoadState();
console.log(page.url(), (await page.locator('main').innerText()).slice(0, 700));
page = await member('daniela.torrez@demo.bo');
await page.goto('/afiliate');
console.log((await page.locator('main').innerText()).slice(0, 500));
await browser.close();
