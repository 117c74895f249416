import * as z from 'zod/mini';
import { fileUrlSchema, idSchema } from './common.ts';

/** An uploaded document; older answers give the bare path, which reads as `{file_path}`. */
export const documentSchema = z.union([
  z.object({ id: z.nullish(idSchema), file_path: fileUrlSchema }),
  z.pipe(
    fileUrlSchema,
    z.transform((file_path: string) => ({ file_path })),
  ),
]);
export type UploadedDocument = z.infer<typeof documentSchema>;
