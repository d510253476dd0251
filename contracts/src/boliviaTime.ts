/**
 * Bolivia's wall time. Events are entered and shown as a clock in Bolivia reads them, whatever the
 * device's own zone, and stored as instants: this module is the one place that converts between the two.
 */
export const BOLIVIA_TIME_ZONE = 'America/La_Paz';

/** A moment as a clock in Bolivia shows it: the day ('2026-12-09') and the 24 h time ('18:30'). */
export interface WallTime {
  day: string;
  time: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MINUTE_MS = 60_000;

// Built on first use: a visitor's page that never converts a date does not pay for it.
let parts: Intl.DateTimeFormat | undefined;
const partsFormatter = () =>
  (parts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: BOLIVIA_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

/** The wall-clock fields in Bolivia of an instant (ms), as numbers. */
function fieldsAt(ms: number) {
  const fields: Record<string, number> = {};
  for (const { type, value } of partsFormatter().formatToParts(ms)) if (type !== 'literal') fields[type] = Number(value);
  return fields as { year: number; month: number; day: number; hour: number; minute: number };
}

/** How far Bolivia's clock is ahead of UTC at an instant, in ms (−4 h: it has no daylight saving time, but the zone database decides). */
function offsetAt(ms: number): number {
  const f = fieldsAt(ms);
  const wallAsUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute);
  return wallAsUtc - Math.floor(ms / MINUTE_MS) * MINUTE_MS;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An instant (ISO string or Date) as Bolivia's clock shows it; null when it is not a valid instant. */
export function toBoliviaWallTime(instant: string | Date): WallTime | null {
  const ms = new Date(instant).getTime();
  if (Number.isNaN(ms)) return null;
  const f = fieldsAt(ms);
  return { day: `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)}`, time: `${pad(f.hour)}:${pad(f.minute)}` };
}

/**
 * The instant at which Bolivia's clock shows `day` ('2026-12-20') and `time` ('19:00'), as an ISO string
 * ('2026-12-20T23:00:00.000Z'); null unless both are real values as date and time inputs write them.
 */
export function fromBoliviaWallTime(day: string, time: string): string | null {
  const d = DAY.exec(day);
  const t = TIME.exec(time);
  if (!d || !t) return null;
  const wallAsUtc = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  if (new Date(wallAsUtc).toISOString().slice(0, 10) !== day) return null;
  // Read the offset at the first guess, then again at the result, in case the zone's offset changes in between.
  let ms = wallAsUtc - offsetAt(wallAsUtc);
  ms = wallAsUtc - offsetAt(ms);
  return new Date(ms).toISOString();
}
