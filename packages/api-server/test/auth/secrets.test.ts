import { describe, expect, it } from 'vitest';
import { SecretBox } from '../../src/auth/secrets.ts';

describe('SecretBox', () => {
  it('seals with the key and opens only with the same key', () => {
    const sealed = new SecretBox('key number one, long').seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(new SecretBox('key number one, long').open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(new SecretBox('another key entirely').open(sealed)).toBeNull();
  });
});
