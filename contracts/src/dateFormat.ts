import { BOLIVIA_TIME_ZONE } from './boliviaTime';
import { DATE_LOCALE } from './constants';

/**
 * Dates in words, as a reader in Bolivia reads them whatever the device's (or the server's) own zone:
 * the pages (through shared-ui) and the API's emails write them alike.
 */
export const DEFAULT_TIME_ZONE = BOLIVIA_TIME_ZONE;

export type DateInput = string | number | Date | null | undefined;

const LONG: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
const SHORT_WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...LONG, ...TIME };

// Building an Intl.DateTimeFormat is costly; a card grid formats dozens of dates per render.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(name: string, options: Intl.DateTimeFormatOptions, timeZone: string): Intl.DateTimeFormat {
  const key = `${name}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(DATE_LOCALE, { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

// A bare calendar day ("2026-11-22") names that day everywhere: shifting it to La Paz would show the day before.
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function format(name: string, options: Intl.DateTimeFormatOptions, value: DateInput, timeZone: string): string {
  if (value === null || value === undefined || value === '') return '-';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '-';
  const zone = typeof value === 'string' && DATE_ONLY.test(value) ? 'UTC' : timeZone;
  return formatterFor(name, options, zone).format(date);
}

/** "22 de noviembre de 2026"; '-' for missing or invalid input. */
export const formatDateLong = (value: DateInput, timeZone = DEFAULT_TIME_ZONE) =>
  format('long', LONG, value, timeZone);

/** es-BO short form with weekday, e.g. "dom, 22 nov 2026". */
export const formatDateShortWeekday = (value: DateInput, timeZone = DEFAULT_TIME_ZONE) =>
  format('shortWeekday', SHORT_WEEKDAY, value, timeZone);

/** "14:05" (24-hour). */
export const formatTime = (value: DateInput, timeZone = DEFAULT_TIME_ZONE) => format('time', TIME, value, timeZone);

/** "22 de noviembre de 2026 a las 14:05". */
export const formatDateTime = (value: DateInput, timeZone = DEFAULT_TIME_ZONE) =>
  format('dateTime', DATE_TIME, value, timeZone);

/**
 * When something happens, from its start to its optional end: 'mar, 9 dic 2026 · 18:30', with an end
 * '… · 18:30 – 20:00', an end on another day '… · 18:30 – mié, 10 dic 2026 · 01:00'; '-' without a start.
 */
export function formatDateTimeSpan(start: DateInput, end?: DateInput, timeZone = DEFAULT_TIME_ZONE): string {
  const day = formatDateShortWeekday(start, timeZone);
  if (day === '-') return day;
  const from = `${day} · ${formatTime(start, timeZone)}`;
  const endDay = formatDateShortWeekday(end, timeZone);
  if (endDay === '-') return from;
  return `${from} – ${endDay === day ? '' : `${endDay} · `}${formatTime(end, timeZone)}`;
}
