import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { authEndpoints, travelerEndpoints } from '../endpoints/index.ts';
import { caseInsensitiveEnum, moneySchema } from '../schemas/values.ts';
import { compileFastParsers } from './compile.ts';
import * as runtime from './runtime.ts';

// The compiled parsers must never contradict zod: a value they give back is exactly what zod
// gives back, and a refusal (F) is one zod makes too. Not knowing (A) is always allowed.

type Parser = (value: unknown) => unknown;
interface Compiled {
  parsers: Record<string, Parser>;
  A: symbol;
  F: symbol;
}

/** Runs a compiled module's source in this test (its `export`s read as assignments). */
function load(schemas: Record<string, z.ZodMiniType>): Compiled {
  const source = compileFastParsers(schemas)
    .replace(/^import \{ (.+) \} from .+;$/m, 'const { $1 } = runtime;')
    .replace(/^export \{ A, F, (.+) \};$/m, (_, list: string) => {
      const parsers = list.split(', ').map((entry) => entry.split(' as ').reverse().join(': '));
      return `return { parsers: { ${parsers.join(', ')} }, A, F };`;
    });
  return new Function('runtime', source)(runtime) as Compiled;
}

type Verdict = 'value' | 'fails' | 'ask';

/** Holds the compiled verdict on `value` against zod's; answers which it was. */
function judge(compiled: Compiled, name: string, schema: z.ZodMiniType, value: unknown): Verdict {
  const fast = compiled.parsers[name]!(value);
  const zod = schema.safeParse(value);
  if (fast === compiled.A) return 'ask';
  if (fast === compiled.F) {
    expect(zod.success, `F for ${JSON.stringify(value)}`).toBe(false);
    return 'fails';
  }
  expect(zod.success, `a value for ${JSON.stringify(value)}`).toBe(true);
  expect(fast).toStrictEqual(zod.data);
  // Key order too: a cache comparing JSON would see a difference.
  expect(JSON.stringify(fast)).toBe(JSON.stringify(zod.data));
  return 'value';
}

const traveler = {
  id: 1000,
  name: 'Noah Larsen',
  email: 'noah.larsen@yahoo.com',
  phone: '917-735-1165',
  country: 'United States',
  profile_photo: '/storage/demo/avatar-41.png',
  status: 'Active',
  order: [
    { id: 146, status: 'Delivered', created_at: '2026-01-30T14:02:32+00:00' },
    { id: 976, status: 'Completed', created_at: '2026-06-04T17:24:18+00:00', total_price: 12.5 },
  ],
  last_active: '2026-11-07T10:49:07+00:00',
};
const travelerPage = {
  data: [traveler, { ...traveler, id: 999, status: 'Suspended', order: [], phone: null }],
  meta: { current_page: 1, per_page: 10, total: 1000, last_page: 100 },
};
const user = {
  id: 1,
  type: 'admin',
  name: 'Admin Packlight',
  first_name: 'Admin',
  last_name: 'Packlight',
  email: 'admin@packlight.dev',
  phone: null,
  profile_photo: null,
  two_factor_method: null,
  two_factor_secret: null,
  created_at: '2026-11-24T03:38:22.114Z',
};
const travelerDetail = {
  data: {
    ...traveler,
    created_at: '2025-01-02T03:04:05+00:00',
    total_amount_spent: 310.25,
    last_order_at: '2026-06-04T17:24:18+00:00',
    addresses: [
      {
        id: 5,
        type: 'shipping',
        name: 'Home',
        address: '1 Main St',
        latitude: 40.7,
        longitude: -74,
      },
    ],
    order: [
      {
        id: 976,
        status: 'Completed',
        items: [{ id: 1, product_name: 'Rain jacket', price: 40, quantity: 2, total: 80 }],
        transactions: [{ id: 'tx_1', amount: 80, status: 'paid' }],
        rider: { id: 3, name: 'Rita Rider', latitude: 40.71, longitude: -74.01 },
        partner: { id: 9, business_name: 'Packs & Co', addresses: [] },
      },
    ],
  },
};

const mutations: unknown[] = [
  null,
  'x',
  '',
  ' Active',
  'active',
  'Suspended',
  0,
  -1,
  1.5,
  '12.50',
  ' 12.5 ',
  Number.POSITIVE_INFINITY,
  true,
  [],
  {},
  [1],
  [{ id: 1 }],
  { id: 'x' },
  1e20,
  'a@b.co',
  'not an email',
  'shipping',
];

function* paths(value: unknown, path: (string | number)[] = []): Generator<(string | number)[]> {
  if (value === null || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value)) {
    const next = [...path, Array.isArray(value) ? Number(key) : key];
    yield next;
    yield* paths(child, next);
  }
}

/** A copy of `root` with the value at `path` set to `value`, or removed. */
function changed(root: unknown, path: (string | number)[], change: { to: unknown } | 'remove') {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (change !== 'remove') parent[last] = change.to;
  else if (Array.isArray(parent)) parent.splice(Number(last), 1);
  else delete parent[last];
  return copy;
}

