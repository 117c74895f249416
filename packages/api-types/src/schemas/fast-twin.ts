import type * as z from 'zod/mini';

// A schema whose output can differ from its input (a transform) may name a twin: a schema with no
// transform that accepts only values the first accepts AND hands back unchanged. The fast checks
// (fast-check/compile.ts) read the twin instead, so an answer already in canonical form passes
// without zod. fast-check's tests hold every twin to that promise.
const twins = new WeakMap<z.ZodMiniType, z.ZodMiniType>();

/** Names `twin` as `schema`'s transform-free twin; answers `schema`. */
/* @__NO_SIDE_EFFECTS__ */
export function withFastTwin<S extends z.ZodMiniType>(schema: S, twin: z.ZodMiniType): S {
  twins.set(schema, twin);
  return schema;
}

/** The twin named for `schema`, if any. */
export function fastTwinOf(schema: z.ZodMiniType): z.ZodMiniType | undefined {
  return twins.get(schema);
}
