import { describe, expect, it } from 'vitest';
import { alertTone } from './alert-tone.ts';

describe('alertTone', () => {
  it('reads colour names and utility classes', () => {
    expect(alertTone('green')).toBe('success');
    expect(alertTone('text-red-500')).toBe('danger');
    expect(alertTone('Orange')).toBe('warning');
    expect(alertTone('blue')).toBe('info');
    expect(alertTone('purple')).toBe('neutral');
    expect(alertTone(null)).toBe('neutral');
  });

  it('reads hex colours by hue', () => {
    expect(alertTone('#16a34a')).toBe('success');
    expect(alertTone('#DC2626')).toBe('danger');
    expect(alertTone('#f59e0b')).toBe('warning');
    expect(alertTone('#2563eb')).toBe('info');
    expect(alertTone('#f00')).toBe('danger');
    expect(alertTone('#6b7280')).toBe('neutral');
  });
});
