import { CAROUSEL_FILE, firstIssue, imageFileError, imagenInputSchema, MSG, type Imagen } from '@plataforma/contracts';
import { useAction } from '@plataforma/shared-auth';
import { TextAreaField, TextField } from '@plataforma/shared-ui';
import { useState, type FormEvent } from 'react';
import { FormModal } from '../../../lib/FormModal';
import { ImageField } from '../../../lib/ImageField';
import { useUploadProgress } from '../../../lib/useUploadProgress';
import { IMAGENES_MSG } from '../api/messages';
import { saveImagen } from '../api/save-imagen';

interface ImagenModalProps {
  /** The image to edit; absent to upload a new one. */
  imagen?: Imagen;
  onClose: () => void;
}

/**
 * 'Subir Nueva Imagen' (title and file required) and its edit twin (title required, file optional),
 * both with a preview (spec-notes §5 "Carousel image"). Mounted only while open, so closing resets it.
 */
export function ImagenModal({ imagen, onClose }: ImagenModalProps) {
  const [titulo, setTitulo] = useState(imagen?.titulo ?? '');
  const [descripcion, setDescripcion] = useState(imagen?.descripcion ?? '');
  const [file, setFile] = useState<File | null>(null);
  const { run, pending, error, fail } = useAction();
  const upload = useUploadProgress();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = imagenInputSchema.safeParse({ titulo, descripcion });
    if (!parsed.success) return fail(firstIssue(parsed.error));
    const fileProblem = imageFileError(file, CAROUSEL_FILE, imagen ? undefined : MSG.debesSubirImagen);
    if (fileProblem) return fail(fileProblem);
    const payload = { titulo: parsed.data.titulo, descripcion: parsed.data.descripcion ?? '', file };
    const saved = await run(
      () => upload.track((onPercent) => saveImagen(imagen?.id, payload, onPercent)),
      imagen ? IMAGENES_MSG.actualizar : IMAGENES_MSG.guardar,
    );
    if (saved) onClose();
  };

  return (
    <FormModal
      title={imagen ? 'Editar Imagen' : 'Subir Nueva Imagen'}
      save={{ saving: pending, error, progress: upload.percent }}
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
