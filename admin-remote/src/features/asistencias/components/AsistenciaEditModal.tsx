import { ATTENDANCE_AGE_MAX, ATTENDANCE_AGE_MIN, type Asistencia } from '@plataforma/contracts';
import { SelectField, TextField } from '@plataforma/shared-ui';
import { useState, type FormEvent } from 'react';
import { FormModal } from '../../../lib/FormModal';
import { useWrite } from '../../../lib/useWrite';
import { TEXTS } from './AsistenciaForm';

const formOf = (a: Asistencia) => ({
  tituloEvento: a.tituloEvento,
  nombreCompleto: a.nombreCompleto,
  ci: a.ci,
  distrito: a.distrito,
  celular: a.celular,
  colegio: a.colegio,
  // A check-in has no age yet: the field starts blank.
  edad: a.edad === null ? '' : String(a.edad),
  fechaEvento: a.fechaEvento ?? '',
  asistio: String(a.asistio),
});

/**
 * 'Editar' an Asistencia: above all a check-in from an event's sign-ups, whose CI, district,
 * phone, school and age the member's profile could not fill. Only the fields changed are sent, so a
 * row can be completed a field at a time; each one keeps the create rules. Mounted only while open.
 */
export function AsistenciaEditModal({ asistencia, onClose }: { asistencia: Asistencia; onClose: () => void }) {
  const initial = formOf(asistencia);
  const [fields, setFields] = useState(initial);
  const { submit: send, pending, error } = useWrite(onClose);
  const set = (patch: Partial<typeof initial>) => setFields((f) => ({ ...f, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changed = Object.fromEntries(Object.entries(fields).filter(([name, value]) => value !== initial[name as keyof typeof initial]));
    void send('editar', { id: asistencia.id, ...changed });
  };

  return (
    <FormModal title="Editar asistencia" save={{ saving: pending, error }} submitLabel="Guardar Cambios" onClose={onClose} onSubmit={submit}>
      {TEXTS.map(([name, label]) => (
        <TextField key={name} label={label} value={fields[name]} disabled={pending} onChange={(e) => set({ [name]: e.target.value })} />
      ))}
      <TextField
        label="Edad"
        type="number"
        min={ATTENDANCE_AGE_MIN}
        max={ATTENDANCE_AGE_MAX}
        value={fields.edad}
        disabled={pending}
        onChange={(e) => set({ edad: e.target.value })}
      />
      <TextField label="Fecha del evento" type="date" value={fields.fechaEvento} disabled={pending} onChange={(e) => set({ fechaEvento: e.target.value })} />
      <SelectField label="Asistencia" value={fields.asistio} disabled={pending} onChange={(e) => set({ asistio: e.target.value })}>
        <option value="true">Asistió ✅</option>
        <option value="false">No asistió ❌</option>
      </SelectField>
    </FormModal>
  );
}
