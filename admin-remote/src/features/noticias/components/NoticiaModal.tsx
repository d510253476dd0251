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
import { TextAreaField, TextField } from '@plataforma/shared-ui';
import { useState, type FormEvent } from 'react';
import { FormModal } from '../../../lib/FormModal';
import { ImageField } from '../../../lib/ImageField';
import { useFormSave } from '../../../lib/useFormSave';
import { useSaveNoticia } from '../api/save-noticia';

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
  const save = useFormSave(useSaveNoticia(noticia));
  const length = descripcion.trim().length;
  const lengthOk = length >= NEWS_DESCRIPTION_MIN && length <= NEWS_DESCRIPTION_MAX;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = noticiaInputSchema.safeParse({ titulo, descripcion });
    if (!parsed.success) return save.invalid(firstIssue(parsed.error));
    const imageProblem = imageFileError(imagen, PHOTO_FILE, noticia ? undefined : MSG.debesSubirImagen);
    if (imageProblem) return save.invalid(imageProblem);
    const payload = { ...parsed.data, imagen };
    if (await save.submit(payload)) onClose();
  };

  return (
    <FormModal
      title={noticia ? 'Editar Noticia' : 'Crear Noticia'}
      save={save}
      submitLabel={noticia ? 'Guardar Cambios' : 'Crear Noticia'}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField label="Título" required value={titulo} disabled={save.saving} onChange={(e) => setTitulo(e.target.value)} />
      <TextAreaField
        label="Descripción"
        required
        rows={5}
        maxLength={NEWS_DESCRIPTION_MAX}
        hint={`${length}/${NEWS_DESCRIPTION_MAX}`}
        aria-invalid={length > 0 && !lengthOk ? true : undefined}
        value={descripcion}
        disabled={save.saving}
        onChange={(e) => setDescripcion(e.target.value)}
      />
      <ImageField
        label={noticia ? 'Nueva imagen (opcional)' : 'Imagen'}
        hint="JPG o PNG, hasta 5MB"
        accept={ACCEPTED_PHOTO_TYPES}
        file={imagen}
        current={noticia?.imagenUrl}
        onChange={setImagen}
        disabled={save.saving}
      />
    </FormModal>
  );
}
