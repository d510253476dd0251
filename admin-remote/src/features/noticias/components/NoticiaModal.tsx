import { ACCEPTED_PHOTO_TYPES, NEWS_DESCRIPTION_MAX, NEWS_DESCRIPTION_MIN, type Noticia } from '@plataforma/contracts';
import { TextAreaField, TextField } from '@plataforma/shared-ui';
import { useState, type FormEvent } from 'react';
import { FormModal } from '../../../lib/FormModal';
import { ImageField } from '../../../lib/ImageField';
import { useUploadProgress } from '../../../lib/useUploadProgress';
import { useWrite } from '../../../lib/useWrite';

interface NoticiaModalProps {
  /** The news item to edit; absent to create one. */
  noticia?: Noticia;
  onClose: () => void;
}

/**
 * Create and edit news (spec-notes §5 "News"): the x/1000 counter, the image required on create and an
 * optional replacement on edit, checked by the page's action. The page mounts it only while open, so
 * closing resets it; a save closes it.
 */
export function NoticiaModal({ noticia, onClose }: NoticiaModalProps) {
  const [titulo, setTitulo] = useState(noticia?.titulo ?? '');
  const [descripcion, setDescripcion] = useState(noticia?.descripcion ?? '');
  const [imagen, setImagen] = useState<File | null>(null);
  const { submit: send, pending, error } = useWrite(onClose);
  const progress = useUploadProgress();
  const length = descripcion.trim().length;
  const lengthOk = length >= NEWS_DESCRIPTION_MIN && length <= NEWS_DESCRIPTION_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(noticia ? 'editar' : 'crear', { id: noticia?.id, titulo, descripcion }, { imagen });
  };

  return (
    <FormModal
      title={noticia ? 'Editar Noticia' : 'Crear Noticia'}
      save={{ saving: pending, error, progress }}
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
