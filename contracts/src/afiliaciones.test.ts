import { afiliacionInputSchema, AFILIACION_MSG, edadEn, firstIssue, hoyEnBolivia, motivoSchema, normalizarCi } from './index';

const year = Number(hoyEnBolivia().slice(0, 4));
const valid = { ci: '1234567', fechaNacimiento: `${year - 20}-06-15`, departamento: 'Potosí', celular: '71234567', consentimiento: true };
const messageOf = (input: object) => {
  const result = afiliacionInputSchema.safeParse({ ...valid, ...input });
  return result.success ? null : firstIssue(result.error);
};

describe('edadEn', () => {
  it('counts completed years on a Bolivian calendar day', () => {
    expect(edadEn('2010-11-26', '2024-11-26')).toBe(14);
    expect(edadEn('2010-11-27', '2024-11-26')).toBe(13);
    expect(edadEn('1989-11-26', '2024-11-26')).toBe(35);
    expect(edadEn('1988-11-27', '2024-11-26')).toBe(35);
    expect(edadEn('1988-11-26', '2024-11-26')).toBe(36);
    expect(edadEn('2004-12-31', '2025-01-01')).toBe(20);
  });
  it('someone born on 29 February is a year older from 1 March in a common year', () => {
    expect(edadEn('2008-02-29', '2025-02-28')).toBe(16);
    expect(edadEn('2008-02-29', '2025-03-01')).toBe(17);
    expect(edadEn('2008-02-29', '2028-02-29')).toBe(20);
  });
  it('the Bolivian day is UTC−4', () => {
    expect(hoyEnBolivia(new Date('2026-01-01T03:59:00Z'))).toBe('2025-12-31');
    expect(hoyEnBolivia(new Date('2026-01-01T04:00:00Z'))).toBe('2026-01-01');
  });
});

describe('afiliacionInputSchema', () => {
  it('accepts a valid request and normalises the CI', () => {
    expect(messageOf({})).toBeNull();
    for (const ci of ['1234567-1A', '1234567 1a', '12345671A', ' 1234567-1a ']) {
      expect(afiliacionInputSchema.parse({ ...valid, ci }).ci).toBe('1234567-1A');
    }
    expect(afiliacionInputSchema.parse({ ...valid, institucion: '  ' }).institucion).toBeNull();
  });
  it('refuses with the Spanish message of each field', () => {
    for (const ci of ['1234', '12345678901', '1234567-A1', '1234567--1A', 'ABC1234']) expect(messageOf({ ci })).toBe(AFILIACION_MSG.ciInvalido);
    expect(messageOf({ fechaNacimiento: `${year - 13}-01-01` })).toBe(AFILIACION_MSG.edadFuera);
    expect(messageOf({ fechaNacimiento: `${year - 37}-12-31` })).toBe(AFILIACION_MSG.edadFuera);
    expect(messageOf({ fechaNacimiento: '15/06/2005' })).toBe(AFILIACION_MSG.fechaNacimientoInvalida);
    for (const celular of ['51234567', '7123456', '712345678']) expect(messageOf({ celular })).toBe(AFILIACION_MSG.celularInvalido);
    expect(messageOf({ departamento: 'Lima' })).toBe(AFILIACION_MSG.departamentoInvalido);
    expect(messageOf({ consentimiento: false })).toBe(AFILIACION_MSG.consentimientoRequerido);
    expect(motivoSchema.safeParse({ motivo: ' ' }).success).toBe(false);
  });
  it('normalizarCi: null for what is not a carnet', () => {
    expect(normalizarCi('4.123.456')).toBeNull();
    expect(normalizarCi('4123456')).toBe('4123456');
  });
});
