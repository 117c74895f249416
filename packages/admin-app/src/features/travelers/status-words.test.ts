import { describe, expect, it } from 'vitest';
import { statusOutcome, travelersWord } from './status-words.ts';

describe('status words', () => {
  it('counts travelers in words', () => {
    expect(travelersWord(1)).toBe('1 traveler');
    expect(travelersWord(3)).toBe('3 travelers');
  });

  it('names the state a bulk change leaves the travelers in', () => {
    expect(statusOutcome.Deactivate).toEqual({ done: 'Suspended', verb: 'suspend' });
    expect(statusOutcome.Activate.done).toBe('Active');
  });
});
