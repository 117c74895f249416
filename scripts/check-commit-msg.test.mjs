import { describe, expect, it } from 'vitest';
import { commitMessageProblems } from './check-commit-msg.mjs';

describe('commit-msg check', () => {
  it('passes a short imperative subject with a body after a blank line', () => {
    expect(
      commitMessageProblems('Stream whole lists through the resource\n\nWhy, and figures.\n'),
    ).toEqual([]);
    expect(commitMessageProblems('Seed demo data on first start\n')).toEqual([]);
  });

  it('refuses a subject over 72 characters', () => {
    expect(commitMessageProblems(`Add ${'x'.repeat(69)}`)).toEqual([
      'The subject has 73 characters; keep it to 72 and put the rest in the body.',
    ]);
  });

  it('refuses past tense, a lower-case start, a full stop and a missing blank line', () => {
    expect(commitMessageProblems('Added the bench')).toEqual([
      'Write the subject in the imperative ("Add", not "Added").',
    ]);
    expect(commitMessageProblems('fix the bench')).toEqual([
      'Start the subject with a capital letter.',
    ]);
    expect(commitMessageProblems('Fix the bench.')).toEqual(['The subject ends with punctuation.']);
    expect(commitMessageProblems('Fix the bench\nbecause')).toEqual([
      'Leave the second line blank, between the subject and the body.',
    ]);
  });

  it("ignores git's comment lines and lets git's own subjects through", () => {
    expect(
      commitMessageProblems('# Please enter the commit message\nFix the bench\n# comment'),
    ).toEqual([]);
    expect(commitMessageProblems("Merge branch 'kit' into main")).toEqual([]);
  });
});
