import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { idParam } from '../endpoint.ts';
import { validationErrorFrom } from '../validation-error.ts';
import { idField, idListField } from './fields.ts';
import { maxId, maxIdsPerCall } from './ids.ts';
import { listQuerySchema } from './list.ts';

const messagesOf = (schema: z.ZodMiniType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('ids', () => {
  it('read a path id from plain digits only, within the serial range', () => {
    expect(idParam.parse('42')).toBe(42);
    expect(idParam.parse(String(maxId))).toBe(maxId);
    for (const text of [
      '0x10',
      '1e3',
      ' 7',
      '7 ',
      '+7',
      '007',
      '0',
      String(maxId + 1),
      '9'.repeat(400),
    ]) {
      expect(idParam.safeParse(text).success, text).toBe(false);
    }
  });

  it('answer "selected ... invalid" for a body id past the range, as a number or as text', () => {
    const schema = z.object({ order_id: idField('order_id') });
    expect(messagesOf(schema, { order_id: maxId + 1 })).toEqual([
      'The selected order id is invalid.',
    ]);
    expect(messagesOf(schema, { order_id: '99999999999999999999' })).toEqual([
      'The selected order id is invalid.',
    ]);
    expect(messagesOf(schema, { order_id: '0x10' })).toEqual([
      'The order id field must be an integer.',
    ]);
    expect(schema.parse({ order_id: String(maxId) })).toEqual({ order_id: maxId });
  });

  it(`cap a list at ${maxIdsPerCall} ids with one clear message`, () => {
    const schema = z.object({ ids: idListField('ids') });
    const many = Array.from({ length: maxIdsPerCall + 1 }, (_, index) => index + 1);
    expect(messagesOf(schema, { ids: many })).toEqual([
      `The ids field must not have more than ${maxIdsPerCall} items.`,
    ]);
    expect(schema.parse({ ids: many.slice(1) }).ids).toHaveLength(maxIdsPerCall);
  });

  it('read page numbers from digits only', () => {
    expect(listQuerySchema.parse({ page: '3', per_page: '20' })).toMatchObject({
      page: 3,
      per_page: 20,
    });
    for (const page of ['0x10', '1e3', '1.5', '1'.repeat(20)]) {
      expect(listQuerySchema.safeParse({ page }).success, page).toBe(false);
    }
  });
});

describe('validationErrorFrom and object property names', () => {
  it('files a field named after a built-in property like any other', () => {
    const names = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'];
    const body = validationErrorFrom(
      names.map((name) => ({
        code: 'custom' as const,
        path: [name],
        message: `${name}!`,
        input: null,
      })),
    );
    expect(body.message).toBe('constructor! (and 4 more errors)');
    for (const name of names)
      expect(Object.getOwnPropertyDescriptor(body.errors, name)?.value).toEqual([`${name}!`]);
  });
});
