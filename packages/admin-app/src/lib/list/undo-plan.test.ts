import { describe, expect, it } from 'vitest';
import { statusActionBack, undoPlan } from './undo-plan.ts';

describe('undoPlan', () => {
  it('puts each moved record back in its own earlier status', () => {
    expect(
      undoPlan(
        [
          { id: 1, status: 'Active' },
          { id: 2, status: 'Suspended' },
          { id: 3, status: 'Active' },
          { id: 4, status: 'Pending' },
        ],
        'Suspended',
      ),
    ).toEqual([
      { status: 'Active', ids: [1, 3] },
      { status: 'Pending', ids: [4] },
    ]);
  });

  it('has nothing to send when no record changed', () => {
    expect(undoPlan([{ id: 7, status: 'Active' }], 'Active')).toEqual([]);
  });
});

describe('statusActionBack', () => {
  it('leads back to Active with accept and to Suspended with suspended, and never to Pending', () => {
    expect(statusActionBack('Active')).toBe('accept');
    expect(statusActionBack('Suspended')).toBe('suspended');
    expect(statusActionBack('Pending')).toBeNull();
  });
});
