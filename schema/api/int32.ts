/**
 * The largest PostgreSQL integer, so the largest row id or count. Apart from zod, so the visitor's
 * browser code can use it without loading zod.
 */
export const INT32_MAX = 2_147_483_647;
