import { attributeName } from '@packlight/api-types';

/**
 * Text Postgres cannot store: NUL (refused in text and jsonb) and UTF-16 halves without their
 * partner (they have no UTF-8 form; jsonb refuses them, text silently turns them into U+FFFD).
 */
// NUL is the very character this looks for.
// eslint-disable-next-line no-control-regex
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether Postgres can store `text` as it is. */
export function isStorableText(text: string): boolean {
  return !unstorable.test(text);
}

/**
 * How deep a request's input may nest. No payload of the contract goes past three levels; a
 * deeper one is refused before anything walks it recursively.
 */
export const maxInputDepth = 16;

export const notStorableMessage = (field: string) =>
  `The ${attributeName(field)} field contains characters that are not allowed.`;

export const tooDeepMessage = `The request must not be nested more than ${maxInputDepth} levels deep.`;

/**
 * Every place in a request's raw input (query, JSON or form) holding text that cannot be stored,
 * keys included, by dotted field name (`items.0.name`); whole-input problems under `request`.
 * Walks without recursion, so a hostile nesting depth cannot exhaust the stack.
 */
export function unstorableFields(input: unknown, wholeInputKey: string): Map<string, string> {
  // A Map: field names are the caller's text, `__proto__` included.
  const errors = new Map<string, string>();
  const pending: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  for (let next = 0; next < pending.length; next++) {
    const { value, path } = pending[next]!;
    if (typeof value === 'string') {
      if (!isStorableText(value)) {
        const field = path.length ? path.join('.') : wholeInputKey;
        errors.set(field, notStorableMessage(field));
      }
      continue;
    }
    if (typeof value !== 'object' || value === null || value instanceof Blob) continue;
    if (path.length >= maxInputDepth) {
      errors.set(wholeInputKey, tooDeepMessage);
      continue;
    }
    for (const [key, child] of Object.entries(value)) {
      if (isStorableText(key)) {
        pending.push({ value: child, path: [...path, key] });
        continue;
      }
      // The key itself cannot be echoed back in a JSON answer as it is.
      const field = [...path, key.replace(new RegExp(unstorable.source, 'g'), '?')].join('.');
      errors.set(field, notStorableMessage(field));
    }
  }
  return errors;
}
