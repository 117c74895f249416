import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { actionAnswerOf, dataOrBare } from './common.ts';
import { listAnswerOf, listQuerySchema } from './list.ts';
import { attributeName } from './messages.ts';
import { caseInsensitiveEnum, commaListSchema, countSchema, moneySchema } from './values.ts';
import { fieldErrors } from '../testing.ts';

describe('moneySchema', () => {
  it('reads dollars from numbers and decimal strings', () => {
    expect(moneySchema.parse(12.5)).toBe(12.5);
    expect(moneySchema.parse('1234.50')).toBe(1234.5);
  });

  it('refuses text that is not a number', () => {
    expect(moneySchema.safeParse('$12').success).toBe(false);
  });
});

describe('countSchema', () => {
  it('reads whole non-negative counts', () => {
    expect(countSchema.parse('3')).toBe(3);
    expect(countSchema.safeParse(1.5).success).toBe(false);
  });
});

describe('caseInsensitiveEnum', () => {
  const status = caseInsensitiveEnum(['Active', 'Pending'], { approved: 'Active' });

  it('gives the canonical spelling', () => {
    expect(status.parse(' active ')).toBe('Active');
    expect(status.parse('APPROVED')).toBe('Active');
  });

  it('refuses other values', () => {
    expect(status.safeParse('Gone').error?.issues[0]?.code).toBe('invalid_value');
  });
});

describe('commaListSchema', () => {
  it('reads arrays and comma-joined text', () => {
    expect(commaListSchema.parse('Brooklyn, Queens,')).toEqual(['Brooklyn', 'Queens']);
    expect(commaListSchema.parse(['Queens'])).toEqual(['Queens']);
  });
});

describe('attributeName', () => {
  it('names fields as Laravel does', () => {
    expect(attributeName('businessName')).toBe('business name');
    expect(attributeName('ownerId_front')).toBe('owner id front');
    expect(attributeName('password_confirmation')).toBe('password confirmation');
    expect(attributeName('Monday start time')).toBe('Monday start time');
  });
});

describe('answer envelopes', () => {
  it('wraps a bare payload in data', () => {
    const schema = dataOrBare(z.object({ redirect_url: z.url() }));
    const url = 'https://accounts.google.com/o/oauth2/auth?x=1';
    expect(schema.parse({ redirect_url: url })).toEqual({ data: { redirect_url: url } });
    expect(schema.parse({ data: { redirect_url: url } })).toEqual({ data: { redirect_url: url } });
    expect(schema.safeParse({ url }).success).toBe(false);
  });

  it('reads an action answer with or without the record', () => {
    const schema = actionAnswerOf(z.object({ id: z.number() }));
    expect(schema.parse({ success: true, message: 'Done' })).toEqual({
      success: true,
      message: 'Done',
    });
    expect(schema.safeParse({ message: 'Done' }).error?.issues[0]?.path).toEqual(['success']);
  });

  it('reads a list with optional paging', () => {
    const schema = listAnswerOf(z.object({ id: z.number() }));
    expect(schema.parse({ data: [{ id: 1 }] })).toEqual({ data: [{ id: 1 }] });
    const paged = { data: [], meta: { current_page: 2, per_page: 10, total: 11, last_page: 2 } };
    expect(schema.parse(paged)).toEqual(paged);
  });
});

describe('listQuerySchema', () => {
  it('reads optional paging from the query string', () => {
    expect(listQuerySchema.parse({})).toEqual({});
    expect(
      listQuerySchema.parse({ search: 'mina', page: '2', per_page: '25', dir: 'desc' }),
    ).toEqual({ search: 'mina', page: 2, per_page: 25, dir: 'desc' });
  });

  it('refuses nonsense paging', () => {
    expect(fieldErrors(listQuerySchema, { page: '0', per_page: '500', dir: 'up' })).toEqual({
      page: ['The page field must be at least 1.'],
      per_page: ['The per page field must be between 1 and 100.'],
      dir: ['The selected dir is invalid.'],
    });
  });
});
