import { z } from 'zod';
import { ACCEPTED_PHOTO_TYPES, MAX_IMAGE_BYTES } from './constants';
import { MSG } from './messages';
import { text } from './input';
import { requiredText } from './schemas';

export interface ImageFileRules {
  types: readonly string[];
  /** The message for a file of another type. */
  wrongType: string;
}

/** News, events and profile photos: JPG or PNG (spec-notes §5). */
export const PHOTO_FILE: ImageFileRules = { types: ACCEPTED_PHOTO_TYPES, wrongType: MSG.fotoTipo };
/** The carousel (spec-notes hint 'JPG, PNG, GIF hasta 5MB'); the API also keeps WebP. */
export const CAROUSEL_FILE: ImageFileRules = {
  types: ['image/jpeg', 'image/png', 'image/jpg', 'image/gif', 'image/webp'],
  wrongType: MSG.imagenInvalida,
};

/**
 * The form-side check of a chosen file (a browser `File` or anything with `type` and `size`):
 * the Spanish message, or null when it is acceptable. `required` is the message for no file; without
 * it the file is optional. The API checks the bytes themselves again (and answers 413 over 5 MB).
 */
export function imageFileError(
  file: { type: string; size: number } | null | undefined,
  { types, wrongType }: ImageFileRules,
  required?: string,
): string | null {
  if (!file || file.size === 0) return required ?? null;
  if (!types.includes(file.type)) return wrongType;
  if (file.size > MAX_IMAGE_BYTES) return MSG.fotoTamano;
  return null;
}

/** An optional text: trimmed; blank means none (null). */
export const optionalNullableText = (max: number, campo: string) =>
  text()
    .trim()
    .max(max, MSG.textoLargo(campo, max))
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

/** POST /api/imagenes text fields and the 'Subir Nueva Imagen' form (the file: `imageFileError`). */
export const imagenInputSchema = z.object({
  titulo: requiredText(MSG.tituloObligatorio, 200, 'título'),
  descripcion: optionalNullableText(1000, 'descripción'),
});

/** PUT /api/imagenes/:id: only the fields sent change (the edit form still requires the title). */
export const imagenUpdateSchema = imagenInputSchema.partial();
