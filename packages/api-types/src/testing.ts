import type * as z from 'zod/mini';
import { validationErrorFrom } from './validation-error.ts';

/**
 * Test helper: the Laravel field errors a schema gives for an input, as the server would send
 * them. Fails loudly if the input is accepted.
 */
export function fieldErrors(schema: z.ZodMiniType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`Expected the input to be refused: ${JSON.stringify(input)}`);
  return validationErrorFrom(result.error.issues).errors;
}
