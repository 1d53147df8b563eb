import { z } from 'zod';

/** Every failed API call answers with this body and a 4xx status. */
export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

// The codes live apart from zod so the visitor's browser code can name them without loading it.
export { ErrorCode } from './error-codes';
