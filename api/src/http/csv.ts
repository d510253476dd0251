import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** A cell as the exports give it: dates become ISO strings, null and undefined an empty cell. */
export type CsvCell = string | number | boolean | Date | null | undefined;

/** What Spanish-locale spreadsheets open without asking: UTF-8 marked by a BOM, `;` between cells. */
const BOM = '\uFEFF';
const SEPARATOR = ';';

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (`=HYPERLINK(…)` in a member's
 * name would run on the admin's machine): such a cell is prefixed with an apostrophe, which shows the
 * text as typed.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

const cell = (value: CsvCell): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  return typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
};

/** One CSV document: the header row, then one row per record (csv-stringify quotes what needs it). */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  return BOM + stringify([header, ...rows.map((row) => row.map(cell))], { delimiter: SEPARATOR, record_delimiter: 'windows' });
}

/** Sends `toCsv(...)` as a download named `filename` (never cached: an export is personal data). */
export function sendCsv(reply: FastifyReply, filename: string, header: string[], rows: CsvCell[][]) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(toCsv(header, rows));
}

/**
 * The schema parts of an export route for /api/docs: its 200 is the CSV, its errors stay JSON
 * (`{ statusCode, error, message }`), so both types are listed.
 */
export const csvExport = {
  produces: ['text/csv', 'application/json'],
  response: z.string().describe('CSV: UTF-8 con BOM, separado por ";", con fila de encabezado'),
};
