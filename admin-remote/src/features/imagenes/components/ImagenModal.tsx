import { CAROUSEL_FILE, type Imagen } from '@plataforma/contracts';
import { TextAreaField, TextField } from '@plataforma/shared-ui';
import { useState, type FormEvent } from 'react';
import { FormModal } from '../../../lib/FormModal';
import { ImageField } from '../../../lib/ImageField';
import { useUploadProgress } from '../../../lib/useUploadProgress';
import { useWrite } from '../../../lib/useWrite';

interface ImagenModalProps {
  /** The image to edit; absent to upload a new one. */
  imagen?: Imagen;
  onClose: () => void;
}

/**
 * 'Subir Nueva Imagen' (title and file required) and its edit twin (title required, file optional),
 * both with a preview (spec-notes §5 "Carousel image"), checked by the page's action. Mounted only while
 * open, so closing resets it; a save closes it.
 */
export function ImagenModal({ imagen, onClose }: ImagenModalProps) {
  const [titulo, setTitulo] = useState(imagen?.titulo ?? '');
  const [descripcion, setDescripcion] = useState(imagen?.descripcion ?? '');
  const [file, setFile] = useState<File | null>(null);
  const { submit: send, pending, error } = useWrite(onClose);
  const progress = useUploadProgress();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(imagen ? 'editar' : 'crear', { id: imagen?.id, titulo, descripcion }, { file });
  };

  return (
    <FormModal
      title={imagen ? 'Editar Imagen' : 'Subir Nueva Imagen'}
      save={{ saving: pending, error, progress }}
      submitLabel={imagen ? 'Guardar Cambios' : 'Subir Imagen'}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField label="Título" required value={titulo} disabled={pending} onChange={(e) => setTitulo(e.target.value)} />
      <TextAreaField
        label="Descripción (opcional)"
        rows={3}
        value={descripcion}
        disabled={pending}
        onChange={(e) => setDescripcion(e.target.value)}
      />
      <ImageField
        label={imagen ? 'Nueva imagen (opcional)' : 'Imagen'}
        hint="JPG, PNG, GIF hasta 5MB"
        accept={CAROUSEL_FILE.types}
        file={file}
        current={imagen?.url}
        onChange={setFile}
        disabled={pending}
      />
    </FormModal>
  );
}
