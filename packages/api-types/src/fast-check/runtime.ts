// What every module compile.ts writes runs on: the two answers besides a value, and the walkers of
// arrays and objects. No zod here: the app's first paint loads it.

/** The value breaks the contract, for sure. */
export const F: unique symbol = Symbol('fails');
/** The compiled code cannot tell: ask zod. */
export const A: unique symbol = Symbol('ask zod');

/** A compiled parser: what zod would give back, or `F`, or `A`. */
export type Parser = (value: unknown) => unknown;

/** The fields of an object's shape, in order, with the set of their names. */
type Shape = [key: string, parse: Parser][] & { names: ReadonlySet<string> };

/** An array whose every item its parser gives back, or the first item's `F` or `A`. */
export function arr(value: unknown[], parse: Parser): unknown {
  const out: unknown[] = [];
  for (const item of value) {
    const parsed = parse(item);
    if (typeof parsed === 'symbol') return parsed;
    out.push(parsed);
  }
  return out;
}

/** A shape's fields, named once for `obj`. */
export function shape(fields: [key: string, parse: Parser][]): Shape {
  return Object.assign(fields, { names: new Set(fields.map(([key]) => key)) });
}

/** How an object treats keys its shape does not name. */
export const unknownKeys = { refuse: 0, drop: 1, keep: 2 } as const;

/**
 * An object as zod builds it: the shape's fields in order (a missing optional one left out, a
 * default filled in), then the keys it does not name dropped, refused or kept.
 */
export function obj(value: unknown, fields: Shape, keep: 0 | 1 | 2): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return F;
  const input = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  let ask = false;
  for (const [key, parse] of fields) {
    const has = Object.hasOwn(input, key);
    const parsed = parse(has ? input[key] : undefined);
    if (parsed === F) return F;
    if (parsed === A) ask = true;
    else if (parsed !== undefined || has) out[key] = parsed;
  }
  for (const key of Object.keys(input)) {
    if (fields.names.has(key)) continue;
    if (keep === unknownKeys.refuse) return F;
    if (keep === unknownKeys.keep) out[key] = input[key];
  }
  return ask ? A : out;
}

/** A transform-free twin's parser: its refusal only says the value is not canonical. */
export function twin(parse: Parser): Parser {
  return (value) => {
    const parsed = parse(value);
    return parsed === F ? A : parsed;
  };
}
