import { encuestaInputSchema, firstIssue, MSG, OPCION_MAX_LENGTH, opcionesSchema } from './index';

const messageOf = (input: unknown) => {
  const result = encuestaInputSchema.safeParse(input);
  return result.success ? undefined : firstIssue(result.error);
};

describe('opcionesSchema (the survey modal and the API)', () => {
  it('trims the options and drops the blank ones', () => {
    expect(opcionesSchema.parse([' Sí ', '', '   ', 'No'])).toEqual(['Sí', 'No']);
  });

  it('needs at least 2 non-blank options', () => {
    expect(messageOf({ titulo: 'T', opciones: ['a', '  '] })).toBe(MSG.opcionesMinimas);
    expect(messageOf({ titulo: 'T' })).toBe(MSG.opcionesMinimas);
  });

  it('refuses options that repeat after trimming', () => {
    expect(messageOf({ titulo: 'T', opciones: ['a', ' a', 'b'] })).toBe(MSG.opcionesDuplicadas);
  });

  it('keeps each option short enough to travel in the vote URL', () => {
    expect(opcionesSchema.parse(['a', 'b'.repeat(OPCION_MAX_LENGTH)])).toHaveLength(2);
    expect(messageOf({ titulo: 'T', opciones: ['a', 'b'.repeat(OPCION_MAX_LENGTH + 1)] })).toBe(MSG.textoLargo('opción', OPCION_MAX_LENGTH));
  });
});

describe('encuestaInputSchema', () => {
  it('requires a non-blank title', () => {
    expect(messageOf({ titulo: '   ', opciones: ['a', 'b'] })).toBe(MSG.tituloObligatorio);
  });

  it('trims the description and turns an empty one into null', () => {
    expect(encuestaInputSchema.parse({ titulo: ' T ', descripcion: '  ', opciones: ['a', 'b'] })).toEqual({ titulo: 'T', descripcion: null, opciones: ['a', 'b'], cierraEn: null });
    expect(encuestaInputSchema.parse({ titulo: 'T', descripcion: ' D ', opciones: ['a', 'b'] }).descripcion).toBe('D');
  });
});

describe("encuestaInputSchema's cierraEn ('Cierra el')", () => {
  const base = { titulo: 'T', opciones: ['a', 'b'] };

  it('takes an ISO date-time with its zone as that instant', () => {
    expect(encuestaInputSchema.parse({ ...base, cierraEn: '2026-12-01T18:30:00-04:00' }).cierraEn).toEqual(new Date('2026-12-01T22:30:00Z'));
    expect(encuestaInputSchema.parse({ ...base, cierraEn: '2026-12-01T22:30:00.000Z' }).cierraEn).toEqual(new Date('2026-12-01T22:30:00Z'));
  });

  it('is optional: absent, null or blank means no closing date', () => {
    for (const cierraEn of [undefined, null, '']) expect(encuestaInputSchema.parse({ ...base, cierraEn }).cierraEn).toBeNull();
  });

  it('refuses a date without a zone, or no date at all', () => {
    expect(messageOf({ ...base, cierraEn: '2026-12-01T18:30' })).toBe(MSG.fechaInvalida);
    expect(messageOf({ ...base, cierraEn: 'mañana' })).toBe(MSG.fechaInvalida);
  });
});
