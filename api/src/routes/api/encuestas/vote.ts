import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, MSG, OPCION_MAX_LENGTH } from '@plataforma/contracts';
import { encuestas, votos } from '../../../db/schema';
import { httpError } from '../../../errors';
import { encuestaSchema, toEncuestaDto } from './dto';

const voteParamsSchema = idParamSchema.extend({
  // Fastify has already decoded the URL-encoded option.
  opcion: z.string({ error: MSG.opcionInexistente }).min(1, MSG.opcionInexistente).max(OPCION_MAX_LENGTH, MSG.opcionInexistente),
});

/** POST /api/encuestas/:id/votar/:opcion (member, no body): one vote per member, kept by the database. */
export default function vote(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/:id/votar/:opcion',
    {
      onRequest: app.requireUser,
      schema: { tags: ['encuestas'], summary: 'Votar por una opción (miembro, una vez por encuesta)', params: voteParamsSchema, response: { 200: encuestaSchema } },
    },
    async (request) => {
      const { id, opcion } = request.params;
      const userId = request.user!.id;
      const { survey, inserted } = await app.db.transaction(async (tx) => {
        // FOR SHARE: an edit (which locks the row for update) cannot remove this option between the
        // check and the insert; votes among themselves do not wait for each other.
        const [survey] = await tx.select().from(encuestas).where(eq(encuestas.id, id)).for('share');
        if (!survey) throw httpError(404, MSG.noEncontrado);
        if (!survey.opciones.includes(opcion)) throw httpError(400, MSG.opcionInexistente);
        // UNIQUE(encuesta_id, user_id) decides: a second vote inserts nothing, even at the same instant.
        const inserted = await tx
          .insert(votos)
          .values({ encuestaId: id, userId, opcion })
          .onConflictDoNothing({ target: [votos.encuestaId, votos.userId] })
          .returning({ id: votos.id });
        return { survey, inserted };
      });
      if (inserted.length === 0) throw httpError(409, MSG.yaVotaste);
      return toEncuestaDto(app.db, survey, userId);
    },
  );
}
