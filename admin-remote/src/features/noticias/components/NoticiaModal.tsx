import {
  ACCEPTED_PHOTO_TYPES,
  firstIssue,
  imageFileError,
  MSG,
  NEWS_DESCRIPTION_MAX,
  NEWS_DESCRIPTION_MIN,
  noticiaInputSchema,
  PHOTO_FILE,
  type Noticia,
} from '@plataforma/contracts';
import { useAction } from '@plataforma/shared-auth';
import { TextAreaField, TextField } from '@plataforma/shared-ui';
import { useState, type FormEvent } from 'react';
import { FormModal } from '../../../lib/FormModal';
import { ImageField } from '../../../lib/ImageField';
import { useUploadProgress } from '../../../lib/useUploadProgress';
import { NOTICIAS_MSG } from '../api/messages';
import { saveNoticia } from '../api/save-noticia';

interface NoticiaModalProps {
  /** The news item to edit; absent to create one. */
  noticia?: Noticia;
  onClose: () => void;
}

/**
 * Create and edit news (spec-notes §5 "News"): the x/1000 counter, the image required on create and an
 * optional replacement on edit. The page mounts it only while open, so closing resets it.
 */
export function NoticiaModal({ noticia, onClose }: NoticiaModalProps) {
  const [titulo, setTitulo] = useState(noticia?.titulo ?? '');
  const [descripcion, setDescripcion] = useState(noticia?.descripcion ?? '');
  const [imagen, setImagen] = useState<File | null>(null);
  const { run, pending, error, fail } = useAction();
  const upload = useUploadProgress();
  const length = descripcion.trim().length;
  const lengthOk = length >= NEWS_DESCRIPTION_MIN && length <= NEWS_DESCRIPTION_MAX;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = noticiaInputSchema.safeParse({ titulo, descripcion });
    if (!parsed.success) return fail(firstIssue(parsed.error));
    const imageProblem = imageFileError(imagen, PHOTO_FILE, noticia ? undefined : MSG.debesSubirImagen);
    if (imageProblem) return fail(imageProblem);
    const payload = { ...parsed.data, imagen };
    const saved = await run(
      () => upload.track((onPercent) => saveNoticia(noticia?.id, payload, onPercent)),
      noticia ? NOTICIAS_MSG.actualizar : NOTICIAS_MSG.crear,
    );
    if (saved) onClose();
  };

  return (
    <FormModal
      title={noticia ? 'Editar Noticia' : 'Crear Noticia'}
      save={{ saving: pending, error, progress: upload.percent }}
      submitLabel={noticia ? 'Guardar Cambios' : 'Crear Noticia'}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField label="Título" required value={titulo} disabled={pending} onChange={(e) => setTitulo(e.target.value)} />
      <TextAreaField
        label="Descripción"
        required
        rows={5}
        maxLength={NEWS_DESCRIPTION_MAX}
        hint={`${length}/${NEWS_DESCRIPTION_MAX}`}
        aria-invalid={length > 0 && !lengthOk ? true : undefined}
        value={descripcion}
        disabled={pending}
        onChange={(e) => setDescripcion(e.target.value)}
      />
      <ImageField
        label={noticia ? 'Nueva imagen (opcional)' : 'Imagen'}
        hint="JPG o PNG, hasta 5MB"
        accept={ACCEPTED_PHOTO_TYPES}
        file={imagen}
        current={noticia?.imagenUrl}
        onChange={setImagen}
        disabled={pending}
      />
    </FormModal>
  );
}
