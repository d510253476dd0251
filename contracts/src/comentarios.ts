import { z } from 'zod';
import { MAX_DB_INTEGER } from './constants';
import { MSG } from './messages';
import { requiredText } from './schemas';

/** The longest comment: the input counts up to it, the API refuses one character more. */
export const COMENTARIO_MAX = 1000;

/** The comment text alone: what the public comment input checks before enabling its button. */
export const comentarioContenidoSchema = requiredText(MSG.comentarioVacio, COMENTARIO_MAX, 'comentario');

/** POST /api/comentarios. The author is the session's user, never a body field. */
export const createComentarioSchema = z.object({
  contenido: comentarioContenidoSchema,
  publicacionId: z.number({ error: MSG.idInvalido }).int(MSG.idInvalido).min(1, MSG.idInvalido).max(MAX_DB_INTEGER, MSG.idInvalido),
});

/** PUT /api/comentarios/:id: its author changes the text. */
export const updateComentarioSchema = z.object({ contenido: comentarioContenidoSchema });
