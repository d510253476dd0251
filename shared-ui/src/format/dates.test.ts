import { formatDateLong, formatDateShortWeekday, formatDateTime, formatDateTimeSpan, formatTime, fromDateTimeLocal, toDateTimeLocal } from './dates';

const ISO = '2026-11-22T18:05:00.000Z'; // 14:05 in La Paz (UTC-4)

describe('es-BO date formatters', () => {
  it('formats the long date in La Paz time', () => {
    expect(formatDateLong(ISO)).toBe('22 de noviembre de 2026');
    // 02:00 UTC on the 23rd is still the 22nd in La Paz.
    expect(formatDateLong('2026-11-23T02:00:00Z')).toBe('22 de noviembre de 2026');
  });

  it('lets the caller choose another time zone', () => {
    expect(formatDateLong('2026-11-23T02:00:00Z', 'UTC')).toBe('23 de noviembre de 2026');
    expect(formatTime(ISO, 'UTC')).toBe('18:05');
  });

  it('keeps a bare calendar day on that day', () => {
    expect(formatDateLong('2026-11-22')).toBe('22 de noviembre de 2026');
  });

  it('formats the short weekday date', () => {
    expect(formatDateShortWeekday(ISO)).toBe('dom, 22 nov 2026');
  });

  it('formats the time as 24-hour hh:mm', () => {
    expect(formatTime('2026-11-22T04:07:00Z')).toBe('00:07');
    expect(formatTime('2026-11-23T03:30:00Z')).toBe('23:30');
  });

  it('formats date and time together', () => {
    expect(formatDateTime(ISO)).toBe('22 de noviembre de 2026 a las 14:05');
  });

  it('accepts Date objects and timestamps', () => {
    expect(formatDateLong(new Date(ISO))).toBe('22 de noviembre de 2026');
    expect(formatTime(Date.parse(ISO))).toBe('14:05');
  });

  it('formats a start and its optional end in La Paz time', () => {
    expect(formatDateTimeSpan('2026-12-09T22:30:00.000Z')).toBe('mié, 9 dic 2026 · 18:30');
    expect(formatDateTimeSpan('2026-12-09T22:30:00.000Z', null)).toBe('mié, 9 dic 2026 · 18:30');
    expect(formatDateTimeSpan('2026-12-09T22:30:00.000Z', '2026-12-10T00:00:00.000Z')).toBe('mié, 9 dic 2026 · 18:30 – 20:00');
    expect(formatDateTimeSpan('2026-12-09T22:30:00.000Z', '2026-12-10T05:00:00.000Z')).toBe('mié, 9 dic 2026 · 18:30 – jue, 10 dic 2026 · 01:00');
  });

  it.each([['not a date'], [''], [null], [undefined]])('returns "-" for %p', (value) => {
    expect(formatDateTimeSpan(value)).toBe('-');
    expect(formatDateLong(value)).toBe('-');
    expect(formatDateShortWeekday(value)).toBe('-');
    expect(formatTime(value)).toBe('-');
    expect(formatDateTime(value)).toBe('-');
  });
});

describe('datetime-local values', () => {
  it("reads and writes the input on Bolivia's clock, whatever the device's zone", () => {
    expect(toDateTimeLocal('2026-11-22T18:05:00.000Z')).toBe('2026-11-22T14:05');
    expect(fromDateTimeLocal('2026-11-22T14:05')).toBe('2026-11-22T18:05:00.000Z');
    // Late evening in La Paz is the next day in UTC; seconds an input may add are dropped.
    expect(toDateTimeLocal(new Date('2026-11-23T02:30:00Z'))).toBe('2026-11-22T22:30');
    expect(fromDateTimeLocal('2026-11-22T22:30:15')).toBe('2026-11-23T02:30:00.000Z');
  });

  it('treats blank and invalid values as none', () => {
    expect(toDateTimeLocal(null)).toBe('');
    expect(toDateTimeLocal('no es fecha')).toBe('');
    expect(fromDateTimeLocal('  ')).toBeNull();
    expect(fromDateTimeLocal('2026-13-40T99:99')).toBeNull();
  });
});
