import * as z from 'zod/mini';
import { idParam } from '../endpoint.ts';

/** Path parameters of `{id}` paths: a positive integer id. */
export const byId = z.object({ id: idParam });
