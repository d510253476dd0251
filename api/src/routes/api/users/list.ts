import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listUsersQuerySchema } from '@plataforma/contracts';
import { users } from '../../../db/schema';
import { offsetOf, pageSchema, toPage } from '../../../http/pagination';
import { containsPattern } from '../../../http/search';
import { toUserDto, userSchema } from '../../../users/dto';

// GET /api/users names its list `users` where every other list says `data` (SPEC §3).
const usersPageSchema = pageSchema(userSchema).omit({ data: true }).extend({ users: z.array(userSchema) });

export default function list(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/',
    {
      schema: {
        tags: ['users'],
        summary: 'Usuarios paginados (búsqueda por nombre o email, filtro por rol), los más nuevos primero',
        querystring: listUsersQuerySchema,
        response: { 200: usersPageSchema },
      },
    },
    async (request) => {
      const { search, rol, page, limit } = request.query;
      const filters: SQL[] = [];
      if (search) {
        const pattern = containsPattern(search);
        filters.push(or(ilike(users.nombre, pattern), ilike(users.email, pattern))!);
      }
      if (rol) filters.push(eq(users.rol, rol));
      const where = filters.length > 0 ? and(...filters) : undefined;

      const [rows, [totals]] = await Promise.all([
        app.db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.creadoEn), desc(users.id))
          .limit(limit)
          .offset(offsetOf({ page, limit })),
        app.db.select({ total: count() }).from(users).where(where),
      ]);
      const { data, ...info } = toPage(rows.map(toUserDto), totals?.total ?? 0, { page, limit });
      return { users: data, ...info };
    },
  );
}
