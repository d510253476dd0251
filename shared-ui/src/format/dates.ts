import { fromBoliviaWallTime, toBoliviaWallTime, type DateInput } from '@plataforma/contracts';

// The date formats live in contracts, so the API's emails write dates as the pages do.
export { DEFAULT_TIME_ZONE, formatDateLong, formatDateShortWeekday, formatTime, formatDateTime, formatDateTimeSpan } from '@plataforma/contracts';
export type { DateInput } from '@plataforma/contracts';

/**
 * An instant as a `<input type="datetime-local">` value ("2026-11-22T14:05") on Bolivia's clock,
 * whatever the device's zone, as the pages show it; '' for none or an invalid value.
 */
export function toDateTimeLocal(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  const wall = toBoliviaWallTime(value instanceof Date ? value : new Date(value));
  return wall ? `${wall.day}T${wall.time}` : '';
}

/** A `datetime-local` value read on Bolivia's clock, as an ISO instant (UTC, "…Z"); null when blank or invalid. */
export function fromDateTimeLocal(value: string): string | null {
  const [day = '', time = ''] = value.trim().split('T');
  return fromBoliviaWallTime(day, time.slice(0, 5));
}
