import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AxeBuilder } from '@axe-core/playwright';
import { platformPerFile } from '../lib/fixture.mjs';
import { ADMIN } from '../lib/server.mjs';
import { apiWrite, signIn } from '../lib/session.mjs';

const platform = platformPerFile();
// Demo members (api/src/seed/demoContent.ts).
const PASSWORD = 'miembro123';
const AUTHOR = { email: 'maria.quispe@demo.bo', nombre: 'María Quispe Mamani' };
const REPORTERS = ['jose.fernandez@demo.bo', 'ana.vargas@demo.bo', 'carlos.choque@demo.bo'];
const TEXT = 'Compren rifas en mi tienda, link en mi perfil';
const HIDDEN = 'Comentario oculto por moderación';
const BLOCKED = 'Tu cuenta no puede participar por ahora.';
const POST = '/publicaciones/1';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const axe = async (page) => (await new AxeBuilder({ page }).withTags(WCAG_AA).analyze()).violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);

const member = (email) => platform.open((context) => signIn(context, platform.baseUrl, { email, password: PASSWORD }));
const commentItem = (page, text) => page.getByRole('listitem').filter({ hasText: text });

/** Sends a comment from the publication's form (there once the page knows the member, after hydration). */
async function comment(page, text) {
  await page.getByRole('textbox', { name: 'Escribe un comentario' }).fill(text);
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
}

test('three reports hide a comment; the admin restores it and blocks its author, who cannot comment until unblocked', async () => {
  const author = await member(AUTHOR.email);
  const created = await apiWrite(author.context, platform.baseUrl, 'POST', '/comentarios', { contenido: TEXT, publicacionId: 1 });
  assert.equal(created.status(), 201, await created.text());
  const comentarioId = (await created.json()).id;

  // The first member reports from the page, through the dialog, by keyboard; two more through the API.
  const first = await member(REPORTERS[0]);
  await first.page.goto(POST);
  await commentItem(first.page, TEXT).getByRole('button', { name: 'Reportar' }).focus();
  await first.page.keyboard.press('Enter');
  const dialog = first.page.getByRole('dialog', { name: 'Reportar comentario' });
  // The dialog takes focus on its first reason: Space picks it, Tab reaches 'Enviar reporte'.
  await dialog.getByRole('radio', { name: 'Spam' }).waitFor();
  await first.page.keyboard.press('Space');
  assert.ok(await dialog.getByRole('radio', { name: 'Spam' }).isChecked());
  assert.deepEqual(await axe(first.page), []);
  await first.page.keyboard.press('Tab');
  await first.page.keyboard.press('Enter');
  await first.page.getByText('Gracias. Un moderador revisará el comentario.').waitFor();
  await first.context.close();
  for (const email of REPORTERS.slice(1)) {
    const { context } = await member(email);
    const reported = await apiWrite(context, platform.baseUrl, 'POST', `/comentarios/${comentarioId}/reportes`, { motivo: 'Ofensivo' });
    assert.equal(reported.status(), 201, await reported.text());
    await context.close();
  }

  // A visitor: the notice in its place, the words nowhere in the page (server render included).
  const visitor = await platform.open();
  await visitor.page.goto(POST);
  await visitor.page.getByText(HIDDEN).waitFor();
  assert.doesNotMatch(await visitor.page.content(), new RegExp(TEXT));

  // The admin: 'Moderación' lists it with the three reports; blocks the author, then restores it.
  const admin = await platform.open((context) => signIn(context, platform.baseUrl, ADMIN));
  await admin.page.goto('/admin');
  await admin.page.getByRole('navigation', { name: 'Administración' }).getByRole('link', { name: 'Moderación' }).click();
  await admin.page.waitForURL('**/admin/moderacion');
  const card = admin.page.getByRole('article', { name: `Comentario de ${AUTHOR.nombre}` });
  await card.getByText(TEXT).waitFor();
  await card.getByRole('heading', { name: 'Reportes (3)' }).waitFor();
  for (const nombre of ['José Luis Fernández Rojas', 'Ana Lucía Vargas Céspedes', 'Carlos Choque Apaza']) await card.getByText(nombre).waitFor();
  await card.getByText('Oculto', { exact: true }).waitFor();
  assert.deepEqual(await axe(admin.page), []);
  await card.getByRole('button', { name: 'Bloquear usuario' }).click();
  const bloqueo = admin.page.getByRole('dialog', { name: 'Bloquear usuario' });
  await bloqueo.getByRole('textbox', { name: 'Motivo' }).fill('Comentarios ofensivos');
  await bloqueo.getByRole('button', { name: 'Bloquear usuario' }).click();
  await card.getByText('Usuario bloqueado').waitFor();
  await card.getByRole('button', { name: 'Restaurar' }).click();
  await admin.page.getByText('No hay comentarios por revisar.').waitFor();

  await visitor.page.reload();
  await visitor.page.getByText(TEXT).waitFor();
  assert.equal(await visitor.page.getByText(HIDDEN).count(), 0);

  // Blocked: the author still reads, but the next comment gets the Spanish 403.
  await author.page.goto(POST);
  await comment(author.page, 'Un comentario más');
  await author.page.getByRole('alert').filter({ hasText: BLOCKED }).waitFor();

  // 'Desbloquear usuario' on the users screen lets them comment again.
  await admin.page.getByRole('navigation', { name: 'Administración' }).getByRole('link', { name: 'Usuarios' }).click();
  await admin.page.waitForURL('**/admin/usuarios');
  const userCard = admin.page.getByRole('article').filter({ has: admin.page.getByRole('heading', { name: AUTHOR.nombre, exact: true }) });
  await userCard.getByText('Bloqueado', { exact: true }).waitFor();
  await userCard.getByRole('button', { name: 'Desbloquear usuario' }).click();
  await userCard.getByRole('button', { name: 'Bloquear usuario' }).waitFor();

  await comment(author.page, 'Ya puedo comentar otra vez');
  await commentItem(author.page, 'Ya puedo comentar otra vez').waitFor();

  for (const opened of [author, visitor, admin]) await opened.context.close();
});
