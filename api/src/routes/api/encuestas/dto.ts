import { and, count, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Encuesta } from '@plataforma/contracts';
import type { Database } from '../../../db/client';
import { encuestas, votos } from '../../../db/schema';

export type EncuestaRow = typeof encuestas.$inferSelect;

export const encuestaSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  descripcion: z.string().nullable(),
  opciones: z.array(z.string()),
  votos: z.record(z.string(), z.number().int()),
  creadoEn: z.string(),
  yaVotaste: z.boolean().optional(),
});

/**
 * Surveys as the API sends them. `votos` is always counted from the vote rows (every option, 0 when
 * none); `yaVotaste` is added only when a member is asking.
 */
export async function toEncuestaDtos(db: Database, rows: EncuestaRow[], userId: number | undefined): Promise<Encuesta[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [tallies, mine] = await Promise.all([
    db
      .select({ encuestaId: votos.encuestaId, opcion: votos.opcion, total: count() })
      .from(votos)
      .where(inArray(votos.encuestaId, ids))
      .groupBy(votos.encuestaId, votos.opcion),
    userId === undefined
      ? Promise.resolve([])
      : db.select({ encuestaId: votos.encuestaId }).from(votos).where(and(eq(votos.userId, userId), inArray(votos.encuestaId, ids))),
  ]);
  const voted = new Set(mine.map((vote) => vote.encuestaId));
  return rows.map((row) => {
    const counts = Object.fromEntries(row.opciones.map((opcion) => [opcion, 0]));
    for (const tally of tallies) if (tally.encuestaId === row.id && tally.opcion in counts) counts[tally.opcion] = tally.total;
    return {
      id: row.id,
      titulo: row.titulo,
      descripcion: row.descripcion,
      opciones: row.opciones,
      votos: counts,
      creadoEn: row.creadoEn.toISOString(),
      ...(userId === undefined ? {} : { yaVotaste: voted.has(row.id) }),
    };
  });
}

export async function toEncuestaDto(db: Database, row: EncuestaRow, userId: number | undefined): Promise<Encuesta> {
  const [dto] = await toEncuestaDtos(db, [row], userId);
  return dto!;
}
