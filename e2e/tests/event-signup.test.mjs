/**
 * Event sign-ups in the browser: a visitor sees the places left and is asked to sign in, a
 * member signs up ('Asistiré' → 'Inscrito'), cancels after the confirm dialog and finds the event in
 * 'Mis actividades', a full event shows 'Cupos agotados', an admin opens the registrants, marks
 * attendance and downloads the CSV, and 'Agregar al calendario' answers an iCalendar file.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hydrated, platformPerFile } from '../lib/fixture.mjs';
import { ADMIN } from '../lib/server.mjs';
import { registerConfirmed, signIn } from '../lib/session.mjs';

const platform = platformPerFile();

const DAY_MS = 86_400_000;
const dayIn = (days) => `${new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)}T00:00:00.000Z`;
const MEMBER = { nombre: 'Rosa Inscrita', email: 'rosa@e2e.bo', password: 'rosa-clave-1' };
const OTHER = { nombre: 'Juan Lleno', email: 'juan@e2e.bo', password: 'juan-clave-1' };

/** The CSRF header of a context's session (the shell's client echoes the cookie). */
async function csrfHeader(context) {
  const cookie = (await context.cookies(platform.baseUrl)).find((c) => c.name === 'XSRF-TOKEN');
  return { 'X-XSRF-TOKEN': cookie.value };
}

/** A context signed in as `credentials` (registered first when `register`). */
async function signedIn(credentials, { register = false } = {}) {
  const session = await platform.open(async (context) => {
    if (register) await registerConfirmed(context, platform, credentials);
    await signIn(context, platform.baseUrl, credentials);
  });
  return session;
}

