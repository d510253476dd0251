import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { toCsv, toCsvRows } from './csv';

test('a CSV export starts with a BOM, separates with ";" and has a header row', () => {
  const csv = toCsv(['nombre', 'email'], [['Ana Pérez', 'ana@example.com']]);
  assert.ok(csv.startsWith('\uFEFFnombre;email\r\n'));
  assert.deepEqual(parse(csv, { bom: true, delimiter: ';' }), [
    ['nombre', 'email'],
    ['Ana Pérez', 'ana@example.com'],
  ]);
});

test("dates are written as Bolivia's clock shows them, numbers with a decimal comma, empty values as empty cells", () => {
  const rows = [[new Date('2026-03-01T14:30:00.000Z'), new Date('2026-03-01T02:05:00.000Z'), 33.3, 1234, 0, null, undefined]];
  const csv = toCsv(['fecha', 'madrugada', 'porcentaje', 'votos', 'cero', 'nota', 'otra'], rows);
  assert.deepEqual(parse(csv, { bom: true, delimiter: ';' })[1], ['2026-03-01 10:30', '2026-02-28 22:05', '33,3', '1234', '0', '', '']);
});

test('a report may have rows of their own length and blank lines (toCsvRows)', () => {
  const csv = toCsvRows([['Encuesta', '=peligro'], [], ['a', 'b', 'c']]);
  assert.equal(csv, "\uFEFFEncuesta;'=peligro\r\n\r\na;b;c\r\n");
});

test('cells a spreadsheet would run as a formula are neutralised; separators and quotes survive', () => {
  const rows = [['=HYPERLINK("http://x","y")', '+1', '-2', '@SUM(A1)', 'a;b "c"', -3]];
  const [, parsed] = parse(toCsv(['a', 'b', 'c', 'd', 'e', 'n'], rows), { bom: true, delimiter: ';' });
  assert.deepEqual(parsed, [`'=HYPERLINK("http://x","y")`, "'+1", "'-2", "'@SUM(A1)", 'a;b "c"', '-3']);
});
