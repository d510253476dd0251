import { ATTENDANCE_AGE_MAX, ATTENDANCE_AGE_MIN } from '@plataforma/contracts';
import { Alert, Button, SelectField, TextField } from '@plataforma/shared-ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useWrite } from '../../../lib/useWrite';

// spec-notes §9 "Attendance defaults": edad 0, asistio true.
const EMPTY = {
  tituloEvento: '',
  nombreCompleto: '',
  ci: '',
  distrito: '',
  celular: '',
  colegio: '',
  fechaEvento: '',
  edad: 0,
  asistio: true,
};

/** The text fields of an Asistencia and their labels (the edit modal shows the same). */
export const TEXTS = [
  ['tituloEvento', 'Evento'],
  ['nombreCompleto', 'Nombre completo'],
  ['ci', 'CI'],
  ['distrito', 'Distrito'],
  ['celular', 'Celular'],
  ['colegio', 'Colegio'],
] as const;

/** 'Registrar nueva asistencia' (the page's action checks it): on success a confirmation, the defaults back and the list reloaded. */
export function AsistenciaForm() {
  const [fields, setFields] = useState(EMPTY);
  const { submit: send, pending, error, success } = useWrite(() => setFields(EMPTY));

  const set = (patch: Partial<typeof EMPTY>) => setFields((f) => ({ ...f, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send('registrar', fields);
  };

  return (
    <Form onSubmit={submit} noValidate aria-labelledby="registrar-asistencia">
      <h2 id="registrar-asistencia">Registrar nueva asistencia</h2>
      {error && <Alert variant="error">{error}</Alert>}
      {success && <Alert variant="success">{success}</Alert>}
      <Grid>
        {TEXTS.map(([name, label]) => (
          <TextField key={name} label={label} required value={fields[name]} disabled={pending} onChange={(e) => set({ [name]: e.target.value })} />
        ))}
        <TextField
          label="Edad"
          type="number"
          min={ATTENDANCE_AGE_MIN}
          max={ATTENDANCE_AGE_MAX}
          required
          value={String(fields.edad)}
          disabled={pending}
          onChange={(e) => set({ edad: e.target.value === '' ? 0 : Number(e.target.value) })}
        />
        <TextField label="Fecha del evento" type="date" value={fields.fechaEvento} disabled={pending} onChange={(e) => set({ fechaEvento: e.target.value })} />
        <SelectField
          label="Asistencia"
          value={String(fields.asistio)}
          disabled={pending}
          onChange={(e) => set({ asistio: e.target.value === 'true' })}
        >
          <option value="true">Asistió ✅</option>
          <option value="false">No asistió ❌</option>
        </SelectField>
      </Grid>
      <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
        {pending ? 'Registrando...' : 'Registrar asistencia'}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  margin-bottom: 1.5rem;
  padding: 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  h2 {
    margin: 0 0 1rem;
    font-size: 1.1rem;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  column-gap: 1rem;
`;
