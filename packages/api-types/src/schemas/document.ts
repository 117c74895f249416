import { z } from 'zod';
import { fileUrlSchema, idSchema } from './common.ts';

/** An uploaded document; older answers give the bare path, which reads as `{file_path}`. */
export const documentSchema = z.union([
  z.object({ id: idSchema.nullish(), file_path: fileUrlSchema }),
  fileUrlSchema.transform((file_path) => ({ file_path })),
]);
export type UploadedDocument = z.infer<typeof documentSchema>;
