import { inArray, sql } from 'drizzle-orm';
import { fromBoliviaWallTime, toBoliviaWallTime } from '@plataforma/contracts';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/client';
import {
  asistencias,
  comentarios,
  encuestas,
  equipo,
  eventos,
  imagenes,
  noticias,
  publicaciones,
  users,
  votos,
} from '../db/schema';
import type { ImagePolicy } from '../media/images';
import type { MediaStore } from '../media/store';
import { sealAsistencia } from '../plugins/app/repositories/asistencias';
import type { DataCipher } from '../security/data-key';
import { readAsset, type Asset } from './assets';
import {
  ASISTENCIAS,
  CARRUSEL,
  DEMO_MEMBER_PASSWORD,
  DEMO_MEMBERS,
  ENCUESTAS,
  EQUIPO,
  EVENTOS,
  NOTICIAS,
  PUBLICACIONES,
} from './demoContent';

export { DEMO_MEMBER_EMAILS, DEMO_MEMBER_PASSWORD } from './demoContent';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Any constant shared by every API process: it names the advisory lock that serialises seeding. */
const SEED_LOCK = 7_402_611;
const DAY_MS = 86_400_000;

async function hasNoticias(db: Database | Tx): Promise<boolean> {
  const rows = await db.select({ id: noticias.id }).from(noticias).limit(1);
  return rows.length > 0;
}

const daysAgo = (now: number, days: number, minutes = 0) => new Date(now - days * DAY_MS - minutes * 60_000);

/** `days` from today in Bolivia, at `hhmm` there. */
const daysAhead = (now: number, days: number, hhmm: string) => new Date(fromBoliviaWallTime(toBoliviaWallTime(new Date(now + days * DAY_MS))!.day, hhmm)!);

/** YYYY-MM-DD, as the `date` column takes it. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Fills an empty site with demo content (members, carousel, news, events, publications with
 * comments, surveys with votes, attendance, team) so a newcomer sees a living platform.
 * Does nothing once any noticia exists. Images go through the media store, like any upload (three widths each).
 */
export async function seedDemo(db: Database, { media, cipher }: { media: MediaStore; cipher: DataCipher }): Promise<void> {
  if (await hasNoticias(db)) return;
  // Hashing is slow on purpose: done before the transaction, so no lock is held meanwhile.
  const passwordHashes = await Promise.all(DEMO_MEMBERS.map(() => hashPassword(DEMO_MEMBER_PASSWORD)));
  const stored: string[] = [];
  const store = async (asset: Asset, folder: string, policy: ImagePolicy = 'photo') => {
    const path = await media.save(await readAsset(asset), folder, policy);
    stored.push(path);
    return path;
  };
  const now = Date.now();

  try {
    await db.transaction(async (tx) => {
      // Several API processes may start together on one PostgreSQL: the others wait here, then see the noticias.
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      if (await hasNoticias(tx)) return;

      await tx
        .insert(users)
        .values(
          // Confirmed, as their creation: the demo shows members taking part.
          DEMO_MEMBERS.map((m, i) => ({ ...m, rol: 'usuario' as const, passwordHash: passwordHashes[i]!, creadoEn: daysAgo(now, 40 - i), emailConfirmadoEn: daysAgo(now, 40 - i) })),
        )
        .onConflictDoNothing();
      const members = await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.email, DEMO_MEMBERS.map((m) => m.email)));
      const memberId = new Map(members.map((m) => [m.email, m.id]));

      // Newest first on screen: the first item of each list gets the most recent timestamp.
      const carrusel = [];
      for (const [i, item] of CARRUSEL.entries()) {
        carrusel.push({ titulo: item.titulo, descripcion: item.descripcion, url: await store(item.imagen, 'imagenes', 'carousel'), creadoEn: daysAgo(now, 0, i) });
      }
      await tx.insert(imagenes).values(carrusel);

      const noticiaRows = [];
      for (const item of NOTICIAS) {
        noticiaRows.push({ titulo: item.titulo, descripcion: item.descripcion, imagenUrl: await store(item.imagen, 'noticias'), fecha: daysAgo(now, item.haceDias, 180) });
      }
      await tx.insert(noticias).values(noticiaRows);

      const eventoRows = [];
      for (const item of EVENTOS) {
        eventoRows.push({
          titulo: item.titulo,
          descripcion: item.descripcion,
          fecha: daysAhead(now, item.enDias, item.horaLocal),
          fechaFin: item.horaFin ? daysAhead(now, item.enDias, item.horaFin) : null,
          lugar: item.lugar ?? null,
          imagen: item.imagen ? await store(item.imagen, 'eventos') : null,
        });
      }
      await tx.insert(eventos).values(eventoRows);

      const pubs = await tx
        .insert(publicaciones)
        .values(PUBLICACIONES.map((p) => ({ titulo: p.titulo, contenido: p.contenido, creadoEn: daysAgo(now, p.haceDias, 240) })))
        .returning({ id: publicaciones.id });
      const comentarioRows = PUBLICACIONES.flatMap((p, i) =>
        p.comentarios.map((c, j) => ({
          contenido: c.contenido,
          publicacionId: pubs[i]!.id,
          userId: memberId.get(c.autor)!,
          creadoEn: daysAgo(now, p.haceDias, 200 - j * 40),
        })),
      );
      if (comentarioRows.length > 0) await tx.insert(comentarios).values(comentarioRows);

      const polls = await tx
        .insert(encuestas)
        .values(ENCUESTAS.map((e) => ({ titulo: e.titulo, descripcion: e.descripcion ?? null, opciones: e.opciones, creadoEn: daysAgo(now, e.haceDias) })))
        .returning({ id: encuestas.id });
      const votoRows = ENCUESTAS.flatMap((e, i) =>
        Object.entries(e.votos).map(([email, opcion]) => ({ encuestaId: polls[i]!.id, userId: memberId.get(email)!, opcion: opcion! })),
      );
      await tx.insert(votos).values(votoRows).onConflictDoNothing();

      await tx.insert(asistencias).values(
        // CI and celular encrypted, as the repository writes them.
        ASISTENCIAS.map(({ haceDias, ...a }) => ({ ...a, ...sealAsistencia(cipher, a), fechaEvento: haceDias === null ? null : isoDay(daysAgo(now, haceDias)) })),
      );

      const equipoRows = [];
      for (const [orden, m] of EQUIPO.entries()) {
        equipoRows.push({ nombre: m.nombre, rol: m.rol, descripcion: m.descripcion, imagen: await store(m.imagen, 'equipo'), orden });
      }
      await tx.insert(equipo).values(equipoRows);
    });
  } catch (error) {
    // The rows are gone with the rollback; the files must follow.
    await Promise.all(stored.map((path) => media.remove(path)));
    throw error;
  }
}
