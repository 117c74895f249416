/** The name the downloaded recovery codes are saved under. */
export const recoveryCodesFileName = 'packlight-recovery-codes.txt';

/** How long 'Copied' shows after copying the codes (docs/product/part-2.md §9). */
export const copiedFeedbackMs = 2000;

/**
 * The recovery codes as a text file: a line saying what they are, then one code per line, so a
 * person who finds the file later knows what it is for.
 */
export function recoveryCodesText(codes: readonly string[], account: string): string {
  return [
    `Packlight recovery codes for ${account}`,
    'Each code signs you in once if you lose your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}
