import { hashToken, randomToken } from '../auth/tokens';
import type { createTwoFactorRepository } from '../plugins/app/repositories/two-factor';

type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;

const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Wrong codes per pending sign-in; then the password must be entered again (and the IP limit applies too). */
export const CHALLENGE_MAX_ATTEMPTS = 5;

/** The password was right and a second step is due: a short-lived token instead of a session. */
export async function startChallenge(repository: TwoFactorRepository, userId: number) {
  const token = randomToken();
  await repository.createChallenge(userId, hashToken(token), new Date(Date.now() + CHALLENGE_TTL_MS));
  return { verificacionRequerida: true as const, token };
}

/** The challenge's user if the token is live (spending one attempt), else undefined. */
export async function challengeUser(repository: TwoFactorRepository, token: string): Promise<number | undefined> {
  return (await repository.attemptChallenge(hashToken(token), CHALLENGE_MAX_ATTEMPTS))?.userId;
}

export const endChallenge = (repository: TwoFactorRepository, token: string) => repository.deleteChallenge(hashToken(token));
