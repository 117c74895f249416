// Compiles response schemas into the source of a zod-free module: for each schema, a function
// that gives back exactly what zod's parse would (the same output, keys in the same order, keys
// the shape does not name dropped), or one of two answers when it does not: `F`, the value breaks
// the contract for sure; `A`, it cannot tell (a transform, a check it does not read). The caller
// then asks zod, which decides and words the error. So an answer in canonical form is checked
// without loading zod, and zod stays the judge of the rest (docs/product/decisions.md D39).
// Hand-written because the compilers on npm (zod-aot, zod-compiler) keep zod at run time for
// their errors and transforms, and the point here is a first paint without zod.
import type * as z from 'zod/mini';
import type { Endpoint } from '../endpoint.ts';
import { fastTwinOf } from '../schemas/fast-twin.ts';
import { unknownKeys } from './runtime.ts';

interface Def {
  type: string;
  format?: string;
  pattern?: RegExp;
  coerce?: boolean;
  checks?: { _zod: { def: CheckDef } }[];
  shape?: Record<string, z.ZodMiniType>;
  catchall?: z.ZodMiniType;
  innerType?: z.ZodMiniType;
  element?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  in?: z.ZodMiniType;
  out?: z.ZodMiniType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  defaultValue?: unknown;
}
interface CheckDef {
  check: string;
  format?: string;
  value?: unknown;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  length?: number;
  pattern?: RegExp;
}

const defOf = (schema: z.ZodMiniType): Def =>
  (schema as unknown as { _zod: { def: Def } })._zod.def;

/** zod's string formats that are one regular expression test (`def.pattern`), no more. */
const patternFormats = new Set(['email', 'regex', 'uuid', 'guid', 'cuid', 'cuid2', 'ulid']);

/** Source of a check on `v`, or null for a check this compiler does not know. */
function checkSource(check: CheckDef, subject: 'string' | 'number' | 'array'): string | null {
  const size = subject === 'number' ? null : 'v.length';
  const bound = typeof check.value === 'number' ? check.value : null;
  switch (check.check) {
    case 'number_format':
      return check.format === 'safeint' ? 'Number.isSafeInteger(v)' : null;
    case 'greater_than':
      return bound === null ? null : `v ${check.inclusive ? '>=' : '>'} ${bound}`;
    case 'less_than':
      return bound === null ? null : `v ${check.inclusive ? '<=' : '<'} ${bound}`;
    case 'min_length':
      return size && `${size} >= ${check.minimum}`;
    case 'max_length':
      return size && `${size} <= ${check.maximum}`;
    case 'length_equals':
      return size && `${size} === ${check.length}`;
    case 'string_format':
      return subject === 'string' && check.pattern && patternFormats.has(check.format ?? '')
        ? `${String(check.pattern)}.test(v)`
        : null;
    default:
      return null;
  }
}

/** Where compiled modules import their runtime from. */
const runtimeModule = '@packlight/api-types/fast-check/runtime';

/**
 * Compiles named schemas and endpoints into one module's source. It exports, under each name, a
 * schema's parser `(v) => output | F | A`, or an endpoint's address (method, path, how it sends
 * and answers) with `fast`, the parser of its answer; and `A` and `F`. Sub-schemas built alike
 * share one function.
 */
