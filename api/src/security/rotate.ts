import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type DataCipher, isEncrypted } from './data-key';
import { ENCRYPTED_TABLES, type EncryptedTable } from './encrypted-columns';

type Row = Record<string, string | number | null>;

/** The clear text of a stored value: encrypted by `from`, or clear from before encryption existed. */
const clearOf = (from: DataCipher, stored: string) => (isEncrypted(stored) ? from.decrypt(stored) : stored);

async function rewrite(tx: Pick<Database, 'execute'>, spec: EncryptedTable, from: DataCipher, to: DataCipher, onlyClear: boolean): Promise<number> {
  const keys = [spec.key].flat();
  const names = [...keys, ...spec.columns];
  const { rows } = await tx.execute<Row>(sql`SELECT ${sql.join(names.map((n) => sql.identifier(n)), sql`, `)} FROM ${sql.identifier(spec.table)} FOR UPDATE`);
  let changed = 0;
  for (const row of rows) {
    const clear: Record<string, string | null> = {};
    for (const column of spec.columns) {
      const stored = row[column];
      clear[column] = typeof stored === 'string' ? clearOf(from, stored) : null;
    }
    if (onlyClear && spec.columns.every((column) => row[column] === null || isEncrypted(String(row[column])))) continue;
    const sets = [
      ...spec.columns.map((column) => sql`${sql.identifier(column)} = ${clear[column] === null ? null : to.encrypt(clear[column]!)}`),
      ...(spec.indexes ?? []).map(({ column, of, normalize = (v: string): string | null => v }) => {
        const key = clear[of] === null ? null : normalize(clear[of]!);
        return sql`${sql.identifier(column)} = ${key === null ? null : to.index(key)}`;
      }),
    ];
    const where = sql.join(keys.map((key) => sql`${sql.identifier(key)} = ${row[key]}`), sql` AND `);
    await tx.execute(sql`UPDATE ${sql.identifier(spec.table)} SET ${sql.join(sets, sql`, `)} WHERE ${where}`);
    changed++;
  }
  return changed;
}

/**
 * Re-encrypts every protected column under `to` (and recomputes its keyed hashes), in one
 * transaction: a failure (a value no key here can read) changes nothing. Returns the rows rewritten.
 */
export async function rotateDataKey(db: Database, from: DataCipher, to: DataCipher): Promise<number> {
  return db.transaction(async (tx) => {
    let total = 0;
    for (const spec of ENCRYPTED_TABLES) total += await rewrite(tx, spec, from, to, false);
    await forgetFingerprints(tx);
    return total;
  });
}

/**
 * Idempotency fingerprints are keyed hashes of requests that are not kept, so they cannot be keyed
 * again: they are dropped with the old key (none may outlive it), and each stored answer (kept 24 h) is
 * replayed to the first retry of its key, whose fingerprint under the new key is kept from then on.
 */
const forgetFingerprints = (db: Pick<Database, 'execute'>) => db.execute(sql`UPDATE idempotency_keys SET fingerprint = NULL WHERE fingerprint IS NOT NULL`);

/**
 * At start: values stored in clear before encryption existed (TOTP secrets, attendance records' CI and
 * celular, of earlier versions) are encrypted and their keyed hashes filled, and a value another key
 * wrote stops the start with a message naming both keys, instead of failing later on one admin's
 * sign-in.
 */
export async function prepareEncryptedData(db: Database, cipher: DataCipher): Promise<void> {
  for (const spec of ENCRYPTED_TABLES) {
    const { rows } = await db.execute<Row>(sql`SELECT ${sql.join(spec.columns.map((n) => sql.identifier(n)), sql`, `)} FROM ${sql.identifier(spec.table)}`);
    for (const row of rows) {
      for (const column of spec.columns) {
        const stored = row[column];
        if (typeof stored === 'string' && isEncrypted(stored) && stored.split('.')[1] !== cipher.keyId) {
          throw new Error(
            `La clave de datos (${cipher.keyId}) no es la que cifró los datos (${stored.split('.')[1]}): revise DATA_KEY o el archivo de clave. / ` +
              `The data key (${cipher.keyId}) is not the one that encrypted the data (${stored.split('.')[1]}): check DATA_KEY or the key file.`,
          );
        }
      }
    }
  }
  await db.transaction(async (tx) => {
    for (const spec of ENCRYPTED_TABLES) await rewrite(tx, spec, cipher, cipher, true);
  });
}
