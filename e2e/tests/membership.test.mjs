/**
 * Affiliation in the browser: a visitor is sent to sign in and back to /afiliate; a member requests
 * affiliation, an admin rejects it with a motivo, the member corrects and sends it again, the admin
 * approves it; the member's card shows the number and a QR that, scanned, opens the public
 * verification page; the card downloads as an image and prints on one page; a revoked card reads
 * 'Afiliación no vigente' and an unknown code 'Código no válido'.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import { platformPerFile } from '../lib/fixture.mjs';
import { linkFromOutbox } from '../lib/outbox.mjs';
import { readQr } from '../lib/qr.mjs';
import { ADMIN } from '../lib/server.mjs';
import { registerConfirmed, signIn } from '../lib/session.mjs';

const platform = platformPerFile();

const MEMBER = { nombre: 'Lucía Afiliada Rojas', email: 'lucia@e2e.bo', password: 'lucia-clave-1' };
const year = new Date().getUTCFullYear();

/** Registers MEMBER through the API and confirms the email (the registration form has its own tests). */
const register = (context) => registerConfirmed(context, platform, { ...MEMBER, ubicacion: 'Sucre' });

/** Fills and sends 'Solicitar afiliación'. */
async function requestAffiliation(page, { ci, celular }) {
  const form = page.getByRole('region', { name: 'Solicitar afiliación' });
  await form.getByLabel('Carnet de identidad (CI)').fill(ci);
  await form.getByLabel('Fecha de nacimiento').fill(`${year - 19}-04-12`);
  await form.getByLabel('Departamento').selectOption('Chuquisaca');
  await form.getByLabel('Celular').fill(celular);
  await form.getByLabel('Colegio o universidad (opcional)').fill('Universidad San Francisco Xavier');
  const consent = form.getByRole('checkbox', { name: 'Acepto que mis datos se usen solo para gestionar mi afiliación.' });
  if (!(await consent.isChecked())) await consent.check();
  await form.getByRole('button', { name: 'Solicitar afiliación' }).click();
}

/** axe-core's WCAG 2.1 A/AA violations of what `page` shows now (the states a page reaches only through this flow). */
async function accessibilityProblems(page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.map((v) => `${page.url()} ${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(' ')}`);
}

/** The admin's card of MEMBER's request on /admin/afiliaciones. */
const requestRow = (page) => page.getByRole('article').filter({ hasText: MEMBER.nombre });

