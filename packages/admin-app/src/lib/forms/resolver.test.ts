import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { contractErrors, contractResolver, fieldErrorsResolver } from './resolver.ts';

const schema = z.object({
  email: z.string().check(z.minLength(1, 'The email field is required.')),
  latitude: z.number('The address field is required.'),
});

describe('contractErrors', () => {
  it("gives the schema's first message per field, mapped to the form's fields", () => {
    expect(contractErrors(schema, { email: '' })).toEqual({
      email: 'The email field is required.',
      latitude: 'The address field is required.',
    });
    expect(contractErrors(schema, { email: '' }, { email: 'email', latitude: 'address' })).toEqual({
      email: 'The email field is required.',
      address: 'The address field is required.',
    });
    expect(contractErrors(schema, { email: 'a@b.co', latitude: 1 })).toEqual({});
  });
});

describe('the resolvers', () => {
  const options = { fields: {}, shouldUseNativeValidation: false } as const;

  it('hand react-hook-form the messages, or the values when there are none', async () => {
    const resolver = contractResolver(schema, (values: { email: string }) => ({
      ...values,
      latitude: 1,
    }));
    expect(await resolver({ email: '' }, undefined, options)).toEqual({
      values: {},
      errors: { email: { type: 'validate', message: 'The email field is required.' } },
    });
    expect(await resolver({ email: 'a@b.co' }, undefined, options)).toEqual({
      values: { email: 'a@b.co' },
      errors: {},
    });
  });

  it('take an async verdict and leave out empty messages', async () => {
    const resolver = fieldErrorsResolver(async (values: { name: string }) => ({
      name: values.name ? undefined : 'The name field is required.',
    }));
    expect((await resolver({ name: 'Ada' }, undefined, options)).errors).toEqual({});
    expect((await resolver({ name: '' }, undefined, options)).errors).toEqual({
      name: { type: 'validate', message: 'The name field is required.' },
    });
  });
});
