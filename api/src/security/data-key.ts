import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Personal data at rest: CI, birth date and phone of an affiliation, CI and phone of an
 * attendance record, and the admins' TOTP secrets, are stored encrypted with AES-256-GCM under the data key (DATA_KEY, or the embedded
 * default's key file). A database dump or backup then holds none of them in clear. Equality lookups
 * (a CI already held, a search by CI) and idempotency fingerprints use keyed hashes (HMAC-SHA256, each
 * under its own derived key), never the clear value nor a plain hash of it.
 *
 * A stored value reads `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url): the key id (8 hex of the
 * key's SHA-256) tells which key wrote it, so a rotation can be checked and resumed.
 */
const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;

export interface DataCipher {
  /** Which key this is (8 hex characters): never the key itself. */
  readonly keyId: string;
  encrypt(text: string): string;
  /** The clear text of a stored value; throws in Spanish when another key wrote it or it was altered. */
  decrypt(stored: string): string;
  /** A keyed hash of `value`, for unique indexes and exact-match search without the clear value. */
  index(value: string): string;
  /**
   * A keyed hash of a request, to tell a retry from another request under the same Idempotency-Key
   * (its own derived key): a dump then holds nothing a guess of the body can be checked against.
   */
  fingerprint(request: string): string;
}

/** A value `encrypt` wrote (anything else is clear text from before encryption, e.g. an old TOTP secret). */
export const isEncrypted = (stored: string) => stored.startsWith(`${VERSION}.`);

/** DATA_KEY as given: 32 bytes in base64 (44 characters) or hex (64). */
export function parseDataKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== KEY_BYTES) {
    throw new Error(
      'DATA_KEY debe ser una clave de 32 bytes en base64 o hexadecimal (p. ej. `openssl rand -base64 32`). / ' +
        'DATA_KEY must be a 32-byte key in base64 or hex (e.g. `openssl rand -base64 32`).',
    );
  }
  return key;
}

/** A new random key, written as DATA_KEY expects it. */
export const newDataKey = () => randomBytes(KEY_BYTES).toString('base64');

/** One key per purpose, derived from the data key: the cipher's and the index's never coincide. */
const derive = (key: Buffer, purpose: string) => Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `plataforma-juvenil ${purpose}`, KEY_BYTES));

export function createDataCipher(key: Buffer): DataCipher {
  const encryptionKey = derive(key, 'aes-256-gcm');
  const indexKey = derive(key, 'hmac-index');
  const fingerprintKey = derive(key, 'hmac-idempotency');
  const keyId = createHash('sha256').update(key).digest('hex').slice(0, 8);
  return {
    keyId,
    encrypt(text) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      const ciphertext = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return [VERSION, keyId, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
    },
    decrypt(stored) {
      const [version, writtenBy, iv, tag, ciphertext] = stored.split('.');
      if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('Dato cifrado con un formato desconocido.');
      if (writtenBy !== keyId) throw new Error(`Dato cifrado con otra clave (${writtenBy}); la clave actual es ${keyId}.`);
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },
    index(value) {
      return createHmac('sha256', indexKey).update(value).digest('hex');
    },
    fingerprint(request) {
      return createHmac('sha256', fingerprintKey).update(request).digest('hex');
    },
  };
}

export interface KeySource {
  /** DATA_KEY, when given. */
  dataKey?: string;
  /** Where the embedded default keeps its key when DATA_KEY is not given. */
  dataKeyFile: string;
}

/**
 * The data key: DATA_KEY when given; otherwise the key file (created on first start, readable by
 * this user only). `onCreated` hears where a new key file was written, so the start can say so.
 */
export function loadDataKey({ dataKey, dataKeyFile }: KeySource, onCreated: (path: string) => void = () => {}): Buffer {
  if (dataKey) return parseDataKey(dataKey);
  if (existsSync(dataKeyFile)) return parseDataKey(readFileSync(dataKeyFile, 'utf8'));
  mkdirSync(dirname(dataKeyFile), { recursive: true });
  writeFileSync(dataKeyFile, `${newDataKey()}\n`, { mode: 0o600, flag: 'wx' });
  // The mode of a new file is also cut by the umask; make sure it is 0600 whatever the umask.
  chmodSync(dataKeyFile, 0o600);
  onCreated(dataKeyFile);
  return parseDataKey(readFileSync(dataKeyFile, 'utf8'));
}