test('request → review → card → verify', async () => {
  // A visitor reads what affiliation is and is sent to sign in, coming back to /afiliate.
  const member = await platform.open(register);
  await member.page.goto('/afiliate');
  await member.page.getByRole('heading', { name: '¿Qué es la afiliación?' }).waitFor();
  const main = member.page.getByRole('main');
  assert.equal(await main.getByRole('link', { name: 'FORMA PARTE' }).getAttribute('href'), '/register');
  await main.getByRole('link', { name: 'INICIAR SESIÓN' }).click();
  await member.page.waitForURL('**/login?volver=%2Fafiliate');
  await member.page.getByLabel('Correo electrónico').fill(MEMBER.email);
  await member.page.getByLabel('Contraseña', { exact: true }).fill(MEMBER.password);
  await member.page.getByRole('button', { name: 'Ingresar' }).click();
  await member.page.waitForURL('**/afiliate');

  // The form checks the shared rule in place, then sends.
  await member.page.getByRole('region', { name: 'Solicitar afiliación' }).getByRole('button', { name: 'Solicitar afiliación' }).click();
  await member.page.getByText('Ingresa un número de carnet válido.').waitFor();
  assert.deepEqual(await accessibilityProblems(member.page), [], 'the form with its errors');
  await requestAffiliation(member.page, { ci: '8123456', celular: '71112233' });
  await member.page.getByText('Solicitud enviada. Te avisaremos cuando sea revisada.').waitFor();
  await member.page.getByText('Pendiente de revisión').waitFor();

  // The admin sees it pending on the dashboard and rejects it with a motivo.
  const admin = await platform.open((context) => signIn(context, platform.baseUrl, ADMIN));
  await admin.page.goto('/admin/dashboard');
  const pendientes = admin.page.getByRole('region', { name: 'Resumen del Sistema' }).getByText('Afiliaciones pendientes');
  await pendientes.waitFor();
  await admin.page.getByRole('navigation', { name: 'Administración' }).getByRole('link', { name: 'Afiliaciones' }).click();
  await admin.page.waitForURL('**/admin/afiliaciones');
  await requestRow(admin.page).getByRole('button', { name: /^Rechazar/ }).click();
  const rejectDialog = admin.page.getByRole('dialog');
  await rejectDialog.getByRole('button', { name: 'Rechazar' }).click();
  await rejectDialog.getByText('Escribe el motivo.').waitFor();
  await rejectDialog.getByLabel('Motivo').fill('El carnet no coincide con tu nombre.');
  await rejectDialog.getByRole('button', { name: 'Rechazar' }).click();
  await requestRow(admin.page).getByText('Rechazada', { exact: true }).waitFor();

  // The member reads why, corrects the carnet and sends it again; the admin approves it.
  await member.page.reload();
  await member.page.getByText('Solicitud rechazada: El carnet no coincide con tu nombre.').waitFor();
  await requestAffiliation(member.page, { ci: '8123457-1A', celular: '71112233' });
  await member.page.getByText('Pendiente de revisión').waitFor();

  await admin.page.reload();
  const pending = requestRow(admin.page).filter({ hasText: 'Pendiente' });
  await pending.getByRole('button', { name: /^Aprobar/ }).click();
  await admin.page.getByRole('dialog').getByRole('button', { name: 'Aprobar' }).click();
  const approved = requestRow(admin.page).filter({ hasText: 'Aprobada' });
  await approved.waitFor();
  const numero = (await approved.textContent()).match(/PJ-\d{6}/)?.[0];
  assert.ok(numero, 'the approved row shows the member number');

  // The approval email leads to /afiliate, where the card is.
  const link = await linkFromOutbox(platform.outboxDir, MEMBER.email, `${platform.baseUrl}/afiliate`);
  await member.page.goto(link);
  const card = member.page.getByRole('group', { name: 'Carnet de afiliado' });
  await card.getByText(numero).waitFor();
  for (const text of [MEMBER.nombre, 'Chuquisaca', 'Afiliación vigente', /^Afiliado desde \d+ de \w+ de \d{4}$/]) await card.getByText(text).first().waitFor();
  assert.equal(await card.getByText('8123457-1A').count(), 0, 'the card shows no CI');
  assert.deepEqual(await accessibilityProblems(member.page), [], 'the card');

  // Scanned, the QR opens this site's verification page (an absolute URL).
  const scanned = readQr(await card.getByRole('img', { name: 'Código QR para verificar la afiliación' }).screenshot());
  assert.match(scanned, new RegExp(`^${platform.baseUrl}/verificar/[A-Za-z0-9_-]{22,}$`));
  assert.ok(!scanned.includes(numero), 'the code is not the member number');

  // 'Descargar carnet' saves an image of the card, QR included.
  const [download] = await Promise.all([member.page.waitForEvent('download'), member.page.getByRole('button', { name: 'Descargar carnet' }).click()]);
  assert.equal(download.suggestedFilename(), `carnet-${numero}.png`);
  const image = await readFile(await download.path());
  assert.equal(readQr(image), scanned, 'the downloaded card holds the same QR');

  // Printing the page prints the card alone, on one page.
  const pdf = (await member.page.pdf({ format: 'A4' })).toString('latin1');
  assert.equal(pdf.match(/\/Type\s*\/Page\b(?!s)/g)?.length, 1, 'one printed page');

  // Anyone opens the scanned URL, server-rendered: name, number, in force; no personal data; not indexed.
  const visitor = await platform.open();
  const html = await (await visitor.context.request.get(scanned)).text();
  for (const text of [MEMBER.nombre, numero, 'Afiliación vigente', '<meta name="robots" content="noindex" />']) assert.ok(html.includes(text), text);
  for (const personal of ['8123457', '71112233', `${year - 19}-04-12`]) assert.ok(!html.includes(personal), personal);
  await visitor.page.goto(scanned);
  await visitor.page.getByRole('heading', { name: MEMBER.nombre }).waitFor();
  // When the server checked it, in Bolivia's time: a screenshot shows an old time.
  await visitor.page.getByText(/^Verificado el \d{1,2} de [a-z]+ de \d{4} a las \d{2}:\d{2}$/).waitFor();
  assert.deepEqual(await accessibilityProblems(visitor.page), [], 'the verification page');

  // Revoked: the same code reads 'Afiliación no vigente'; an unknown one 'Código no válido'.
  await approved.getByRole('button', { name: /^Revocar/ }).click();
  const revokeDialog = admin.page.getByRole('dialog');
  await revokeDialog.getByLabel('Motivo').fill('Renunció al movimiento.');
  await revokeDialog.getByRole('button', { name: 'Revocar' }).click();
  await requestRow(admin.page).filter({ hasText: 'Revocada' }).waitFor();
  await visitor.page.reload();
  await visitor.page.getByText('Afiliación no vigente').waitFor();
  assert.equal(await visitor.page.getByText(MEMBER.nombre).count(), 0);
  const unknown = await visitor.page.goto('/verificar/codigo-que-no-existe');
  assert.equal(unknown.status(), 404, 'an unknown code is a 404');
  await visitor.page.getByText('Código no válido').waitFor();
  await visitor.page.getByText(/^Revisa que el enlace esté completo o vuelve a escanear el código QR/).waitFor();

  for (const opened of [member, admin, visitor]) await opened.context.close();
});
