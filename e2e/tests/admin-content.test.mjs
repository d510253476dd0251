/**
 * In the browser: an admin creates, edits and deletes one item of each kind in the admin
 * panel, and the public pages show each change; an attendance record is registered.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { platformPerFile } from '../lib/fixture.mjs';
import { ADMIN } from '../lib/server.mjs';
import { signIn } from '../lib/session.mjs';

const platform = platformPerFile();
const PICTURE = fileURLToPath(new URL('../../api/seed-assets/salar.jpg', import.meta.url));

/** A page signed in as the seeded admin, at the given admin section. */
async function openAdmin(path, heading) {
  const session = await platform.open((context) => signIn(context, platform.baseUrl, ADMIN));
  await session.page.goto(path);
  await session.page.getByRole('heading', { name: heading, exact: true }).waitFor();
  return session;
}

/** A fresh visitor page at `path`, once `ready` (a text every load of that page shows) is there. */
async function visit(path, ready) {
  const visitor = await platform.open();
  await visitor.page.goto(path);
  await visitor.page.getByText(ready, { exact: true }).first().waitFor({ state: 'attached' });
  return visitor;
}

/** Asserts what a visitor sees on a public page: texts present and texts absent. */
async function expectPublic(path, { ready, shown = [], gone = [] }) {
  const { context, page } = await visit(path, ready);
  for (const text of shown) await page.getByText(text, { exact: true }).first().waitFor({ state: 'attached' });
  for (const text of gone) assert.equal(await page.getByText(text, { exact: true }).count(), 0, `${path} still shows '${text}'`);
  await context.close();
}

