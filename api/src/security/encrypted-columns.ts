import { normalizarCi } from '@plataforma/contracts';

/** The departments' codes a CI may carry after its number ('6234567 LP'): where it was issued. */
const EXTENSION = /^(.*?)[\s.-]*(?:LP|CB|SC|OR|PT|CH|TJ|BE|PD)\.?$/i;

/**
 * What an attendance record's CI is hashed and searched by (`asistencias.ci_indice`). The attendance
 * form takes the CI as free text, often with the department's code; a carnet (`normalizarCi`: number
 * and complement) is keyed without that code, so '6234567', '6234567 LP' and '6234567-lp' find the
 * same record (the code names the issuing office, not the person), while '623456' finds nothing. Any
 * other text is keyed as written (upper case, spaces collapsed); a blank CI has no key.
 */
export function asistenciaCiKey(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const number = EXTENSION.exec(trimmed)?.[1];
  return (number ? normalizarCi(number) : null) ?? normalizarCi(trimmed) ?? trimmed.toUpperCase().replace(/\s+/g, ' ');
}

/**
 * Every column the data key protects: what `npm run rotate-key` re-encrypts and the start checks. A
 * new personal field is encrypted in its repository and listed here, or a rotation would leave it
 * unreadable.
 */
export interface EncryptedTable {
  table: string;
  /** The primary key column (or columns), to write each row back. */
  key: string | string[];
  /** Columns holding `DataCipher.encrypt` output (or null). */
  columns: string[];
  /**
   * Keyed-hash columns (`DataCipher.index`) recomputed from the clear value of a column; a normalise
   * that answers null leaves the hash null (nothing to look up).
   */
  indexes?: { column: string; of: string; normalize?: (clear: string) => string | null }[];
}

export const ENCRYPTED_TABLES: EncryptedTable[] = [
  // The admins' TOTP secrets: with one, anyone could make their sign-in codes.
  { table: 'two_factor', key: 'user_id', columns: ['secret'] },
  // Stored idempotent answers (24 h): an answer may echo personal data (an affiliation's CI).
  { table: 'idempotency_keys', key: ['owner', 'key'], columns: ['body'] },
  // Affiliations: CI, birth date and phone; `ci_indice` is the keyed hash of the normalised CI.
  {
    table: 'afiliaciones',
    key: 'id',
    columns: ['ci', 'fecha_nacimiento', 'celular'],
    indexes: [{ column: 'ci_indice', of: 'ci', normalize: (ci) => normalizarCi(ci) ?? ci }],
  },
  // Attendance records (DESIGN §4): CI and phone; `ci_indice` is the keyed hash of `asistenciaCiKey`.
  { table: 'asistencias', key: 'id', columns: ['ci', 'celular'], indexes: [{ column: 'ci_indice', of: 'ci', normalize: asistenciaCiKey }] },
];
