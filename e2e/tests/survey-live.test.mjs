import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hydrated, platformPerFile } from '../lib/fixture.mjs';
import { ADMIN } from '../lib/server.mjs';
import { signIn } from '../lib/session.mjs';

const platform = platformPerFile();
const PASSWORD = 'miembro123';
const member = (email) => ({ email, password: PASSWORD });

/** The API as a signed-in browser context calls it (the CSRF header echoes its cookie). */
async function apiCall(context, method, path, data) {
  const csrf = (await context.cookies(platform.baseUrl)).find((c) => c.name === 'XSRF-TOKEN');
  const response = await context.request.fetch(`${platform.baseUrl}/api${path}`, { method, data, headers: { 'X-XSRF-TOKEN': csrf.value } });
  return { status: response.status(), body: await response.json() };
}

/** A survey created by the admin through the API. */
async function createSurvey(fields) {
  const { context } = await platform.open((ctx) => signIn(ctx, platform.baseUrl, ADMIN));
  const created = await apiCall(context, 'POST', '/encuestas', fields);
  assert.equal(created.status, 201, JSON.stringify(created.body));
  await context.close();
  return created.body;
}

const card = (page, titulo) => page.getByRole('article').filter({ hasText: titulo });
/** The chart's accessible text: "Resultados de {título}: opción: n, …". */
const chartOf = (page, titulo) => card(page, titulo).getByRole('img', { name: new RegExp(`^Resultados de ${titulo}:`) });

test("a member's results chart follows another member's vote within 5 s, without a reload; an open survey shows 'Cierra el …'", async () => {
  const titulo = 'Resultados en vivo';
  await createSurvey({ titulo, opciones: ['Sí', 'No'], cierraEn: new Date(Date.now() + 86_400_000).toISOString() });

  const a = await platform.open((ctx) => signIn(ctx, platform.baseUrl, member('maria.quispe@demo.bo')));
  await a.page.goto('/encuestas');
  await hydrated(a.page);
  await card(a.page, titulo).getByText(/^Cierra el \d{1,2} de [a-z]+ de \d{4} a las \d{2}:\d{2}$/).waitFor();
  await card(a.page, titulo).getByRole('button', { name: 'Votar por: Sí' }).click();
  await a.page.getByText('Tu voto ha sido registrado.').waitFor();
  const chart = chartOf(a.page, titulo);
  await chart.waitFor();
  assert.equal(await chart.getAttribute('aria-label'), `Resultados de ${titulo}: Sí: 1, No: 0`);
  // In words, with the member's own choice marked.
  const mine = card(a.page, titulo).getByRole('listitem').filter({ hasText: 'Tu voto' });
  await mine.waitFor();
  assert.match(await mine.textContent(), /^Sí\s*1 voto \(100,0\s%\)\s*Tu voto$/);
  await card(a.page, titulo).getByText('Total: 1 voto', { exact: true }).waitFor();
  // Marks this document: a reload would lose it.
  await a.page.evaluate(() => {
    window.sinRecargar = true;
  });

  const b = await platform.open((ctx) => signIn(ctx, platform.baseUrl, member('jose.fernandez@demo.bo')));
  await b.page.goto('/encuestas');
  await hydrated(b.page);
  await card(b.page, titulo).getByRole('button', { name: 'Votar por: No' }).click();
  await b.page.getByText('Tu voto ha sido registrado.').waitFor();
  const voted = Date.now();

  await a.page.waitForFunction(
    (name) => document.querySelector(`figure[aria-label="${name}"]`) !== null,
    `Resultados de ${titulo}: Sí: 1, No: 1`,
    { timeout: 5000 },
  );
  assert.ok(Date.now() - voted <= 5000);
  await card(a.page, titulo).getByText('Total: 2 votos', { exact: true }).waitFor();
  await card(b.page, titulo).getByRole('listitem').filter({ hasText: 'Tu voto' }).getByText('No', { exact: true }).waitFor();
  assert.equal(await a.page.evaluate(() => window.sinRecargar), true, 'the page was not reloaded');
  await b.context.close();
  await a.context.close();
});

