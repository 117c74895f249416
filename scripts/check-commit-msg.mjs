// The commit-msg hook (installed by `pnpm install` through simple-git-hooks): git's convention for
// a message. A subject of at most 72 characters in the imperative, then a blank line, then a body
// with the why and the figures. Merge, revert, fixup and squash subjects that git writes pass.
import { readFileSync } from 'node:fs';

const MAX_SUBJECT = 72;

/**
 * Lines of a message as git will store it: comments and trailing blank lines removed.
 * @param {string} text
 */
export function messageLines(text) {
  const lines = text.split('\n').filter((/** @type {string} */ line) => !line.startsWith('#'));
  while (lines.length > 0 && lines.at(-1)?.trim() === '') lines.pop();
  return lines;
}

/**
 * The rule each problem breaks, or an empty list for a message that follows the convention.
 * @param {string} text
 * @returns {string[]}
 */
export function commitMessageProblems(text) {
  const [subject = '', second] = messageLines(text);
  if (/^(Merge|Revert|fixup!|squash!|amend!) /.test(subject)) return [];
  const problems = [];
  if (subject.trim() === '') problems.push('The subject is empty.');
  if (subject.length > MAX_SUBJECT) {
    problems.push(
      `The subject has ${subject.length} characters; keep it to ${MAX_SUBJECT} and put the rest in the body.`,
    );
  }
  if (/[.:;,]$/.test(subject)) problems.push('The subject ends with punctuation.');
  const first = subject.split(/\s/, 1)[0] ?? '';
  if (first !== '' && !/^[A-Z]/.test(first))
    problems.push('Start the subject with a capital letter.');
  // Past tense and -ing forms ("Added", "Adding"); words that merely end so are let through.
  if (/^[A-Z][a-z]+(ed|ing)$/.test(first) && !/(eed|bed|ring|ding)$/.test(first.toLowerCase())) {
    problems.push(`Write the subject in the imperative ("Add", not "${first}").`);
  }
  if (second !== undefined && second.trim() !== '') {
    problems.push('Leave the second line blank, between the subject and the body.');
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: check-commit-msg.mjs <message file>');
    process.exit(2);
  }
  const problems = commitMessageProblems(readFileSync(file, 'utf8'));
  if (problems.length > 0) {
    console.error(`Commit message refused:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
}