/** Fills and submits the open modal; `fields` maps labels to values (files for file inputs). */
async function submitModal(page, fields, submit) {
  const dialog = page.getByRole('dialog');
  for (const [label, value] of Object.entries(fields)) {
    const field = dialog.getByLabel(label, { exact: true });
    if (value.file) await field.setInputFiles(value.file);
    else await field.fill(value);
  }
  await dialog.getByRole('button', { name: submit, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Deletes an item through its card's button and the confirmation dialog. */
async function deleteItem(page, title) {
  await page.getByRole('button', { name: `Eliminar ${title}`, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar', exact: true }).click();
  await page.getByRole('heading', { name: title, exact: true }).waitFor({ state: 'detached' });
}

/** yyyy-mm-dd of a day `days` from today (the event date input's format). */
const dayFromToday = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('news: created, edited and deleted in the admin panel, each change seen on /noticias', async () => {
  const { context, page } = await openAdmin('/admin/noticias', 'Gestión de Noticias');
  const ready = 'Más de 300 jóvenes participaron en el Encuentro Departamental de La Paz';
  await page.getByRole('button', { name: 'Crear Noticia' }).click();
  await submitModal(
    page,
    { Título: 'Feria juvenil de emprendimientos', Descripción: 'Cuarenta emprendimientos juveniles expusieron sus productos en El Alto.', Imagen: { file: PICTURE } },
    'Crear Noticia',
  );
  await page.getByRole('heading', { name: 'Feria juvenil de emprendimientos' }).waitFor();
  await expectPublic('/noticias', { ready, shown: ['Feria juvenil de emprendimientos'] });

  await page.getByRole('button', { name: 'Editar Feria juvenil de emprendimientos' }).click();
  await submitModal(page, { Título: 'Feria juvenil de emprendimientos 2026' }, 'Guardar Cambios');
  await expectPublic('/noticias', { ready, shown: ['Feria juvenil de emprendimientos 2026'], gone: ['Feria juvenil de emprendimientos'] });

  await deleteItem(page, 'Feria juvenil de emprendimientos 2026');
  await expectPublic('/noticias', { ready, gone: ['Feria juvenil de emprendimientos 2026'] });
  await context.close();
});

test('carousel: an uploaded image appears on /, its edit too, and it is gone after delete', async () => {
  const { context, page } = await openAdmin('/admin/imagenes', 'Gestión del Carrusel');
  const ready = 'Plan de Gobierno';
  await page.getByRole('button', { name: 'Subir Nueva Imagen' }).click();
  await submitModal(page, { Título: 'Atardecer en el salar', Imagen: { file: PICTURE } }, 'Subir Imagen');
  await page.getByRole('heading', { name: 'Atardecer en el salar' }).waitFor();
  await expectPublic('/', { ready, shown: ['Atardecer en el salar'] });

  await page.getByRole('button', { name: 'Editar Atardecer en el salar' }).click();
  await submitModal(page, { Título: 'Amanecer en el salar', 'Descripción (opcional)': 'Uyuni, Potosí.' }, 'Guardar Cambios');
  await expectPublic('/', { ready, shown: ['Amanecer en el salar', 'Uyuni, Potosí.'], gone: ['Atardecer en el salar'] });

  await deleteItem(page, 'Amanecer en el salar');
  await expectPublic('/', { ready, gone: ['Amanecer en el salar'] });
  await context.close();
});

/** The `<time>` of the public agenda's card titled `title`: its instant and its text. */
async function agendaTime(title) {
  const { context, page } = await visit('/agenda', 'Agenda de Eventos');
  const time = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) }).locator('time');
  const shown = { instant: await time.getAttribute('datetime'), text: await time.textContent() };
  await context.close();
  return shown;
}

test('events: created with a date, times in Bolivia and place, edited without moving, deleted; /agenda follows', async () => {
  const { context, page } = await openAdmin('/admin/agenda', 'Gestión de Eventos');
  const ready = 'Agenda de Eventos';
  const day = dayFromToday(10);
  await page.getByRole('button', { name: 'Crear Evento' }).click();
  await submitModal(
    page,
    {
      Título: 'Taller de oratoria',
      Descripción: 'Técnicas para hablar en público.',
      Fecha: day,
      'Hora de inicio': '18:30',
      'Hora de fin': '20:00',
      'Lugar (opcional)': 'Casa de la Cultura, Sucre',
    },
    'Crear Evento',
  );
  await page.getByRole('heading', { name: 'Taller de oratoria' }).waitFor();
  // The browser runs in UTC: 18:30 is still read in Bolivia (UTC−4) and shown so.
  const created = await agendaTime('Taller de oratoria');
  assert.equal(created.instant, `${day}T22:30:00.000Z`);
  assert.match(created.text, /· 18:30 – 20:00$/);

  await page.getByRole('button', { name: 'Editar Taller de oratoria' }).click();
  await submitModal(page, { Título: 'Taller de oratoria y debate' }, 'Guardar Cambios');
  await expectPublic('/agenda', { ready, shown: ['Taller de oratoria y debate'], gone: ['Taller de oratoria'] });
  assert.deepEqual(await agendaTime('Taller de oratoria y debate'), created);

  await deleteItem(page, 'Taller de oratoria y debate');
  await expectPublic('/agenda', { ready, gone: ['Taller de oratoria y debate'] });
  await context.close();
});

test('surveys: created with options, an option renamed, then deleted; /encuestas follows', async () => {
  const { context, page } = await openAdmin('/admin/encuestas', 'Gestión de Encuestas');
  const ready = '¿Qué tema debería tratar nuestro próximo foro?';
  await page.getByRole('button', { name: 'Crear Encuesta' }).click();
  await submitModal(page, { Título: '¿Dónde hacemos el próximo campamento?', 'Opción 1': 'Coroico', 'Opción 2': 'Samaipata' }, 'Crear Encuesta');
  await page.getByRole('heading', { name: '¿Dónde hacemos el próximo campamento?' }).waitFor();
  await expectPublic('/encuestas', { ready, shown: ['¿Dónde hacemos el próximo campamento?', 'Votar por: Samaipata'] });

  await page.getByRole('button', { name: 'Editar ¿Dónde hacemos el próximo campamento?' }).click();
  await submitModal(page, { 'Opción 2': 'Rurrenabaque' }, 'Actualizar Encuesta');
  await expectPublic('/encuestas', { ready, shown: ['Votar por: Rurrenabaque'], gone: ['Votar por: Samaipata'] });

  await deleteItem(page, '¿Dónde hacemos el próximo campamento?');
  await expectPublic('/encuestas', { ready, gone: ['¿Dónde hacemos el próximo campamento?'] });
  await context.close();
});

test('publications: created and deleted; /publicaciones follows', async () => {
  const { context, page } = await openAdmin('/admin/publicaciones', 'Gestión de Publicaciones');
  const ready = 'Cinco ideas para reactivar el empleo juvenil';
  await page.getByRole('button', { name: 'Crear Publicación' }).click();
  await submitModal(page, { Título: 'Balance del primer semestre', Contenido: 'Lo que logramos juntos en estos seis meses.' }, 'Crear Publicación');
  await page.getByRole('heading', { name: 'Balance del primer semestre' }).waitFor();
  await expectPublic('/publicaciones', { ready, shown: ['Balance del primer semestre'] });

  await deleteItem(page, 'Balance del primer semestre');
  await expectPublic('/publicaciones', { ready, gone: ['Balance del primer semestre'] });
  await context.close();
});

test('attendance: a record registered in the form shows up in the table', async () => {
  const { context, page } = await openAdmin('/admin/asistencias', 'Gestión de Asistencias');
  const form = page.getByRole('form', { name: 'Registrar nueva asistencia' });
  const values = {
    Evento: 'Taller de liderazgo',
    'Nombre completo': 'Rodrigo Choque Apaza',
    CI: '7654321',
    Distrito: 'Distrito 4',
    Celular: '71234567',
    Colegio: 'Colegio Ayacucho',
    Edad: '17',
    'Fecha del evento': dayFromToday(-3),
  };
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole('button', { name: 'Registrar asistencia' }).click();
  await form.getByRole('status').filter({ hasText: '✅ Asistencia registrada correctamente' }).waitFor();

  const row = page.getByRole('row').filter({ hasText: 'Rodrigo Choque Apaza' });
  await row.waitFor();
  for (const text of ['Taller de liderazgo', 'Distrito 4', 'Colegio Ayacucho', '17']) {
    assert.equal(await row.getByRole('cell', { name: text, exact: true }).count(), 1, `the row shows ${text}`);
  }
  // The form is back to its defaults (spec-notes §9): edad 0, 'Asistió ✅'.
  assert.equal(await form.getByLabel('Edad', { exact: true }).inputValue(), '0');
  assert.equal(await form.getByLabel('Nombre completo', { exact: true }).inputValue(), '');
  await context.close();
});
