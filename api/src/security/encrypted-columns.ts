import { normalizarCi } from '@plataforma/contracts';

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
  /** Keyed-hash columns (`DataCipher.index`) recomputed from the clear value of a column. */
  indexes?: { column: string; of: string; normalize?: (clear: string) => string }[];
}

export const ENCRYPTED_TABLES: EncryptedTable[] = [
  // The admins' TOTP secrets: with one, anyone could make their sign-in codes.
  { table: 'two_factor', key: 'user_id', columns: ['secret'] },
  // Stored idempotent answers (24 h): an answer may echo personal data (an affiliation's CI).
  { table: 'idempotency_keys', key: ['owner', 'key'], columns: ['body'] },
  // Affiliations (#21): CI, birth date and phone; `ci_indice` is the keyed hash of the normalised CI.
  {
    table: 'afiliaciones',
    key: 'id',
    columns: ['ci', 'fecha_nacimiento', 'celular'],
    indexes: [{ column: 'ci_indice', of: 'ci', normalize: (ci) => normalizarCi(ci) ?? ci }],
  },
];
