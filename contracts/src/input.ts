import { z } from 'zod';
import { MSG } from './messages';

/**
 * The rules every value a request carries obeys, whatever the field: the forms and the API refuse
 * what PostgreSQL cannot store (it answers an error, not a row) with one Spanish message.
 */

/** PostgreSQL text cannot hold the NUL character (U+0000). */
const withoutNul = (value: string) => !value.includes('\u0000');

/**
 * The start of every text schema of a request (body, query or path): a string without NUL.
 * `error` is the message for a value that is not a string at all (missing, a number).
 */
export const text = (error?: string) => z.string(error === undefined ? undefined : { error }).refine(withoutNul, MSG.caracterNoPermitido);

/**
 * The years a date may fall in. PostgreSQL has no year 0 and JavaScript writes years past 9999
 * with six digits: within these bounds both agree, and no date the platform deals with (a birth,
 * an event, a survey's close, an audit filter) falls outside them.
 */
export const YEAR_MIN = 1900;
export const YEAR_MAX = 9999;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An instant whose UTC year is within YEAR_MIN–YEAR_MAX. */
export const withinYears = (date: Date) => {
  const year = date.getUTCFullYear();
  return year >= YEAR_MIN && year <= YEAR_MAX;
};

/** A real calendar day written 'YYYY-MM-DD' ('2026-02-30' is not one), within YEAR_MIN–YEAR_MAX. */
export const isIsoDay = (v: string) => {
  if (!ISO_DAY.test(v)) return false;
  const date = new Date(v);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v) && withinYears(date);
};

const DATE_TIME_WITH_ZONE = z.iso.datetime({ offset: true });

/** An ISO date-time with its zone ('2026-12-01T18:30:00-04:00'), within YEAR_MIN–YEAR_MAX. */
export const isIsoDateTime = (v: string) => DATE_TIME_WITH_ZONE.safeParse(v).success && withinYears(new Date(v));