describe('compiled response parsers', () => {
  const schemas = {
    travelerList: travelerEndpoints.list.response,
    travelerDetail: travelerEndpoints.detail.response,
    userAnswer: authEndpoints.user.response,
  };
  const compiled = load(schemas);

  it('give back canonical answers as zod does, without asking zod', () => {
    expect(judge(compiled, 'travelerList', schemas.travelerList, travelerPage)).toBe('value');
    expect(judge(compiled, 'travelerDetail', schemas.travelerDetail, travelerDetail)).toBe('value');
    // Both shapes of GET /user, and the keys the contract does not name dropped as zod drops them.
    expect(judge(compiled, 'userAnswer', schemas.userAnswer, { data: user })).toBe('value');
    expect(judge(compiled, 'userAnswer', schemas.userAnswer, { data: { data: user } })).toBe(
      'value',
    );
    expect(compiled.parsers.userAnswer!({ data: user })).toEqual({
      data: { ...user, created_at: undefined },
    });
  });

  it('never contradict zod, whatever one value in an answer is changed to', () => {
    const verdicts = { value: 0, fails: 0, ask: 0 };
    const cases: [keyof typeof schemas, unknown][] = [
      ['travelerList', travelerPage],
      ['travelerDetail', travelerDetail],
      ['userAnswer', { data: user }],
      ['userAnswer', { data: { data: user } }],
    ];
    for (const [name, answer] of cases) {
      for (const path of paths(answer)) {
        const variants = [
          ...mutations.map((to) => changed(answer, path, { to })),
          changed(answer, path, 'remove'),
          changed(answer, [...path.slice(0, -1), 'unnamed_key'], { to: 1 }),
        ];
        for (const variant of variants) verdicts[judge(compiled, name, schemas[name], variant)]++;
      }
    }
    // Most changes are decided without zod; only the forms a transform reads are left to it.
    // 2,520 variants: most are decided here (805 values, 1,525 refusals when written); the forms
    // only a transform reads go to zod.
    expect(verdicts.value).toBeGreaterThan(700);
    expect(verdicts.fails).toBeGreaterThan(1400);
    expect(verdicts.ask).toBeLessThan(300);
  });

  it('leave to zod what only a transform reads, and let zod decide it', () => {
    const status = caseInsensitiveEnum(['Active', 'Suspended']);
    const own = load({ status, money: moneySchema });
    // Canonical: decided here. Another spelling: zod's transform reads it.
    expect(judge(own, 'status', status, 'Active')).toBe('value');
    expect(judge(own, 'status', status, ' active')).toBe('ask');
    expect(status.safeParse(' active').data).toBe('Active');
    expect(judge(own, 'status', status, 'Banned')).toBe('ask');
    // A decimal as a number is decided here; as Laravel's string, zod turns it into a number.
    expect(judge(own, 'money', moneySchema, 12.5)).toBe('value');
    expect(judge(own, 'money', moneySchema, '12.50')).toBe('ask');
    expect(judge(own, 'money', moneySchema, false)).toBe('fails');
  });

  it('follow zod on the parts of a schema it reads', () => {
    const schema = z.object({
      strict: z.strictObject({ a: z.string() }),
      loose: z.looseObject({ a: z.string() }),
      kind: z._default(z.string().check(z.minLength(1)), 'admin'),
      email: z.email(),
      code: z.string().check(z.regex(/^\d{6}$/), z.maxLength(6)),
      count: z.number().check(z.int(), z.gte(0), z.lte(10)),
      either: z.union([z.object({ data: z.number() }), z.object({ id: z.number() })]),
      choice: z.enum(['a', 'b']),
      flag: z.literal(true),
    });
    const own = load({ schema });
    const base = {
      strict: { a: 'x' },
      loose: { a: 'x', more: 1 },
      email: 'a@b.co',
      code: '123456',
      count: 3,
      either: { id: 1 },
      choice: 'a',
      flag: true,
    };
    expect(judge(own, 'schema', schema, base)).toBe('value');
    expect(own.parsers.schema!(base)).toMatchObject({ kind: 'admin', loose: { more: 1 } });
    for (const [path, to] of [
      ['strict', { a: 'x', b: 1 }],
      ['email', 'nope'],
      ['code', '12345'],
      ['count', 11],
      ['count', 2.5],
      ['either', { data: 'x' }],
      ['choice', 'c'],
      ['flag', false],
      ['kind', ''],
    ] as const) {
      expect(judge(own, 'schema', schema, { ...base, [path]: to }), path).toBe('fails');
    }
    // A check it does not read (a refinement) leaves the whole value to zod.
    const refined = z.string().check(z.refine((value) => value !== 'no'));
    expect(judge(load({ refined }), 'refined', refined, 'yes')).toBe('ask');
  });
});
