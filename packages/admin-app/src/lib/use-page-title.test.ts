import { describe, expect, it } from 'vitest';
import { pageTitle } from './use-page-title.ts';

describe('pageTitle', () => {
  it('puts the most specific part first and the product last, skipping empty parts', () => {
    expect(pageTitle('Travelers')).toBe('Travelers · Packlight');
    expect(pageTitle('Maria Lopez', 'Travelers')).toBe('Maria Lopez · Travelers · Packlight');
    expect(pageTitle(undefined, ' ', 'Travelers')).toBe('Travelers · Packlight');
  });
});
