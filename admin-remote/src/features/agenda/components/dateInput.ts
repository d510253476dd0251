import { EVENT_WINDOW_HOURS } from '@plataforma/contracts';

/** A local calendar day as a date input writes it ('2026-11-23'). */
const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The date input's bounds: today up to 2880 hours ahead (spec-notes §5 "Event"). */
export const eventDayBounds = (now = new Date()) => ({
  min: localDay(now),
  max: localDay(new Date(now.getTime() + EVENT_WINDOW_HOURS * 3_600_000)),
});
