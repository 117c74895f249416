import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { loginPayloadSchema } from './schemas/auth.ts';
import { validationErrorSchema } from './schemas/common.ts';
import { validationErrorFrom } from './validation-error.ts';

const issuesOf = (schema: z.ZodMiniType, input: unknown) =>
  schema.safeParse(input).error?.issues ?? [];

describe('validationErrorFrom', () => {
  it("builds Laravel's 422 body with the count of further errors", () => {
    const body = validationErrorFrom(issuesOf(loginPayloadSchema, {}));
    expect(body).toEqual({
      message: 'The email field is required. (and 1 more error)',
      errors: {
        email: ['The email field is required.'],
        password: ['The password field is required.'],
      },
    });
    expect(validationErrorSchema.parse(body)).toEqual(body);
  });

  it('gives a single message alone and dots nested paths', () => {
    const schema = z.object({
      ids: z.array(z.number({ error: 'The ids.0 field must be a number.' })),
    });
    expect(validationErrorFrom(issuesOf(schema, { ids: ['x'] }))).toEqual({
      message: 'The ids.0 field must be a number.',
      errors: { 'ids.0': ['The ids.0 field must be a number.'] },
    });
  });

  it('files whole-input problems under request and counts plural errors', () => {
    const body = validationErrorFrom([
      { code: 'custom', path: [], message: 'A.', input: null },
      { code: 'custom', path: ['x'], message: 'B.', input: null },
      { code: 'custom', path: ['y'], message: 'C.', input: null },
    ]);
    expect(body.message).toBe('A. (and 2 more errors)');
    expect(Object.keys(body.errors)).toEqual(['request', 'x', 'y']);
  });
});
