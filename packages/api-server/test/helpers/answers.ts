/** A JSON object of an answer, for reading fields without a schema. */
export type Json = Record<string, unknown>;

/** The `data` object of a `{data}` answer. */
export const dataOf = (body: unknown) => (body as { data: Json }).data;

/** The `data` rows of a list answer. */
export const listOf = (body: unknown) => (body as { data: Json[] }).data;
