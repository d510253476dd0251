import { z } from 'zod';
import { MSG } from './messages';
import { requiredText } from './schemas';

/** POST /api/publicaciones and the admin 'Crear Publicación' form: both fields trimmed, non-blank. */
export const createPublicacionSchema = z.object({
  titulo: requiredText(MSG.camposObligatorios, 200, 'título'),
  contenido: requiredText(MSG.camposObligatorios, 10_000, 'contenido'),
});
export type CreatePublicacionInput = z.input<typeof createPublicacionSchema>;
