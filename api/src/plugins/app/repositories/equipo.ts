import { asc } from 'drizzle-orm';
import type { MiembroEquipo } from '@plataforma/contracts';
import type { Database } from '../../../db/client';
import { equipo } from '../../../db/schema';
import { repositoryPlugin } from './shared';

export function createEquipoRepository(db: Database) {
  return {
    /** In the order the organisation chose. */
    async findAll(): Promise<MiembroEquipo[]> {
      const rows = await db.select().from(equipo).orderBy(asc(equipo.orden), asc(equipo.id));
      return rows.map(({ id, imagen, nombre, rol, descripcion }) => ({ id, imagen, nombre, rol, descripcion }));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    equipoRepository: ReturnType<typeof createEquipoRepository>;
  }
}

export default repositoryPlugin('equipoRepository', (app) => createEquipoRepository(app.db));
