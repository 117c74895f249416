import * as z from 'zod/mini';

/** Laravel's 422 answer: a summary message and a list of messages per field. */
export const validationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationError = z.infer<typeof validationErrorSchema>;

/** Any other error answer (401, 403, 404, 429): just a message. */
export const errorMessageSchema = z.object({ message: z.string() });
export type ErrorMessage = z.infer<typeof errorMessageSchema>;

/** Every success body wraps its payload in `data`. */
/* @__NO_SIDE_EFFECTS__ */
export const dataOf = <T extends z.ZodMiniType>(schema: T) => z.object({ data: schema });

/** A `{message}` success answer, as forgot/reset password give. */
export const messageAnswerSchema = z.object({ message: z.string() });

/** ISO-8601 date-time string as Laravel serialises timestamps. */
export const timestampSchema = /* @__PURE__ */ z.string().check(z.minLength(1));

/** An id as the API sends it: a positive integer. */
export const idSchema = /* @__PURE__ */ z.number().check(z.int(), z.positive());

/**
 * A record's version (D55): a positive counter, its ETag `etagOf(version)`. Optional, so answers of
 * back ends without versions still parse.
 */
export const recordVersionSchema = /* @__PURE__ */ z.optional(
  z.number().check(z.int(), z.positive()),
);

/** A photo or file address: a path under /storage or an absolute URL. */
export const fileUrlSchema = z.string();

/** The latest complaint against a partner or rider, shown on their profile. */
export const complaintSchema = z.object({ message: z.nullish(z.string()) });

/**
 * The answer of an action (status change, delete, assign, send): whether it worked, the message
 * to show, and optionally the changed record. `success` is what products status-update is read by
 * (docs/product/part-2.md §7); every action carries it so the app reads them all alike.
 */
export const actionAnswerSchema = z.object({ success: z.boolean(), message: z.string() });
export type ActionAnswer = z.infer<typeof actionAnswerSchema>;

/** An action answer that may carry the changed record in `data`. */
/* @__NO_SIDE_EFFECTS__ */
export const actionAnswerOf = <T extends z.ZodMiniType>(schema: T) =>
  z.extend(actionAnswerSchema, { data: z.nullish(schema) });

/**
 * `{data: payload}`, also accepting the payload bare and wrapping it. For answers the spec reads
 * off the body itself (`data.redirect_url`, `qr, recovery_codes`): our server wraps them like every
 * other answer, while the existing Laravel back end may not.
 */
/* @__NO_SIDE_EFFECTS__ */
export const dataOrBare = <T extends z.ZodMiniObject>(schema: T) =>
  z.pipe(
    z.union([z.object({ data: schema }), schema]),
    z.transform((body) => ('data' in body ? body : { data: body }) as { data: z.output<T> }),
  );
