import { CAROUSEL_FILE, firstIssue, imageFileError, imagenInputSchema, MSG, type Imagen } from '@plataforma/contracts';
import { TextAreaField, TextField } from '@plataforma/shared-ui';
import { useState, type FormEvent } from 'react';
import { FormModal } from '../../../lib/FormModal';
import { ImageField } from '../../../lib/ImageField';
import { useFormSave } from '../../../lib/useFormSave';
import { useSaveImagen } from '../api/save-imagen';

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
  const save = useFormSave(useSaveImagen(imagen));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = imagenInputSchema.safeParse({ titulo, descripcion });
    if (!parsed.success) return save.invalid(firstIssue(parsed.error));
    const fileProblem = imageFileError(file, CAROUSEL_FILE, imagen ? undefined : MSG.debesSubirImagen);
    if (fileProblem) return save.invalid(fileProblem);
    const payload = { titulo: parsed.data.titulo, descripcion: parsed.data.descripcion ?? '', file };
    if (await save.submit(payload)) onClose();
  };

  return (
    <FormModal
      title={imagen ? 'Editar Imagen' : 'Subir Nueva Imagen'}
      save={save}
      submitLabel={imagen ? 'Guardar Cambios' : 'Subir Imagen'}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField label="Título" required value={titulo} disabled={save.saving} onChange={(e) => setTitulo(e.target.value)} />
      <TextAreaField
        label="Descripción (opcional)"
        rows={3}
        value={descripcion}
        disabled={save.saving}
        onChange={(e) => setDescripcion(e.target.value)}
      />
      <ImageField
        label={imagen ? 'Nueva imagen (opcional)' : 'Imagen'}
        hint="JPG, PNG, GIF hasta 5MB"
        accept={CAROUSEL_FILE.types}
        file={file}
        current={imagen?.url}
        onChange={setFile}
        disabled={save.saving}
      />
    </FormModal>
  );
}
