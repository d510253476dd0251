import { ACCEPTED_PHOTO_TYPES, type Evento } from '@plataforma/contracts';
import { TextAreaField, TextField } from '@plataforma/shared-ui';
import { useState, type FormEvent } from 'react';
import { FormModal } from '../../../lib/FormModal';
import { ImageField } from '../../../lib/ImageField';
import { useUploadProgress } from '../../../lib/useUploadProgress';
import { useWrite } from '../../../lib/useWrite';
import { eventDayBounds, eventInstants, eventWallTimes } from './dateInput';

interface EventoModalProps {
  /** The event to edit; absent to create one. */
  evento?: Evento;
  onClose: () => void;
}

/**
 * Create and edit events (spec-notes §5 "Event"): the day (bounded to the event window), the start and
 * an optional end, entered in Bolivia's time whatever the device's zone and sent as instants
 * (`eventInstants`); place, capacity ('Cupo') and image are optional; the page's action checks them.
 * Mounted only while open, so closing resets it; a save closes it.
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
  const { submit: send, pending, error } = useWrite(onClose);
  const progress = useUploadProgress();
  const bounds = eventDayBounds();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The instants are worked out here, where the admin's Bolivian wall times are known.
    void send(evento ? 'editar' : 'crear', { id: evento?.id, ...fields, ...eventInstants(fields, evento) }, { imagen });
  };

  const field = (name: keyof typeof fields) => ({
    value: fields[name],
    disabled: pending,
    onChange: (e: { target: { value: string } }) => setFields((f) => ({ ...f, [name]: e.target.value })),
  });

  return (
    <FormModal
      title={evento ? 'Editar Evento' : 'Crear Evento'}
      save={{ saving: pending, error, progress }}
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
