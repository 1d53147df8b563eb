/** The items with the one at `from` moved to `to` (both clamped to the list), as drag and drop and the Move buttons do. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= items.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/** Adds the chosen items at the end, each once: what is in the list already stays where it is. */
export function addOnce<T extends { id: number }>(items: readonly T[], added: readonly T[]): T[] {
  const have = new Set(items.map((i) => i.id));
  const next = [...items];
  for (const item of added) {
    if (have.has(item.id)) continue;
    have.add(item.id);
    next.push(item);
  }
  return next;
}
