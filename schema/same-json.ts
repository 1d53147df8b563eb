/**
 * Whether two JSON values hold the same data, whatever order their keys are in: a document that went
 * through the database comes back with its keys reordered (PostgreSQL's jsonb sorts them), and must
 * still count as the text the editor holds, or merely showing it would be an edit.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, i) => sameJson(item, other[i]));
  }
  const left = Object.entries(a).filter(([, v]) => v !== undefined);
  const right = b as Record<string, unknown>;
  return left.length === Object.values(right).filter((v) => v !== undefined).length && left.every(([key, v]) => sameJson(v, right[key]));
}
