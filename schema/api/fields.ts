import { z } from 'zod';
import { INT32_MAX } from './int32';

/**
 * Field types shared by every API schema. Ids and counts are PostgreSQL integer columns, so nothing
 * above 2^31 - 1 can match a row: such a value is refused as bad input (400) rather than sent on to the
 * database, where it would fail.
 */
export { INT32_MAX };

/** A row id in a JSON body. */
export const idSchema = z.number().int().min(1).max(INT32_MAX);

/** A row id in a query string. */
export const queryIdSchema = z.coerce.number().int().min(1).max(INT32_MAX);

/** A small code from the spec (a sort order, a status filter) in a query string. */
export const queryCodeSchema = z.coerce.number().int().min(0).max(99);

/** Whether a path segment is a row id: digits only, no leading zero, within the integer range. */
export function isRowId(segment: string): boolean {
  return /^[1-9][0-9]{0,9}$/.test(segment) && Number(segment) <= INT32_MAX;
}
