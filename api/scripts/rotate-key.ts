/**
 * `npm run rotate-key`: re-encrypts the personal data (and its keyed hashes) under a new data key,
 * in one transaction. Stop the API first: a process still holding the old key cannot read what the
 * new one wrote.
 * - With DATA_KEY: give the new key as NEW_DATA_KEY; afterwards start the API with DATA_KEY set to it.
 * - Embedded default (the key file): a new key is made, written to `<key file>.new`, the data is
 *   rewritten, then the new file replaces the old one. A crash in between leaves the `.new` file,
 *   which the start then names if the keys do not match.
 */
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig, type Config } from '../src/config';
import { migrate, openDatabase } from '../src/db/client';
import { createDataCipher, loadDataKey, newDataKey, parseDataKey } from '../src/security/data-key';
import { rotateDataKey } from '../src/security/rotate';

export interface Rotation {
  from: string;
  to: string;
  rows: number;
}

export async function rotateKey(config: Config, newKey: string | undefined): Promise<Rotation> {
  if (config.dataKey && !newKey) throw new Error('Con DATA_KEY, indique la clave nueva en NEW_DATA_KEY. / With DATA_KEY, give the new key as NEW_DATA_KEY.');
  if (!config.dataKey && !existsSync(config.dataKeyFile)) throw new Error(`No hay clave que rotar: falta ${config.dataKeyFile}. / No key to rotate: ${config.dataKeyFile} is missing.`);
  const from = createDataCipher(loadDataKey(config));
  const next = newKey ?? newDataKey();
  const to = createDataCipher(parseDataKey(next));
  const pending = `${config.dataKeyFile}.new`;
  if (!config.dataKey) writeFileSync(pending, `${next}\n`, { mode: 0o600 });
  const { db, close } = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    const rows = await rotateDataKey(db, from, to);
    if (!config.dataKey) renameSync(pending, config.dataKeyFile);
    return { from: from.keyId, to: to.keyId, rows };
  } finally {
    await close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const config = loadConfig();
  try {
    const { from, to, rows } = await rotateKey(config, process.env.NEW_DATA_KEY || undefined);
    console.log(`Clave rotada: ${from} → ${to}; ${rows} registros cifrados de nuevo. / Key rotated; ${rows} rows re-encrypted.`);
    console.log(config.dataKey ? 'Inicie la API con DATA_KEY igual a NEW_DATA_KEY. / Start the API with DATA_KEY set to NEW_DATA_KEY.' : `Nueva clave en ${config.dataKeyFile}.`);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
