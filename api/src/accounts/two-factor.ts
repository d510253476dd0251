import { randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { hashToken } from '../auth/tokens';
import type { createTwoFactorRepository } from '../plugins/app/repositories/two-factor';

type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;

/** TOTP of RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30 s. */
const ISSUER = 'Plataforma Juvenil';
/** One step either side absorbs a phone clock a little off; replay is blocked by `claimTimeStep`. */
const TOLERANCE_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l: codes are typed from paper. */
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

export async function newTotpSetup(email: string) {
  const secreto = generateSecret();
  const otpauthUrl = generateURI({ issuer: ISSUER, label: email, secret: secreto });
  const qr = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 });
  return { secreto, otpauthUrl, qr };
}

/** The time step of a valid, not yet used code, or null. */
export async function checkTotp(secret: string, code: string, lastTimeStep: number): Promise<number | null> {
  const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS, afterTimeStep: lastTimeStep });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Ten codes of 50 bits each, as `xxxxx-xxxxx`; only their hashes are stored. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(randomBytes(10), (b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

export const hashRecoveryCode = (code: string) => hashToken(code.replace('-', ''));

/** A current TOTP code (claimed, so it cannot be replayed) or, for sign-in, an unused recovery code. */
export async function verifySecondFactor(
  repository: TwoFactorRepository,
  userId: number,
  code: string,
  { allowRecovery = false } = {},
): Promise<boolean> {
  const record = await repository.findTwoFactor(userId);
  if (!record) return false;
  if (/^\d{6}$/.test(code)) {
    const step = await checkTotp(record.secret, code, record.lastTimeStep);
    return step !== null && (await repository.claimTimeStep(userId, step));
  }
  return allowRecovery && record.enabledAt !== null && (await repository.spendRecoveryCode(userId, hashRecoveryCode(code)));
}
