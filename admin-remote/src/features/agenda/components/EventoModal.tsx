import {
  ACCEPTED_PHOTO_TYPES,
  eventoInputSchema,
  firstIssue,
  imageFileError,
  PHOTO_FILE,
  type Evento,
} from '@plataforma/contracts';
import { useAction } from '@plataforma/shared-auth';
import { TextAreaField, TextField } from '@plataforma/shared-ui';
import { useState, type FormEvent } from 'react';
import { FormModal } from '../../../lib/FormModal';
import { ImageField } from '../../../lib/ImageField';
import { useUploadProgress } from '../../../lib/useUploadProgress';
import { EVENTOS_MSG } from '../api/messages';
import { saveEvento } from '../api/save-evento';
import { eventDayBounds, eventInstants, eventWallTimes } from './dateInput';

interface EventoModalProps {
  /** The event to edit; absent to create one. */
  evento?: Evento;
  onClose: () => void;
}

/**
 * Create and edit events (spec-notes §5 "Event"): the day (bounded to the event window), the start and
 * an optional end, entered in Bolivia's time whatever the device's zone and sent as instants
 * (`eventInstants`); place, capacity ('Cupo') and image are optional. Mounted only while open, so
 * closing resets it.
 */
export function EventoModal({ evento, onClose }: EventoModalProps) {
  const [fields, setFields] = useState({
    titulo: evento?.titulo ?? '',
    descripcion: evento?.descripcion ?? '',
    ...eventWallTimes(evento),
    lugar: evento?.lugar ?? '',
    cupo: evento?.cupo == null ? '' : String(evento.cupo),
  });
  const [imagen, setImagen] = useState<File | null>(null);
  const { run, pending, error, fail } = useAction();
  const upload = useUploadProgress();
  const bounds = eventDayBounds();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { fecha, fechaFin } = eventInstants(fields, evento);
    const parsed = eventoInputSchema.safeParse({ ...fields, fecha, fechaFin });
    if (!parsed.success) return fail(firstIssue(parsed.error));
    const imageProblem = imageFileError(imagen, PHOTO_FILE);
    if (imageProblem) return fail(imageProblem);
    const { titulo, descripcion, lugar } = parsed.data;
    // The cupo and the end go as typed: blank means none, so clearing one on an edit removes it.
    const payload = { titulo, descripcion, fecha, fechaFin, lugar: lugar ?? undefined, cupo: fields.cupo.trim(), imagen };
    const saved = await run(
      () => upload.track((onPercent) => saveEvento(evento?.id, payload, onPercent)),
      evento ? EVENTOS_MSG.actualizar : EVENTOS_MSG.crear,
    );
    if (saved) onClose();
  };

  const field = (name: keyof typeof fields) => ({
    value: fields[name],
    disabled: pending,
    onChange: (e: { target: { value: string } }) => setFields((f) => ({ ...f, [name]: e.target.value })),
  });

  return (
    <FormModal
      title={evento ? 'Editar Evento' : 'Crear Evento'}
      save={{ saving: pending, error, progress: upload.percent }}
      submitLabel={evento ? 'Guardar Cambios' : 'Crear Evento'}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField label="Título" required {...field('titulo')} />
      <TextAreaField label="Descripción" required rows={4} hint="Mínimo 5 caracteres" {...field('descripcion')} />
      <TextField label="Fecha" type="date" required min={bounds.min} max={bounds.max} {...field('dia')} />
      <TextField label="Hora de inicio" type="time" required hint="Hora de Bolivia" {...field('horaInicio')} />
      <TextField label="Hora de fin" type="time" hint="Opcional: sin hora de fin, el evento dura 2 horas" {...field('horaFin')} />
      <TextField label="Lugar (opcional)" {...field('lugar')} />
      <TextField label="Cupo" type="number" min={1} step={1} inputMode="numeric" hint="Opcional: sin cupo, se inscribe quien quiera" {...field('cupo')} />
      <ImageField
        label="Imagen (opcional)"
        hint="JPG o PNG, hasta 5MB"
        accept={ACCEPTED_PHOTO_TYPES}
        file={imagen}
        current={evento?.imagen}
        onChange={setImagen}
        disabled={pending}
      />
    </FormModal>
  );
}
