import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { endpointName } from './endpoint.ts';
import { listEndpoints } from './endpoints/index.ts';
import { partnerFormPayloadSchema } from './schemas/partner-payloads.ts';
import { validationErrorFrom } from './validation-error.ts';

/**
 * The contract is built on zod/mini, which loads no locale: any issue without a message of our own
 * would read "Invalid input". Every message a 422 can carry must therefore be written in the
 * schema, in Laravel's words.
 */
const genericMessage = 'Invalid input';

describe('messages under zod/mini', () => {
  it('runs without a locale, so no default message can pass for ours', () => {
    expect(z.config().localeError).toBeUndefined();
  });

  it("answers a bad partner form with Laravel's 422 body", () => {
    const result = partnerFormPayloadSchema.safeParse({
      businessName: ' ',
      email: 'not-an-email',
      phone: '12345',
      ownerName: 42,
      address: 'x'.repeat(501),
      latitude: '91',
      longitude: 'east',
      tax_id: '12-34',
      availability: '{"Monday": {"checked": true, "start_time": "25:00 AM"}}',
      profileImage: new File(['gif'], 'photo.gif', { type: 'image/gif' }),
    });
    expect(result.success).toBe(false);
    expect(validationErrorFrom(result.error?.issues ?? [])).toEqual({
      message: 'The business name field is required. (and 10 more errors)',
      errors: {
        businessName: ['The business name field is required.'],
        email: ['The email field must be a valid email address.'],
        phone: ['The phone field format is invalid.'],
        ownerName: ['The owner name field must be a string.'],
        address: ['The address field must not be greater than 500 characters.'],
        latitude: ['The latitude field must be between -90 and 90.'],
        longitude: ['The longitude field must be a number.'],
        tax_id: ['The tax id field format is invalid.'],
        'availability.Monday.start_time': ['The Monday start time field format is invalid.'],
        'availability.Monday.end_time': ['The Monday end time field is required.'],
        profileImage: ['The profile image field must be a file of type: png, jpg, jpeg.'],
      },
    });
  });

  // Values a client may send in place of a field: missing, blank, the wrong type, too long.
  const oddValues: unknown[] = [
    undefined,
    null,
    '',
    ' ',
    'x',
    'x'.repeat(6000),
    0,
    -1,
    1.5,
    true,
    [],
    ['x'],
    [0],
    {},
    { Monday: 'open' },
    { Monday: { checked: 'yes', start_time: 9 } },
  ];

  const requests = listEndpoints()
    .filter((endpoint) => endpoint.requestKind !== 'none')
    .map((endpoint) => [endpointName(endpoint), endpoint.request] as const);

  it.each(requests)('%s words every refusal itself', (_, request) => {
    const shape = (request as unknown as { shape?: Record<string, unknown> }).shape ?? {};
    const pipedShape =
      (request as unknown as { def: { in?: { shape?: Record<string, unknown> } } }).def.in?.shape ??
      {};
    const fields = [...Object.keys(shape), ...Object.keys(pipedShape), 'unexpected'];
    const messages = new Set<string>();
    for (const field of fields) {
      for (const value of oddValues) {
        const result = request.safeParse({ [field]: value });
        for (const issue of result.error?.issues ?? []) messages.add(issue.message);
      }
    }
    expect([...messages].filter((message) => message === genericMessage)).toEqual([]);
  });
});
