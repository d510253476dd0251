import type { Imagen, LoaderContext } from '@plataforma/contracts';
import { getList } from '../../lib/pageData';

/** GET /api/imagenes: the carousel images. */
export const getImagenes = (context: Pick<LoaderContext, 'apiBase'>) => getList<Imagen>(context, '/imagenes');