test("a survey that closes: a late vote answers 'La encuesta está cerrada.'; then everyone, a visitor too, sees 'Encuesta cerrada' with the results", async () => {
  const titulo = 'Cierra en segundos';
  const cierraEn = Date.now() + 10_000;
  const survey = await createSurvey({ titulo, opciones: ['Mañana', 'Tarde'], cierraEn: new Date(cierraEn).toISOString() });

  // One vote while it is open.
  const early = await platform.open((ctx) => signIn(ctx, platform.baseUrl, member('carlos.choque@demo.bo')));
  assert.equal((await apiCall(early.context, 'POST', `/encuestas/${survey.id}/votar/Tarde`)).status, 200);
  await early.context.close();

  // A member opens the page while it is still open, and votes after the closing time.
  const late = await platform.open((ctx) => signIn(ctx, platform.baseUrl, member('daniela.torrez@demo.bo')));
  await late.page.goto('/encuestas');
  await hydrated(late.page);
  const button = card(late.page, titulo).getByRole('button', { name: 'Votar por: Mañana' });
  await button.waitFor();
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, cierraEn - Date.now() + 300)));
  await button.click();
  await late.page.getByRole('alert').filter({ hasText: 'La encuesta está cerrada.' }).waitFor();
  // The page reads it again: closed, with its results.
  await card(late.page, titulo).getByText('Encuesta cerrada').waitFor();
  await chartOf(late.page, titulo).waitFor();
  await late.context.close();

  const visitor = await platform.open();
  await visitor.page.goto('/encuestas');
  await card(visitor.page, titulo).getByText('Encuesta cerrada').waitFor();
  const chart = chartOf(visitor.page, titulo);
  await chart.waitFor();
  assert.equal(await chart.getAttribute('aria-label'), `Resultados de ${titulo}: Mañana: 0, Tarde: 1`);
  assert.equal(await card(visitor.page, titulo).getByRole('button', { name: /^Votar por:/ }).count(), 0);
  // An open survey's results are not a visitor's: the live one of the other test offers its options.
  assert.ok((await visitor.page.getByRole('button', { name: /^Votar por:/ }).count()) > 0);
  await visitor.context.close();
});

test("an admin on a device set to another zone sets 'Cierra el' on Bolivia's clock, sees that time on the card, and exports the results as CSV", async () => {
  const { context, page } = await platform.open((ctx) => signIn(ctx, platform.baseUrl, ADMIN), { timezoneId: 'Asia/Tokyo' });
  await page.goto('/admin/encuestas');
  await page.getByRole('heading', { name: 'Gestión de Encuestas', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Crear Encuesta' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Título', { exact: true }).fill('Con fecha de cierre');
  await dialog.getByLabel('Opción 1', { exact: true }).fill('Uno');
  await dialog.getByLabel('Opción 2', { exact: true }).fill('Dos');
  const cierre = dialog.getByLabel('Cierra el', { exact: true });
  assert.equal(await cierre.getAttribute('type'), 'datetime-local');
  await cierre.fill('2099-12-01T18:30');
  await dialog.getByRole('button', { name: 'Crear Encuesta', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Con fecha de cierre', exact: true }) });
  // Typed and shown on Bolivia's clock: the device's own zone (13 hours ahead) changes nothing.
  await card.getByText('Cierra el 1 de diciembre de 2099 a las 18:30', { exact: true }).waitFor();
  await card.getByRole('button', { name: 'Editar Con fecha de cierre' }).click();
  assert.equal(await page.getByRole('dialog').getByLabel('Cierra el', { exact: true }).inputValue(), '2099-12-01T18:30');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();

  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'Exportar resultados (CSV)' }).click()]);
  // The file's lines, its dates in Bolivia's time, are the API suite's (encuestas.test.ts).
  assert.match(download.suggestedFilename(), /^encuesta-\d+-resultados\.csv$/);
  await context.close();
});
