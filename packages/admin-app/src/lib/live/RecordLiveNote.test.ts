import { describe, expect, it } from 'vitest';
import { viewersText } from './RecordLiveNote.tsx';

describe('viewersText', () => {
  it('names who else has the record open', () => {
    expect(viewersText([])).toBeNull();
    expect(viewersText(['Leo Adams'])).toBe('Leo Adams is viewing this');
    expect(viewersText(['Leo Adams', 'Ana Ruiz', 'Camila Patel'])).toBe(
      'Leo Adams, Ana Ruiz and Camila Patel are viewing this',
    );
  });
});
