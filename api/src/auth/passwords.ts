import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with its default costs (19 MiB, t=2), the OWASP baseline. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain);
}

/** False (never a throw) for a wrong password or a malformed stored hash. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}
