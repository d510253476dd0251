import {
  auditoriaQuerySchema,
  asistenciaUpdateSchema,
  codigoParamSchema,
  createComentarioSchema,
  encuestaInputSchema,
  isIsoDateTime,
  isIsoDay,
  listUsersQuerySchema,
  loginSchema,
  motivoSchema,
  MSG,
  text,
  YEAR_MAX,
  YEAR_MIN,
} from './index';
import { rejection } from './testing/rejection';

const NUL = '\u0000';

describe('text: the start of every text a request carries', () => {
  it('refuses a NUL byte anywhere, with one Spanish message', () => {
    expect(rejection(text(), `a${NUL}b`)).toBe(MSG.caracterNoPermitido);
    expect(rejection(text(), NUL)).toBe(MSG.caracterNoPermitido);
    expect(text().parse('año 2026 ñ ✅')).toBe('año 2026 ñ ✅');
  });

  it('keeps the message for a missing value', () => {
    expect(rejection(text('Falta.'), undefined)).toBe('Falta.');
  });

  it('is what comments, motivos, searches, codes and passwords are made of', () => {
    expect(rejection(createComentarioSchema, { contenido: `hola${NUL}`, publicacionId: 1 })).toBe(MSG.caracterNoPermitido);
    expect(rejection(motivoSchema, { motivo: `falta${NUL}` })).toBe(MSG.caracterNoPermitido);
    expect(rejection(listUsersQuerySchema, { search: NUL })).toBe(MSG.caracterNoPermitido);
    // A search too long, or sent twice (an array), is told in words, not in the validator's jargon.
    expect(rejection(listUsersQuerySchema, { search: 'a'.repeat(101) })).toBe(MSG.busquedaInvalida);
    expect(rejection(listUsersQuerySchema, { search: ['a', 'b'] })).toBe(MSG.busquedaInvalida);
    expect(rejection(codigoParamSchema, { code: NUL })).toBe(MSG.caracterNoPermitido);
    expect(rejection(loginSchema, { email: 'a@b.co', password: `secreto${NUL}` })).toBe(MSG.caracterNoPermitido);
    expect(rejection(asistenciaUpdateSchema, { colegio: `Bolívar${NUL}` })).toBe(MSG.caracterNoPermitido);
  });
});

describe(`dates: years ${YEAR_MIN} to ${YEAR_MAX}`, () => {
  it('isIsoDay: a real day within the years', () => {
    expect(isIsoDay('2026-11-25')).toBe(true);
    expect(isIsoDay(`${YEAR_MIN}-01-01`)).toBe(true);
    expect(isIsoDay(`${YEAR_MAX}-12-31`)).toBe(true);
    for (const day of ['0000-01-01', '1899-12-31', '2026-02-30', '2026-1-5', '']) expect(isIsoDay(day)).toBe(false);
  });

  it('isIsoDateTime: with its zone, within the years once in UTC', () => {
    expect(isIsoDateTime('2026-12-01T18:30:00-04:00')).toBe(true);
    expect(isIsoDateTime('2026-12-01T22:30:00.000Z')).toBe(true);
    for (const v of ['0000-01-01T00:00:00Z', '1899-12-31T23:59:59Z', '9999-12-31T23:00:00-05:00', '2026-12-01T18:30:00', 'mañana']) {
      expect(isIsoDateTime(v)).toBe(false);
    }
  });

  it("a survey's closing date in year 0 and an audit filter before 1900 are 'La fecha no es válida.'", () => {
    expect(rejection(encuestaInputSchema, { titulo: 'T', opciones: ['a', 'b'], cierraEn: '0000-01-01T00:00:00Z' })).toBe(MSG.fechaInvalida);
    expect(encuestaInputSchema.parse({ titulo: 'T', opciones: ['a', 'b'], cierraEn: '' }).cierraEn).toBeNull();
    expect(rejection(auditoriaQuerySchema, { desde: '0000-01-01' })).toBe(MSG.fechaInvalida);
    expect(rejection(asistenciaUpdateSchema, { fechaEvento: '0000-01-01' })).toBe(MSG.fechaInvalida);
  });
});
