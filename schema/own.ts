/**
 * A value of a lookup table by a key that may come from input (a block type in a saved document, a
 * setting): only the table's own entries count, never what every object inherits ('toString',
 * 'constructor', '__proto__'), which would otherwise be taken for an entry.
 */
export function own<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
