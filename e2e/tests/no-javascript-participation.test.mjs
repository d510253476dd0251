/**
 * A member's participation with JavaScript disabled: the pages are rendered for the session
 * whose cookie came, their forms post to the page, the page's route action runs on the server, and the
 * page comes back with the result, or with the error beside the form (checked with axe).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { platformPerFile } from '../lib/fixture.mjs';
import { linkFromOutbox } from '../lib/outbox.mjs';
import { accessible, shows, type, withoutJavaScript } from '../lib/noScript.mjs';

const platform = platformPerFile();
const year = new Date().getFullYear();

/**
 * A new member, registered through /register's form and confirmed by the mailed link, JavaScript off all
 * along: nothing of the demo members' own votes, sign-ups or requests is in the way.
 */
async function newMemberWithoutJavaScript(nombre, email) {
  const context = await withoutJavaScript(platform);
  const page = await context.newPage();
  await page.goto('/register');
  await type(page, 'Nombre completo', nombre);
  await type(page, 'Ubicación (ciudad)', 'Tarija');
  await type(page, 'Correo electrónico', email);
  await type(page, 'Contraseña', 'clave-segura-1');
  await type(page, 'Confirmar contraseña', 'clave-segura-1');
  await page.getByRole('checkbox', { name: /Acepto los términos/ }).check();
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto(await linkFromOutbox(platform.outboxDir, email, `${platform.baseUrl}/confirmar-correo?token=`));
  await page.getByText('Correo confirmado.').waitFor();
  return { context, page };
}

/** A member signed in through /login's form, JavaScript off all along. */
async function memberWithoutJavaScript(email, password = 'miembro123') {
  const context = await withoutJavaScript(platform);
  const page = await context.newPage();
  await page.goto('/login');
  await type(page, 'Correo electrónico', email);
  await type(page, 'Contraseña', password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  return { context, page };
}

test('without JavaScript a member comments, edits and deletes the comment, and reports another one', async () => {
  const { context, page } = await memberWithoutJavaScript('jose.fernandez@demo.bo');
  await page.goto('/publicaciones');
  const card = page.getByRole('article').first();
  await card.getByRole('button', { name: 'Enviar' }).click();
  await shows(page, 'El comentario no puede estar vacío.');
  await accessible(page, '/publicaciones with a refused comment');

  const texto = `Sin JavaScript también se participa ${Date.now()}`;
  await page.getByRole('article').first().getByLabel('Escribe un comentario').pressSequentially(texto);
  await page.getByRole('article').first().getByRole('button', { name: 'Enviar' }).click();
  const mine = page.getByRole('listitem').filter({ hasText: texto });
  await mine.waitFor();

  // Edit: the form opens in a <details>.
  await mine.locator('summary', { hasText: 'Editar' }).click();
  await mine.getByLabel('Editar comentario').fill('');
  await mine.getByLabel('Editar comentario').pressSequentially(`${texto} (editado)`);
  await mine.getByRole('button', { name: 'Guardar' }).click();
  const edited = page.getByRole('listitem').filter({ hasText: `${texto} (editado)` });
  await edited.waitFor();

  // Delete: without JavaScript no dialog can ask; the button sends at once.
  await edited.getByRole('button', { name: 'Eliminar' }).click();
  await page.getByRole('listitem').filter({ hasText: texto }).waitFor({ state: 'detached' });

  // Report someone else's comment.
  const other = page.getByRole('listitem').filter({ has: page.locator('summary', { hasText: 'Reportar' }) }).first();
  await other.locator('summary', { hasText: 'Reportar' }).click();
  await other.getByRole('radio', { name: 'Spam' }).check();
  await other.getByRole('button', { name: 'Enviar reporte' }).click();
  await shows(page, 'Gracias. Un moderador revisará el comentario.');
  await context.close();
});

test('without JavaScript a member votes in a survey and sees the results', async () => {
  const { context, page } = await newMemberWithoutJavaScript('Valeria Rojas', 'valeria.rojas@e2e.bo');
  await page.goto('/encuestas');
  const vote = page.getByRole('button', { name: /^Votar por: / }).first();
  const survey = page.getByRole('article').filter({ has: vote }).first();
  const title = await survey.getByRole('heading').first().textContent();
  await vote.click();
  await shows(page, 'Tu voto ha sido registrado.');
  const after = page.getByRole('article').filter({ hasText: title });
  assert.equal(await after.getByRole('button', { name: /^Votar por: / }).count(), 0, 'no vote offered again');
  // The results in words, without the chart's script.
  await after.getByText('Tu voto').waitFor();
  await after.getByText(/^Total: \d+ votos?$/).waitFor();
  // The chart is drawn by a script: without scripts its loading text would promise it for ever.
  assert.equal(await after.getByText('Cargando resultados...').isVisible(), false, 'no chart is promised');
  await context.close();
});

test('without JavaScript a member signs up for an event and cancels', async () => {
  const { context, page } = await newMemberWithoutJavaScript('Mateo Flores', 'mateo.flores@e2e.bo');
  await page.goto('/agenda');
  const signUp = page.getByRole('button', { name: 'Asistiré' }).first();
  const event = page.getByRole('article').filter({ has: signUp }).first();
  const title = (await event.getByRole('heading').first().textContent()).trim();
  await signUp.click();
  const card = page.getByRole('article').filter({ hasText: title });
  await card.getByText('Inscrito').waitFor();
  await card.getByRole('button', { name: 'Cancelar inscripción' }).click();
  await page.getByRole('article').filter({ hasText: title }).getByRole('button', { name: 'Asistiré' }).waitFor();
  await context.close();
});

test('without JavaScript a member requests affiliation; a wrong field is said beside it', async () => {
  const { context, page } = await newMemberWithoutJavaScript('Lucía Mamani', 'lucia.mamani@e2e.bo');
  await page.goto('/afiliate');
  const form = page.getByRole('region', { name: 'Solicitar afiliación' });
  await form.getByLabel('Carnet de identidad (CI)').pressSequentially('12');
  await form.getByLabel('Fecha de nacimiento').fill(`${year - 22}-03-09`);
  await form.getByLabel('Departamento').selectOption('Oruro');
  await form.getByLabel('Celular').pressSequentially('71234567');
  await form.getByRole('checkbox', { name: 'Acepto que mis datos se usen solo para gestionar mi afiliación.' }).check();
  await form.getByRole('button', { name: 'Solicitar afiliación' }).click();
  // The field's own message, beside it.
  const ci = page.getByRole('region', { name: 'Solicitar afiliación' }).getByLabel('Carnet de identidad (CI)');
  await page.getByText('Ingresa un número de carnet válido.').waitFor();
  assert.equal(await ci.getAttribute('aria-invalid'), 'true');
  await accessible(page, '/afiliate with a refused field');

  const again = page.getByRole('region', { name: 'Solicitar afiliación' });
  assert.equal(await again.getByLabel('Celular').inputValue(), '71234567', 'what was typed is kept');
  await again.getByLabel('Carnet de identidad (CI)').fill('');
  await again.getByLabel('Carnet de identidad (CI)').pressSequentially('7654321');
  if (!(await again.getByRole('checkbox').isChecked())) await again.getByRole('checkbox').check();
  await again.getByRole('button', { name: 'Solicitar afiliación' }).click();
  await shows(page, 'Solicitud enviada. Te avisaremos cuando sea revisada.');
  await context.close();
});
