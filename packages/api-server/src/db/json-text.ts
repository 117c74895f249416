import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * A JSON value built by the database in two spellings from one description: `json` for a page
 * (the driver parses it into objects) and `text`, the compact text `JSON.stringify` would write
 * for those objects, for a whole list written as it is read (http/streamed-list.ts). The text
 * skips the driver's JSON.parse and the JSON.stringify after it, and the objects in between.
 */
export interface JsonPart {
  readonly json: SQL;
  readonly text: SQL;
}

/** A field of an object: a column or expression (any type to_json takes), or a nested part. */
export type JsonField = SQLWrapper | JsonPart;

const isPart = (field: JsonField): field is JsonPart => 'json' in field && 'text' in field;

// Keys are written into the statement as literals, so only plain names are allowed.
const keyPattern = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * A scalar as JSON text: to_json spells strings, numbers, booleans and moments as
 * json_build_object does, and JSON.parse then JSON.stringify give the same characters back,
 * except for a float8 in exponent notation (see `float8SpelledAsJs`).
 */
const scalarText = (value: SQLWrapper) => sql`coalesce(to_json(${value})::text, 'null')`;

/** An object with the fields in the order given (json_build_object keeps it; so does the text). */
export function jsonObject(fields: Readonly<Record<string, JsonField>>): JsonPart {
  const entries = Object.entries(fields);
  for (const [key] of entries) {
    if (!keyPattern.test(key)) throw new Error(`JSON key ${key} is not a plain name`);
  }
  const json = sql.join(
    entries.map(([key, value]) => sql`'${sql.raw(key)}', ${isPart(value) ? value.json : value}`),
    sql`, `,
  );
  // One concat() call rather than a chain of ||, which would copy the text at each step.
  const text = sql.join(
    entries.map(
      ([key, value], index) =>
        sql`'${sql.raw(index === 0 ? '' : ',')}"${sql.raw(key)}":', ${
          isPart(value) ? value.text : scalarText(value)
        }`,
    ),
    sql`, `,
  );
  return { json: sql`json_build_object(${json})`, text: sql`concat('{', ${text}, '}')` };
}

/** The part, or null when `absent` holds (a rider the order has not got). */
export function nullWhen(absent: SQL, part: JsonPart): JsonPart {
  return {
    json: sql`case when ${absent} then null else ${part.json} end`,
    text: sql`case when ${absent} then 'null' else ${part.text} end`,
  };
}

/**
 * Whether Postgres writes this float8 as JSON.stringify writes the number JSON.parse reads from
 * it. Both write the shortest digits that read back the same, but Postgres switches to exponent
 * notation below 1e-4 and from 1e15 (JavaScript below 1e-6 and from 1e21), and writes -0 where
 * JavaScript writes 0. Null counts as written alike.
 */
export const float8SpelledAsJs = (value: SQLWrapper) =>
  sql`(${value} is null or (abs(${value}) >= 1e-4 and abs(${value}) < 1e15))`;

/** Cents as the API's dollars: the same float division as `dollars()` in db/money.ts. */
export const centsAsDollars = (cents: SQLWrapper) => sql`${cents}::float8 / 100`;

/** A moment as `Date.toISOString()` writes it (UTC, milliseconds, `Z`). */
export const isoMoment = (moment: SQLWrapper) =>
  sql`to_char(${moment} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `{"message": ...}` for a complaint, null for none or an empty one (as the resources answer). */
export const complaint = (message: SQLWrapper): JsonPart =>
  nullWhen(sql`coalesce(${message}, '') = ''`, jsonObject({ message }));