/** The card of the agenda (or the article of an event's page) whose heading is `title`. */
const card = (page, title) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('sign-up, capacity, check-in, CSV and calendar', async () => {
  const admin = await signedIn(ADMIN);
  const create = async (titulo, cupo) => {
    const response = await admin.context.request.post(`${platform.baseUrl}/api/eventos`, {
      multipart: { titulo, descripcion: 'Un evento para inscribirse', fecha: dayIn(4), lugar: 'Casa de la Cultura', cupo: String(cupo) },
      headers: await csrfHeader(admin.context),
    });
    assert.equal(response.status(), 201, await response.text());
    return (await response.json()).id;
  };
  const abierto = await create('Taller abierto', 5);
  const lleno = await create('Taller lleno', 1);

  // A visitor: asked to sign in, returning to the event's page; the calendar link answers iCalendar.
  const visitor = await platform.open();
  await visitor.page.goto(`/agenda/${abierto}`);
  await visitor.page.getByText('Quedan 5 cupos', { exact: true }).waitFor();
  const login = visitor.page.getByRole('link', { name: 'Inicia sesión para inscribirte' });
  assert.equal(await login.getAttribute('href'), `/login?volver=%2Fagenda%2F${abierto}`);
  const ics = await visitor.page.getByRole('link', { name: 'Agregar al calendario: Taller abierto' }).getAttribute('href');
  const calendar = await visitor.context.request.get(`${platform.baseUrl}${ics}`);
  assert.equal(calendar.status(), 200);
  // The file's lines are the API suite's (calendario.test.ts).
  assert.match(calendar.headers()['content-type'], /^text\/calendar/);
  await visitor.context.close();

  // Another member takes the full event's only place.
  const other = await signedIn(OTHER, { register: true });
  const taken = await other.context.request.post(`${platform.baseUrl}/api/eventos/${lleno}/inscripcion`, { headers: await csrfHeader(other.context) });
  assert.equal(taken.status(), 201);
  await other.context.close();

  // A member signs up on the agenda, cancels, and signs up again; the full event is 'Cupos agotados'.
  const member = await signedIn(MEMBER, { register: true });
  await member.page.goto('/agenda');
  await hydrated(member.page);
  const mine = card(member.page, 'Taller abierto');
  await mine.getByRole('button', { name: 'Asistiré' }).click();
  await mine.getByText('Inscrito', { exact: true }).waitFor();
  await mine.getByRole('button', { name: 'Cancelar inscripción' }).click();
  // Giving up a place asks first.
  const dialog = member.page.getByRole('dialog', { name: 'Cancelar inscripción' });
  await dialog.getByText('¿Cancelar tu inscripción? Tu cupo quedará libre para otra persona.').waitFor();
  await dialog.getByRole('button', { name: 'Cancelar inscripción' }).click();
  await mine.getByRole('button', { name: 'Asistiré' }).waitFor();
  assert.equal(await mine.getByText('Inscrito', { exact: true }).count(), 0);
  await card(member.page, 'Taller lleno').getByText('Cupos agotados', { exact: true }).waitFor();
  assert.equal(await card(member.page, 'Taller lleno').getByRole('button', { name: 'Asistiré' }).count(), 0);
  await member.page.goto(`/agenda/${abierto}`);
  await hydrated(member.page);
  await member.page.getByRole('button', { name: 'Asistiré' }).click();
  await member.page.getByText('Inscrito', { exact: true }).waitFor();
  // 'Mis actividades' in /perfil lists it, with its calendar and a cancel.
  await member.page.goto('/perfil');
  const actividades = member.page.getByRole('region', { name: 'Mis actividades' });
  await actividades.getByRole('link', { name: 'Taller abierto', exact: true }).waitFor();
  await actividades.getByRole('link', { name: 'Agregar al calendario: Taller abierto' }).waitFor();
  await actividades.getByRole('button', { name: 'Cancelar inscripción: Taller abierto' }).waitFor();
  await member.context.close();

  // 'Inicia sesión para inscribirte' returns to the event once signed in, where the member's state shows.
  const returning = await platform.open();
  await returning.page.goto(`/agenda/${abierto}`);
  await hydrated(returning.page);
  await returning.page.getByRole('link', { name: 'Inicia sesión para inscribirte' }).click();
  await returning.page.waitForURL((url) => url.pathname === '/login');
  await returning.page.getByLabel('Correo electrónico').fill(MEMBER.email);
  await returning.page.getByLabel('Contraseña', { exact: true }).fill(MEMBER.password);
  await returning.page.getByRole('button', { name: 'Ingresar' }).click();
  await returning.page.waitForURL((url) => url.pathname === `/agenda/${abierto}`);
  await returning.page.getByRole('button', { name: 'Cancelar inscripción' }).waitFor();
  await returning.context.close();

  // The admin: 'Inscritos: 1 / 5' opens the registrants; 'Marcar asistencia'; 'Exportar CSV'.
  await admin.page.goto('/admin/agenda');
  await admin.page.getByRole('link', { name: 'Inscritos: 1 / 5' }).click();
  await admin.page.getByRole('heading', { name: 'Inscritos: Taller abierto' }).waitFor();
  await admin.page.getByRole('cell', { name: MEMBER.email }).waitFor();
  await admin.page.getByRole('button', { name: `Marcar asistencia de ${MEMBER.nombre}` }).click();
  await admin.page.getByRole('dialog', { name: 'Marcar asistencia' }).getByRole('button', { name: 'Marcar asistencia' }).click();
  await admin.page.getByText('Asistencia registrada', { exact: true }).waitFor();
  const [download] = await Promise.all([admin.page.waitForEvent('download'), admin.page.getByRole('link', { name: 'Exportar CSV' }).click()]);
  // The file's columns and rows are the API suite's (inscripciones.test.ts).
  assert.equal(download.suggestedFilename(), `inscritos-evento-${abierto}.csv`);

  // The check-in is an Asistencia with the event's title and the member's name, its age still '-'.
  await admin.page.goto('/admin/asistencias');
  const row = admin.page.getByRole('row').filter({ has: admin.page.getByRole('cell', { name: MEMBER.nombre, exact: true }) });
  await row.getByRole('cell', { name: 'Taller abierto', exact: true }).waitFor();
  await row.getByRole('button', { name: `Editar asistencia de ${MEMBER.nombre}` }).waitFor();
  await admin.context.close();
});
