import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { count, countDistinct, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { REPORTE_CUENTA_HORAS, toBoliviaWallTime } from '@plataforma/contracts';
import { verifyPassword } from '../auth/passwords';
import { migrate, openDatabase, type Database, type OpenedDatabase } from '../db/client';
import { asistencias, comentarios, encuestas, equipo, eventos, imagenes, noticias, publicaciones, users, votos } from '../db/schema';
import { fileMediaStore } from '../media/store';
import { createDataCipher, newDataKey, parseDataKey } from '../security/data-key';
import { ASSETS_DIR } from './assets';
import { EVENTOS } from './demoContent';
import { DEMO_MEMBER_EMAILS, DEMO_MEMBER_PASSWORD, seedDemo } from './seedDemo';

const DAY_MS = 86_400_000;

/** Every stored image under `dir` (its width variants beside it not counted), as paths relative to it. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => statSync(join(dir, f)).isFile() && !/-\d+w\.webp$/.test(f));
}

describe('seedDemo', () => {
  const cipher = createDataCipher(parseDataKey(newDataKey()));
  let opened: OpenedDatabase;
  let db: Database;
  let mediaDir: string;
  let seededAt: number;

  before(async () => {
    mediaDir = mkdtempSync(join(tmpdir(), 'pj-seed-'));
    opened = openDatabase({ dataDir: 'memory://' });
    db = opened.db;
    await migrate(db);
    seededAt = Date.now();
    await seedDemo(db, { media: fileMediaStore(mediaDir), cipher });
  });
  after(async () => {
    await opened.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  const countOf = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;

  async function counts() {
    return {
      users: await countOf(users),
      imagenes: await countOf(imagenes),
      noticias: await countOf(noticias),
      eventos: await countOf(eventos),
      publicaciones: await countOf(publicaciones),
      comentarios: await countOf(comentarios),
      encuestas: await countOf(encuestas),
      votos: await countOf(votos),
      asistencias: await countOf(asistencias),
      equipo: await countOf(equipo),
    };
  }

  it('creates the demo site', async () => {
    const { comentarios: comments, votos: votes, ...rest } = await counts();
    assert.deepEqual(rest, { users: 5, imagenes: 4, noticias: 6, eventos: 5, publicaciones: 5, encuestas: 3, asistencias: 8, equipo: 4 });
    assert.ok(comments > 0 && comments <= 5 * 4);
    assert.ok(votes > 0 && votes <= 3 * 5);
  });

  it('is idempotent: a second run adds no rows and no files', async () => {
    const before = await counts();
    const filesBefore = filesUnder(mediaDir).length;
    await seedDemo(db, { media: fileMediaStore(mediaDir), cipher });
    assert.deepEqual(await counts(), before);
    assert.equal(filesUnder(mediaDir).length, filesBefore);
  });

  it('creates members who log in with the documented password', async () => {
    const members = await db.select().from(users);
    assert.deepEqual(members.map((m) => m.email).sort(), [...DEMO_MEMBER_EMAILS].sort());
    for (const member of members) {
      assert.equal(member.rol, 'usuario');
      assert.ok(member.ubicacion.length > 0);
      // Old enough for their reports to hide a comment (the moderation demo and its browser test).
      assert.ok(seededAt - member.creadoEn.getTime() > REPORTE_CUENTA_HORAS * 3_600_000, `${member.email} is too new`);
    }
    assert.ok(await verifyPassword(members[0]!.passwordHash, DEMO_MEMBER_PASSWORD));
  });

  it('stores every image through the pipeline: WebP files that exist under the media directory', async () => {
    const paths = [
      ...(await db.select({ p: imagenes.url }).from(imagenes)).map((r) => r.p),
      ...(await db.select({ p: noticias.imagenUrl }).from(noticias)).map((r) => r.p),
      ...(await db.select({ p: eventos.imagen }).from(eventos)).flatMap((r) => (r.p ? [r.p] : [])),
      ...(await db.select({ p: equipo.imagen }).from(equipo)).map((r) => r.p),
    ];
    assert.equal(new Set(paths).size, paths.length, 'one file per row');
    assert.equal(filesUnder(mediaDir).length, paths.length, 'no orphan files');
    for (const path of paths) {
      assert.match(path, /^(imagenes|noticias|eventos|equipo)\/[0-9a-f-]{36}\.webp$/);
      assert.equal((await sharp(join(mediaDir, path)).metadata()).format, 'webp');
    }
  });

  it('ships small JPEG assets', () => {
    for (const file of readdirSync(ASSETS_DIR)) {
      assert.match(file, /\.jpg$/);
      assert.ok(statSync(join(ASSETS_DIR, file)).size < 200 * 1024, `${file} is under 200 KB`);
    }
  });

  it('dates news in the past weeks and events 3 days to 3 months ahead', async () => {
    for (const { fecha, descripcion } of await db.select().from(noticias)) {
      assert.ok(fecha.getTime() < seededAt && fecha.getTime() > seededAt - 60 * DAY_MS);
      assert.ok(descripcion.length >= 150 && descripcion.length <= 600, `noticia of ${descripcion.length} chars`);
    }
    const events = await db.select().from(eventos).orderBy(eventos.id);
    for (const { fecha } of events) {
      assert.ok(fecha.getTime() > seededAt + 3 * DAY_MS - DAY_MS / 2, fecha.toISOString());
      assert.ok(fecha.getTime() < seededAt + 92 * DAY_MS, fecha.toISOString());
    }
    // Start and end at the hours the content names, in Bolivia.
    assert.deepEqual(
      events.map(({ fecha, fechaFin }) => [toBoliviaWallTime(fecha)!.time, fechaFin && toBoliviaWallTime(fechaFin)!.time]),
      EVENTOS.map((e) => [e.horaLocal, e.horaFin ?? null]),
    );
    for (const { fecha, fechaFin } of events) assert.ok(!fechaFin || (fechaFin > fecha && toBoliviaWallTime(fechaFin)!.day === toBoliviaWallTime(fecha)!.day));
    assert.ok(events.filter((e) => e.lugar).length >= 3, 'most events have a place');
    assert.ok(events.some((e) => e.imagen) && events.some((e) => !e.imagen), 'some events have an image');
  });

  it('writes publications of 200-800 characters with 0-4 comments by demo members', async () => {
    const members = new Set((await db.select({ id: users.id }).from(users)).map((u) => u.id));
    for (const pub of await db.select().from(publicaciones)) {
      assert.ok(pub.contenido.length >= 200 && pub.contenido.length <= 800, `publicación of ${pub.contenido.length} chars`);
      const comments = await db.select().from(comentarios).where(eq(comentarios.publicacionId, pub.id));
      assert.ok(comments.length <= 4);
      for (const c of comments) assert.ok(members.has(c.userId));
    }
  });

  it('records at most one vote per member and survey, always for an existing option', async () => {
    const [{ rows, pairs } = { rows: 0, pairs: 0 }] = await db
      .select({ rows: count(), pairs: countDistinct(sql`(${votos.encuestaId}, ${votos.userId})`) })
      .from(votos);
    assert.equal(pairs, rows);
    const polls = await db.select().from(encuestas);
    for (const poll of polls) {
      assert.ok(poll.opciones.length >= 3 && poll.opciones.length <= 4);
      for (const v of await db.select().from(votos).where(eq(votos.encuestaId, poll.id))) assert.ok(poll.opciones.includes(v.opcion));
    }
  });

  it('fills attendance with plausible, varied records', async () => {
    const rows = await db.select().from(asistencias);
    for (const a of rows) {
      // Stored encrypted, with the keyed hash of the carnet number.
      const ci = cipher.decrypt(a.ci!);
      assert.match(ci, /^\d{7} (LP|CB|SC|CH|OR|PT|TJ|BE|PD)$/);
      assert.equal(a.ciIndice, cipher.index(ci.slice(0, 7)));
      assert.match(cipher.decrypt(a.celular!), /^7\d{7}$/);
      assert.ok(a.edad !== null && a.edad >= 15 && a.edad <= 29);
    }
    assert.ok(rows.some((a) => a.asistio) && rows.some((a) => !a.asistio));
    assert.ok(rows.some((a) => a.fechaEvento === null) && rows.some((a) => a.fechaEvento !== null));
  });

  it('presents a team with one Líder Juvenil', async () => {
    const team = await db.select().from(equipo);
    assert.equal(team.filter((m) => m.rol === 'Líder Juvenil').length, 1);
  });
});
