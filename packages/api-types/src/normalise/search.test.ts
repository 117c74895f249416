import { describe, expect, it } from 'vitest';
import { emptySearchGroups, normaliseSearchResults, searchResponseSchema } from './search.ts';

const groups = {
  partners: [{ id: 5, name: 'Lena Ortiz', business_name: 'Nomad Threads' }],
  travelers: [{ id: 12, name: 'Mina Park', email: 'mina@example.test' }],
  riders: [{ id: 8, first_name: 'Sam', last_name: 'Reyes' }],
};

describe('normaliseSearchResults', () => {
  it('keeps the grouped shape', () => {
    expect(normaliseSearchResults(searchResponseSchema.parse({ data: groups }))).toEqual({
      ...emptySearchGroups(),
      ...groups,
    });
  });

  it('fills missing groups with nothing', () => {
    expect(
      normaliseSearchResults(searchResponseSchema.parse({ data: { riders: groups.riders } })),
    ).toEqual({ ...emptySearchGroups(), riders: groups.riders });
  });

  it('groups the flat shape by type', () => {
    const flat = {
      data: [
        { type: 'rider', ...groups.riders[0] },
        { type: 'partner', ...groups.partners[0] },
        { type: 'traveler', ...groups.travelers[0] },
      ],
    };
    expect(normaliseSearchResults(searchResponseSchema.parse(flat))).toEqual({
      ...emptySearchGroups(),
      ...groups,
    });
  });

  it('keeps the palette groups of a scope=all answer', () => {
    const all = {
      ...groups,
      orders: [{ id: 1599, status: 'Pending', traveler_name: 'Mina Park', partner_name: null }],
      tickets: [{ id: 42, ticket_code: 'TCK-00042', subject: 'Late', status: 'Pending' }],
    };
    expect(normaliseSearchResults(searchResponseSchema.parse({ data: all }))).toEqual({
      ...emptySearchGroups(),
      ...all,
    });
  });

  it('refuses a flat hit of an unknown type', () => {
    const result = searchResponseSchema.safeParse({ data: [{ type: 'product', id: 1 }] });
    expect(result.success).toBe(false);
  });
});
