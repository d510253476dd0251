import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { toBoliviaWallTime } from '@plataforma/contracts';

/**
 * A cell as the exports give it: a date is written as Bolivia's clock shows it ('2026-11-27 07:14'), a
 * number with a decimal comma ('33,3'), null and undefined as an empty cell.
 */
export type CsvCell = string | number | boolean | Date | null | undefined;

/**
 * What Spanish-locale spreadsheets open without asking: UTF-8 marked by a BOM, `;` between cells (the
 * comma is the decimal sign there), numbers with a decimal comma and no thousands separator, dates in
 * the ISO order every spreadsheet reads as a date, in Bolivia's time (docs/spec-notes.md "Exports").
 */
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
  if (value instanceof Date) {
    const wall = toBoliviaWallTime(value);
    return wall ? `${wall.day} ${wall.time}` : '';
  }
  if (typeof value === 'number') return String(value).replace('.', ',');
  const text = String(value);
  return typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
};

/** One CSV document, row by row (csv-stringify quotes what needs it); a row may be empty or of its own length. */
export function toCsvRows(rows: CsvCell[][]): string {
  return BOM + stringify(rows.map((row) => row.map(cell)), { delimiter: SEPARATOR, record_delimiter: 'windows' });
}

/** One CSV document: the header row, then one row per record. */
export const toCsv = (header: string[], rows: CsvCell[][]): string => toCsvRows([header, ...rows]);

/** Sends `toCsvRows(rows)` as a download named `filename` (never cached: an export is personal data). */
export function sendCsvRows(reply: FastifyReply, filename: string, rows: CsvCell[][]) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(toCsvRows(rows));
}

/** Sends `toCsv(header, rows)` as a download named `filename`. */
export const sendCsv = (reply: FastifyReply, filename: string, header: string[], rows: CsvCell[][]) => sendCsvRows(reply, filename, [header, ...rows]);

/**
 * The schema parts of an export route for /api/docs: its 200 is the CSV, its errors stay JSON
 * (`{ statusCode, error, message }`), so both types are listed.
 */
export const csvExport = {
  produces: ['text/csv', 'application/json'],
  response: z.string().describe('CSV: UTF-8 con BOM, separado por ";", con fila de encabezado; decimales con coma, fechas "AAAA-MM-DD HH:MM" en hora de Bolivia'),
};
