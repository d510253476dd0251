import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { toCsv } from './csv';

test('a CSV export starts with a BOM, separates with ";" and has a header row', () => {
  const csv = toCsv(['nombre', 'email'], [['Ana Pérez', 'ana@example.com']]);
  assert.ok(csv.startsWith('\uFEFFnombre;email\r\n'));
  assert.deepEqual(parse(csv, { bom: true, delimiter: ';' }), [
    ['nombre', 'email'],
    ['Ana Pérez', 'ana@example.com'],
  ]);
});

test('dates are written in ISO form and empty values as empty cells', () => {
  const csv = toCsv(['fecha', 'nota'], [[new Date('2026-03-01T14:30:00.000Z'), null]]);
  assert.deepEqual(parse(csv, { bom: true, delimiter: ';' })[1], ['2026-03-01T14:30:00.000Z', '']);
});

test('cells a spreadsheet would run as a formula are neutralised; separators and quotes survive', () => {
  const rows = [['=HYPERLINK("http://x","y")', '+1', '-2', '@SUM(A1)', 'a;b "c"', -3]];
  const [, parsed] = parse(toCsv(['a', 'b', 'c', 'd', 'e', 'n'], rows), { bom: true, delimiter: ';' });
  assert.deepEqual(parsed, [`'=HYPERLINK("http://x","y")`, "'+1", "'-2", "'@SUM(A1)", 'a;b "c"', '-3']);
});
