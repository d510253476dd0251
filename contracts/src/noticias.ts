import { z } from 'zod';
import { NEWS_DESCRIPTION_MAX, NEWS_DESCRIPTION_MIN } from './constants';
import { MSG } from './messages';
import { text } from './input';
import { requiredText } from './schemas';

/** POST /api/noticias text fields and the create/edit news forms (the image: `imageFileError`). */
export const noticiaInputSchema = z.object({
  titulo: requiredText(MSG.camposObligatorios, 200, 'título'),
  descripcion: text(MSG.camposObligatorios)
    .trim()
    .min(1, MSG.camposObligatorios)
    .min(NEWS_DESCRIPTION_MIN, MSG.noticiaDescripcion)
    .max(NEWS_DESCRIPTION_MAX, MSG.noticiaDescripcion),
});

/** PUT /api/noticias/:id: only the fields sent change; a sent field follows the create rules. */
export const noticiaUpdateSchema = noticiaInputSchema.partial();
