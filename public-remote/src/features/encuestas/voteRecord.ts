/** spec-notes §3: the browser-local vote record, a list of `encuesta_{pollId}_user_{userId}` under votosEncuestas. */
export const VOTE_RECORD_KEY = 'votosEncuestas';

export const voteKey = (pollId: number, userId: number) => `encuesta_${pollId}_user_${userId}`;

function readRecord(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(VOTE_RECORD_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    // A corrupted record is treated as empty: the server's yaVotaste still protects the vote.
    return [];
  }
}

export function hasVoted(pollId: number, userId: number | undefined): boolean {
  return userId !== undefined && readRecord().includes(voteKey(pollId, userId));
}

/** Drops the record of a vote the server no longer holds (an admin removed or renamed that option). */
export function forgetVote(pollId: number, userId: number): void {
  const key = voteKey(pollId, userId);
  const record = readRecord();
  if (record.includes(key)) localStorage.setItem(VOTE_RECORD_KEY, JSON.stringify(record.filter((item) => item !== key)));
}

export function recordVote(pollId: number, userId: number): void {
  const key = voteKey(pollId, userId);
  const record = readRecord();
  if (!record.includes(key)) localStorage.setItem(VOTE_RECORD_KEY, JSON.stringify([...record, key]));
}
