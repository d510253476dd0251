import { createHash, randomBytes } from 'node:crypto';

/** Only the hash is stored, so a leaked database hands out no live session, reset link or code. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A random token of 256 bits, URL-safe. */
export const randomToken = () => randomBytes(32).toString('base64url');
