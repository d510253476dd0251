import { EVENT_WINDOW_HOURS, eventDateBounds, eventDayToIso, eventoInputSchema, eventoPasado, eventoUpdateSchema, firstIssue, MSG, PARTICIPATION_MSG } from './index';

const DAY_MS = 86_400_000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);
const messageOf = (input: unknown) => {
  const result = eventoInputSchema.safeParse(input);
  return result.success ? null : firstIssue(result.error);
};
const valid = { titulo: 'Foro', descripcion: 'Cinco', fecha: eventDayToIso(day(3)) };

describe('eventoInputSchema', () => {
  it('parses the date into a Date and a blank lugar into null', () => {
    const parsed = eventoInputSchema.parse({ ...valid, lugar: '  ' });
    expect(parsed.fecha).toEqual(new Date(eventDayToIso(day(3))));
    expect(parsed.lugar).toBeNull();
  });

  it('accepts today (midnight UTC of the chosen day) and a day within 4 months', () => {
    expect(messageOf({ ...valid, fecha: eventDayToIso(day(0)) })).toBeNull();
    expect(messageOf({ ...valid, fecha: eventDayToIso(day(110)) })).toBeNull();
  });

  it.each([
    ['a short description', { ...valid, descripcion: 'Dos' }, MSG.eventoDescripcion],
    ['no date', { titulo: 'T', descripcion: 'Cinco' }, MSG.camposObligatorios],
    ['a date in the past', { ...valid, fecha: eventDayToIso(day(-2)) }, MSG.fechaPasada],
    ['a date beyond 2880 hours', { ...valid, fecha: new Date(Date.now() + (EVENT_WINDOW_HOURS + 1) * 3_600_000).toISOString() }, MSG.fechaLejana],
    ['text', { ...valid, fecha: 'pronto' }, MSG.fechaInvalida],
    ['an impossible day', { ...valid, fecha: '2026-02-30' }, MSG.fechaInvalida],
    ['a time without its zone', { ...valid, fecha: '2026-12-01T10:00' }, MSG.fechaInvalida],
  ])('rejects %s', (_label, input, message) => {
    expect(messageOf(input)).toBe(message);
  });

  it('bounds the date input from the start of today to 2880 hours ahead', () => {
    const now = new Date('2026-11-23T02:00:00Z');
    const { min, max } = eventDateBounds(now);
    // 22:00 of the 22nd in La Paz: the 22nd still counts as today.
    expect(min.toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(max.getTime() - now.getTime()).toBe(EVENT_WINDOW_HOURS * 3_600_000);
  });

  it('updates only what is sent', () => {
    expect(eventoUpdateSchema.parse({})).toEqual({});
  });
});

describe("the event's cupo (#20 §1)", () => {
  it('is optional; blank means none (null); a positive whole number as multipart text', () => {
    expect(eventoInputSchema.parse(valid).cupo).toBeUndefined();
    expect(eventoInputSchema.parse({ ...valid, cupo: ' ' }).cupo).toBeNull();
    expect(eventoInputSchema.parse({ ...valid, cupo: ' 40 ' }).cupo).toBe(40);
    expect(eventoUpdateSchema.parse({ cupo: '' }).cupo).toBeNull();
  });

  it.each(['0', '-1', '2.5', '1e3', 'diez'])('refuses %s', (cupo) => {
    expect(messageOf({ ...valid, cupo })).toBe(PARTICIPATION_MSG.cupoInvalido);
  });
});

describe('eventoPasado: past once its day has ended in Bolivia (UTC−4)', () => {
  const fecha = '2026-12-05T00:00:00.000Z';
  it.each([
    ['2026-12-05T23:59:00Z', false],
    ['2026-12-06T03:59:59Z', false],
    ['2026-12-06T04:00:00Z', true],
  ])('at %s: %s', (now, past) => {
    expect(eventoPasado(fecha, new Date(now))).toBe(past);
  });
});