export function compileFastParsers(entries: Record<string, z.ZodMiniType | Endpoint>): string {
  const names = new Map<z.ZodMiniType, string>();
  const bodies = new Map<string, string>();
  const tables = new Map<string, string>();
  const functions: string[] = [];
  const ask = 'ask';
  let askUsed = false;

  function fn(schema: z.ZodMiniType): string {
    const known = names.get(schema);
    if (known) return known;
    const twin = fastTwinOf(schema);
    // A twin's refusal only says the value is not canonical: zod may still accept it.
    const body = twin ? `twin(${fn(twin)})` : bodyOf(schema);
    if (body === null) {
      names.set(schema, ask);
      askUsed = true;
      return ask;
    }
    // Schemas built alike (every `z.nullish(z.string())`) share one function.
    let name = bodies.get(body);
    if (!name) {
      name = `p${bodies.size}`;
      bodies.set(body, name);
      functions.push(twin ? `const ${name} = ${body};` : `const ${name} = (v) => ${body};`);
    }
    names.set(schema, name);
    return name;
  }

  /** `test` (with the schema's checks) decides; the value comes back as it is. */
  function plain(test: string, def: Def, subject: 'string' | 'number' | 'array' | null) {
    const parts = [test];
    for (const check of def.checks ?? []) {
      const source = subject && checkSource(check._zod.def, subject);
      // A check it cannot read (a refinement, a trim): the type alone still refuses for sure.
      if (!source) return `${test} ? A : F`;
      parts.push(source);
    }
    return `${parts.join(' && ')} ? v : F`;
  }

  function bodyOf(schema: z.ZodMiniType): string | null {
    const def = defOf(schema);
    if (def.coerce) return null;
    switch (def.type) {
      case 'string': {
        let test = `typeof v === 'string'`;
        if (def.format !== undefined) {
          // A format schema (z.email()) checks itself: one pattern, or something we leave to zod.
          if (!def.pattern || !patternFormats.has(def.format)) return null;
          test += ` && ${String(def.pattern)}.test(v)`;
        }
        return plain(test, def, 'string');
      }
      case 'number': {
        let test = `typeof v === 'number' && Number.isFinite(v)`;
        if (def.format !== undefined) {
          if (def.format !== 'safeint') return null;
          test += ' && Number.isSafeInteger(v)';
        }
        return plain(test, def, 'number');
      }
      case 'boolean':
        return plain(`typeof v === 'boolean'`, def, null);
      case 'null':
        return 'v === null ? v : F';
      case 'enum':
      case 'literal': {
        const values = def.type === 'enum' ? Object.values(def.entries!) : def.values!;
        if (!values.every((value) => ['string', 'number', 'boolean'].includes(typeof value))) {
          return null;
        }
        return `${values.map((value) => `v === ${JSON.stringify(value)}`).join(' || ')} ? v : F`;
      }
      case 'nullable':
        return `v === null ? v : ${fn(def.innerType!)}(v)`;
      case 'optional':
        return `v === undefined ? v : ${fn(def.innerType!)}(v)`;
      case 'default': {
        const value = def.defaultValue;
        if (value !== null && !['string', 'number', 'boolean'].includes(typeof value)) return null;
        return `v === undefined ? ${JSON.stringify(value)} : ${fn(def.innerType!)}(v)`;
      }
      case 'array': {
        const test = plain('Array.isArray(v)', def, 'array');
        if (!test.endsWith(' ? v : F')) return test;
        return `(${test.slice(0, -' ? v : F'.length)}) ? arr(v, ${fn(def.element!)}) : F`;
      }
      case 'pipe': {
        // A pipe hands `in`'s output to `out`. A transform there is zod's to run, unless `in`
        // already refuses the value.
        if (defOf(def.out!).type === 'transform') return `${fn(def.in!)}(v) === F ? F : A`;
        return `((r) => typeof r === 'symbol' ? r : ${fn(def.out!)}(r))(${fn(def.in!)}(v))`;
      }
      case 'union':
        // zod answers with the first option that accepts the value: an option that surely
        // refuses it passes the turn on; one that cannot tell leaves the whole union to zod.
        return def
          .options!.map((option) => fn(option))
          .reduceRight((rest, option) => `((r) => r === F ? ${rest} : r)(${option}(v))`, 'F');
      case 'object': {
        if (def.checks?.length) return null;
        const catchall = def.catchall === undefined ? 'strip' : defOf(def.catchall).type;
        const keep =
          catchall === 'strip'
            ? unknownKeys.drop
            : catchall === 'never'
              ? unknownKeys.refuse
              : catchall === 'unknown'
                ? unknownKeys.keep
                : null;
        if (keep === null) return null;
        const fields = Object.entries(def.shape!).map(
          ([key, field]) => `[${JSON.stringify(key)}, ${fn(field)}]`,
        );
        const table = `[${fields.join(', ')}]`;
        let name = tables.get(table);
        if (!name) {
          name = `t${tables.size}`;
          tables.set(table, name);
          functions.push(`const ${name} = shape(${table});`);
        }
        return `obj(v, ${name}, ${keep})`;
      }
      default:
        return null;
    }
  }

  // Exported by name from a list, so that a name like `export` is fine.
  let endpointCount = 0;
  const named = Object.entries(entries).map(([name, entry]) => {
    if (!('method' in entry)) return [name, fn(entry)] as const;
    const { method, path, requestKind, responseKind, fileName } = entry;
    const address = JSON.stringify({ method, path, requestKind, responseKind, fileName });
    const local = `e${endpointCount++}`;
    functions.push(`const ${local} = { ...${address}, fast: ${fn(entry.response)} };`);
    return [name, local] as const;
  });
  return [
    `import { A, F, arr, obj, shape, twin } from '${runtimeModule}';`,
    ...(askUsed ? [`const ${ask} = () => A;`] : []),
    ...functions,
    `export { A, F, ${named.map(([name, local]) => `${local} as ${name}`).join(', ')} };`,
  ].join('\n');
}
