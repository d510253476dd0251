/** The message of a failed login/register: the error's own text, else the screen's default (SPEC §8). */
export const errorText = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;
