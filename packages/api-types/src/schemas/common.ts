import { z } from 'zod';

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
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** A `{message}` success answer, as forgot/reset password give. */
export const messageAnswerSchema = z.object({ message: z.string() });

/** ISO-8601 date-time string as Laravel serialises timestamps. */
export const timestampSchema = z.string().min(1);

/** An id as the API sends it: a positive integer. */
export const idSchema = z.number().int().positive();

/** A photo or file address: a path under /storage or an absolute URL. */
export const fileUrlSchema = z.string();
