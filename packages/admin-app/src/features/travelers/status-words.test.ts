import { describe, expect, it } from 'vitest';
import { restoringAction, statusOutcome, travelersWord, undoneWords } from './status-words.ts';

describe('status words', () => {
  it('counts travelers in words', () => {
    expect(travelersWord(1)).toBe('1 traveler');
    expect(travelersWord(3)).toBe('3 travelers');
  });

  it('names the state a bulk change leaves the travelers in', () => {
    expect(statusOutcome.Deactivate).toEqual({ done: 'Suspended', verb: 'suspend' });
    expect(statusOutcome.Activate.done).toBe('Active');
  });

  it('undoes a change with the action that leads back to each earlier status', () => {
    expect(restoringAction.Active).toBe('Activate');
    expect(restoringAction.Suspended).toBe('Deactivate');
    expect(
      undoneWords([
        { status: 'Active', ids: [1, 2] },
        { status: 'Suspended', ids: [3] },
      ]),
    ).toBe('2 travelers back to Active, 1 traveler back to Suspended.');
  });
});
