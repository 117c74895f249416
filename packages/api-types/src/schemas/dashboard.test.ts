import { describe, expect, it } from 'vitest';
import { alertCardSchema, dashboardWidgetSchema } from './dashboard.ts';

describe('dashboard schemas', () => {
  it('reads widgets and alert cards', () => {
    expect(dashboardWidgetSchema.parse({ label: 'Active Partners', value: 42 })).toEqual({
      label: 'Active Partners',
      value: 42,
    });
    const card = {
      id: 1,
      label: 'Pending refunds',
      value: '3',
      description: '2 older than a week',
      descriptionColor: '#d97706',
      date: '2026-11-20T00:00:00Z',
    };
    expect(alertCardSchema.parse(card)).toEqual(card);
    expect(dashboardWidgetSchema.safeParse({ value: 1 }).error?.issues[0]?.path).toEqual(['label']);
  });
});
