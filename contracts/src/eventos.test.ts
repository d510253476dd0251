import {
  EVENT_WINDOW_HOURS,
  eventDateBounds,
  eventoFin,
  eventoInputSchema,
  eventoPasado,
  eventoUpdateSchema,
  firstIssue,
  fromBoliviaWallTime,
  MSG,
  PARTICIPATION_MSG,
  toBoliviaWallTime,
} from './index';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** `time` in Bolivia, `offsetDays` days from today there: what the admin form sends. */
const at = (offsetDays: number, time = '18:30') => fromBoliviaWallTime(toBoliviaWallTime(new Date(Date.now() + offsetDays * DAY_MS))!.day, time)!;
const messageOf = (input: unknown, schema: typeof eventoInputSchema | typeof eventoUpdateSchema = eventoInputSchema) => {
  const result = schema.safeParse(input);
  return result.success ? null : firstIssue(result.error);
};
const valid = { titulo: 'Foro', descripcion: 'Cinco', fecha: at(3) };

describe('eventoInputSchema', () => {
  it('parses the start and end into Dates, and a blank lugar or end into null', () => {
    const parsed = eventoInputSchema.parse({ ...valid, fechaFin: at(3, '20:00'), lugar: '  ' });
    expect(parsed.fecha).toEqual(new Date(at(3)));
    expect(parsed.fechaFin).toEqual(new Date(at(3, '20:00')));
    expect(parsed.lugar).toBeNull();
    expect(eventoInputSchema.parse({ ...valid, fechaFin: ' ' }).fechaFin).toBeNull();
    expect(eventoInputSchema.parse(valid).fechaFin).toBeUndefined();
  });

  it("accepts today from midnight in Bolivia, and a start within 4 months", () => {
    expect(messageOf({ ...valid, fecha: at(0, '00:00') })).toBeNull();
    expect(messageOf({ ...valid, fecha: at(110) })).toBeNull();
  });

  it.each([
    ['a short description', { ...valid, descripcion: 'Dos' }, MSG.eventoDescripcion],
    ['no date', { titulo: 'T', descripcion: 'Cinco' }, MSG.camposObligatorios],
    ['a date in the past', { ...valid, fecha: at(-2) }, MSG.fechaPasada],
    ['a date beyond 2880 hours', { ...valid, fecha: new Date(Date.now() + (EVENT_WINDOW_HOURS + 1) * HOUR_MS).toISOString() }, MSG.fechaLejana],
    ['text', { ...valid, fecha: 'pronto' }, MSG.fechaInvalida],
    ['an impossible day', { ...valid, fecha: '2026-02-30T10:00:00Z' }, MSG.fechaInvalida],
    ['a bare day (no time: which instant?)', { ...valid, fecha: '2026-12-01' }, MSG.fechaInvalida],
    ['a time without its zone', { ...valid, fecha: '2026-12-01T10:00' }, MSG.fechaInvalida],
    ['an end that is no instant', { ...valid, fechaFin: '20:00' }, MSG.fechaInvalida],
    ['an end at the start', { ...valid, fechaFin: valid.fecha }, MSG.fechaFinAnterior],
    ['an end before the start', { ...valid, fechaFin: at(3, '17:00') }, MSG.fechaFinAnterior],
    ['an end beyond 2880 hours', { ...valid, fechaFin: new Date(Date.now() + (EVENT_WINDOW_HOURS + 1) * HOUR_MS).toISOString() }, MSG.fechaLejana],
  ])('rejects %s', (_label, input, message) => {
    expect(messageOf(input)).toBe(message);
  });

  it('bounds the start from midnight today in Bolivia to 2880 hours ahead', () => {
    const now = new Date('2026-11-23T02:00:00Z');
    const { min, max } = eventDateBounds(now);
    // 22:00 of the 22nd in La Paz: the 22nd is today, from its midnight there (04:00 UTC).
    expect(min.toISOString()).toBe('2026-11-22T04:00:00.000Z');
    expect(max.getTime() - now.getTime()).toBe(EVENT_WINDOW_HOURS * HOUR_MS);
  });

  it('updates only what is sent; an end sent with its start comes after it', () => {
    expect(eventoUpdateSchema.parse({})).toEqual({});
    expect(eventoUpdateSchema.parse({ fechaFin: '' })).toEqual({ fechaFin: null });
    expect(messageOf({ fechaFin: at(3, '20:00') }, eventoUpdateSchema)).toBeNull();
    expect(messageOf({ fecha: at(3), fechaFin: at(3, '18:00') }, eventoUpdateSchema)).toBe(MSG.fechaFinAnterior);
  });
});

describe("the event's cupo", () => {
  it('is optional; blank means none (null); a positive whole number as multipart text', () => {
    expect(eventoInputSchema.parse(valid).cupo).toBeUndefined();
    expect(eventoInputSchema.parse({ ...valid, cupo: ' ' }).cupo).toBeNull();
    expect(eventoInputSchema.parse({ ...valid, cupo: ' 40 ' }).cupo).toBe(40);
    expect(eventoUpdateSchema.parse({ cupo: '' }).cupo).toBeNull();
  });

  it.each(['0', '-1', '2.5', '1e3', 'diez'])('refuses %s', (cupo) => {
    expect(messageOf({ ...valid, cupo })).toBe(PARTICIPATION_MSG.cupoInvalido);
  });

  it('refuses a number past what the database column holds, saying so', () => {
    expect(eventoInputSchema.parse({ ...valid, cupo: '2147483647' }).cupo).toBe(2_147_483_647);
    expect(messageOf({ ...valid, cupo: '2147483648' })).toBe(PARTICIPATION_MSG.cupoDemasiadoGrande);
  });
});

describe('eventoPasado: past once the event has ended (its end, else 2 hours after its start)', () => {
  const fecha = '2026-12-09T22:30:00.000Z';
  it.each([
    ['2026-12-10T00:29:59Z', null, false],
    ['2026-12-10T00:30:00Z', null, true],
    ['2026-12-10T00:30:00Z', '2026-12-10T01:00:00.000Z', false],
    ['2026-12-10T01:00:00Z', '2026-12-10T01:00:00.000Z', true],
    // An end sooner than 2 hours closes sooner.
    ['2026-12-09T23:30:00Z', '2026-12-09T23:30:00.000Z', true],
  ])('at %s with end %s: %s', (now, fechaFin, past) => {
    expect(eventoPasado({ fecha, fechaFin }, new Date(now))).toBe(past);
  });

  it('eventoFin: the end, else 2 hours after the start', () => {
    expect(eventoFin({ fecha, fechaFin: null }).toISOString()).toBe('2026-12-10T00:30:00.000Z');
    expect(eventoFin({ fecha, fechaFin: '2026-12-10T01:00:00.000Z' }).toISOString()).toBe('2026-12-10T01:00:00.000Z');
  });
});
