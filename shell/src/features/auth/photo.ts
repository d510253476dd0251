import { ACCEPTED_PHOTO_TYPES, MAX_IMAGE_BYTES, MSG } from '@plataforma/contracts';

/** The register form's photo rules (SPEC §5): JPG or PNG, under 5 MB. Null when the file is fine. */
export function photoError(file: File): string | null {
  if (!(ACCEPTED_PHOTO_TYPES as readonly string[]).includes(file.type)) return MSG.fotoTipo;
  if (file.size >= MAX_IMAGE_BYTES) return MSG.fotoTamano;
  return null;
}
