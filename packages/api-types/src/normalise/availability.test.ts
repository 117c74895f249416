import { describe, expect, it } from 'vitest';
import { availabilityInputSchema, normaliseAvailability } from './availability.ts';

const monday = { checked: true, start_time: '9:00 AM', end_time: '5:00 PM' };

describe('normaliseAvailability', () => {
  it('reads the object shape', () => {
    expect(normaliseAvailability({ Monday: monday })).toEqual({ Monday: monday });
  });

  it('reads the JSON string shape', () => {
    expect(normaliseAvailability(JSON.stringify({ Monday: monday }))).toEqual({ Monday: monday });
  });

  it('matches day names in any case and drops what is not a day', () => {
    expect(
      normaliseAvailability({ monday: monday, Funday: monday, Tuesday: { checked: 'yes' } }),
    ).toEqual({ Monday: monday });
  });

  it('reads invalid JSON, JSON that is no object, and nothing as empty', () => {
    expect(normaliseAvailability('{not json')).toEqual({});
    expect(normaliseAvailability('[1,2]')).toEqual({});
    expect(normaliseAvailability(null)).toEqual({});
    expect(normaliseAvailability(undefined)).toEqual({});
  });

  it('has an input schema that refuses other types', () => {
    expect(availabilityInputSchema.safeParse(42).success).toBe(false);
  });
});
