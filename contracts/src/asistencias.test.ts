import { asistenciaInputSchema, asistenciaUpdateSchema, firstIssue, listAsistenciasQuerySchema, MSG } from './index';

const valid = {
  tituloEvento: ' Foro ',
  nombreCompleto: 'Ana Mamani',
  ci: '1234567 LP',
  distrito: 'D-3',
  celular: '71234567',
  colegio: 'Colegio Bolívar',
  edad: 17,
};
const messageOf = (input: unknown) => {
  const result = asistenciaInputSchema.safeParse(input);
  return result.success ? null : firstIssue(result.error);
};

describe('asistenciaInputSchema', () => {
  it('trims the texts and defaults asistio to true (the form default)', () => {
    const parsed = asistenciaInputSchema.parse(valid);
    expect(parsed.tituloEvento).toBe('Foro');
    expect(parsed.asistio).toBe(true);
  });

  it('reads a multipart form: edad and asistio as text, a blank date as none', () => {
    const parsed = asistenciaInputSchema.parse({ ...valid, edad: '18', asistio: 'false', fechaEvento: '' });
    expect(parsed).toMatchObject({ edad: 18, asistio: false, fechaEvento: null });
  });

  it.each([
    ['a blank nombreCompleto', { ...valid, nombreCompleto: '  ' }, MSG.asistenciaCampos],
    ['no colegio', { ...valid, colegio: undefined }, MSG.asistenciaCampos],
    ['edad 0', { ...valid, edad: 0 }, MSG.asistenciaEdad],
    ['edad 121', { ...valid, edad: 121 }, MSG.asistenciaEdad],
    ['edad 17.5', { ...valid, edad: 17.5 }, MSG.asistenciaEdad],
    ['a bad date', { ...valid, fechaEvento: '2026-13-01' }, MSG.fechaInvalida],
  ])('rejects %s', (_label, input, message) => {
    expect(messageOf(input)).toBe(message);
  });

  it('updates only what is sent', () => {
    expect(asistenciaUpdateSchema.parse({})).toEqual({});
    expect(asistenciaUpdateSchema.parse({ asistio: 'true' })).toEqual({ asistio: true });
  });

  it('lists 10 per page unless asked', () => {
    expect(listAsistenciasQuerySchema.parse({})).toEqual({ page: 1, limit: 10, search: '' });
    expect(listAsistenciasQuerySchema.parse({ limit: '50', search: ' Ana ' })).toEqual({ page: 1, limit: 50, search: 'Ana' });
  });
});
