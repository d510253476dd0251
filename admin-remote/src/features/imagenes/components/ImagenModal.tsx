import { CAROUSEL_FILE, firstIssue, imageFileError, imagenInputSchema, MSG, type Imagen } from '@plataforma/contracts';
import { Alert, Button, Modal, TextAreaField, TextField } from '@plataforma/shared-ui';
import { useState, type FormEvent } from 'react';
import { ImageField, UploadBar } from '../../../lib/ImageField';
import { useSave } from '../../../lib/useSave';
import { createImagen, updateImagen } from '../api/save-imagen';

interface ImagenModalProps {
  /** The image to edit; absent to upload a new one. */
  imagen?: Imagen;
  onClose: () => void;
  onSaved: (imagen: Imagen) => void;
}

const FORM_ID = 'imagen-form';

/**
 * 'Subir Nueva Imagen' (title and file required) and its edit twin (title required, file optional),
 * both with a preview (SPEC §5 "Carousel image"). Mounted only while open, so closing resets it.
 */
export function ImagenModal({ imagen, onClose, onSaved }: ImagenModalProps) {
  const [titulo, setTitulo] = useState(imagen?.titulo ?? '');
  const [descripcion, setDescripcion] = useState(imagen?.descripcion ?? '');
  const [file, setFile] = useState<File | null>(null);
  const save = useSave();

  const close = () => {
    if (!save.saving) onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = imagenInputSchema.safeParse({ titulo, descripcion });
    if (!parsed.success) return save.setError(firstIssue(parsed.error));
    const fileProblem = imageFileError(file, CAROUSEL_FILE, imagen ? undefined : MSG.debesSubirImagen);
    if (fileProblem) return save.setError(fileProblem);
    const payload = { titulo: parsed.data.titulo, descripcion: parsed.data.descripcion ?? '', file };
    const done = await save.run(async (onPercent) =>
      onSaved(await (imagen ? updateImagen(imagen.id, payload, onPercent) : createImagen(payload, onPercent))),
    );
    if (done) onClose();
  };

  const label = imagen ? 'Guardar Cambios' : 'Subir Imagen';
  return (
    <Modal
      open
      title={imagen ? 'Editar Imagen' : 'Subir Nueva Imagen'}
      onClose={close}
      footer={
        <>
          <Button variant="ghost" onClick={close} disabled={save.saving}>
            Cancelar
          </Button>
          <Button type="submit" form={FORM_ID} disabled={save.saving} aria-busy={save.saving || undefined}>
            {save.saving ? 'Guardando...' : label}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate>
        {save.error && <Alert variant="error">{save.error}</Alert>}
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
        <UploadBar percent={save.progress} />
      </form>
    </Modal>
  );
}
