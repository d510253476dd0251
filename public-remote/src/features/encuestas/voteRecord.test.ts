import { VOTE_RECORD_KEY, hasVoted, recordVote, voteKey } from './voteRecord';

beforeEach(() => localStorage.clear());

describe('vote record', () => {
  it('stores encuesta_{pollId}_user_{userId} once under votosEncuestas', () => {
    recordVote(3, 7);
    recordVote(3, 7);
    expect(JSON.parse(localStorage.getItem(VOTE_RECORD_KEY)!)).toEqual(['encuesta_3_user_7']);
    expect(voteKey(3, 7)).toBe('encuesta_3_user_7');
  });

  it('is per user and per poll, and empty without a user', () => {
    recordVote(3, 7);
    expect(hasVoted(3, 7)).toBe(true);
    expect(hasVoted(3, 8)).toBe(false);
    expect(hasVoted(4, 7)).toBe(false);
    expect(hasVoted(3, undefined)).toBe(false);
  });

  it('treats a corrupted record as empty', () => {
    localStorage.setItem(VOTE_RECORD_KEY, '{not json');
    expect(hasVoted(3, 7)).toBe(false);
    recordVote(3, 7);
    expect(hasVoted(3, 7)).toBe(true);
  });
});
