import type { ComentarioModerado, EstadoModeracion, Paginated } from '@plataforma/contracts';
import { loaderGet } from '@plataforma/shared-auth';

const MODERACION_PAGE_SIZE = 10;

/**
 * GET /api/moderacion/comentarios: the comments awaiting review (reported since their last review, or
 * hidden by reports), newest first; with `estado=resueltos`, the decided ones, the latest decision first.
 */
export const getComentariosModerados = (context: unknown, estado: EstadoModeracion, page: number, signal: AbortSignal) =>
  loaderGet<Paginated<ComentarioModerado>>(context, '/moderacion/comentarios', {
    // The default view keeps its old address.
    params: { estado: estado === 'resueltos' ? estado : undefined, page, limit: MODERACION_PAGE_SIZE },
    signal,
  });
