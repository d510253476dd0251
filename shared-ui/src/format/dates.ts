import type { DateInput } from '@plataforma/contracts';

// The date formats live in contracts, so the API's emails write dates as the pages do.
export { DEFAULT_TIME_ZONE, formatDateLong, formatDateShortWeekday, formatTime, formatDateTime, formatDateTimeSpan } from '@plataforma/contracts';
export type { DateInput } from '@plataforma/contracts';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An instant as a `<input type="datetime-local">` value ("2026-11-22T14:05") in the browser's own
 * time zone, where the person typing it lives; '' for none.
 */
export function toDateTimeLocal(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value read in the browser's time zone, as an ISO instant (UTC, "…Z"); null when blank or invalid. */
export function fromDateTimeLocal(value: string): string | null {
  if (value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
