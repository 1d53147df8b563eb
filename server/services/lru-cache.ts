/**
 * A small least-recently-used cache for rendered pages and public lists. Keys carry the site's
 * published and stock versions, read from the database on every request, so an entry is never wrong,
 * only unused, in any process; old versions simply age out. Each process keeps its own copy.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly maxEntries: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Re-inserting moves the key to the newest end of the Map's insertion order.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * One cache per owner (a database): keys of site ids and versions repeat across databases, so two
 * databases in one process (as in the tests) must never answer from each other's entries.
 */
export function cachesPer<O extends object, V>(maxEntries: number): (owner: O) => LruCache<V> {
  const caches = new WeakMap<O, LruCache<V>>();
  return (owner) => {
    let cache = caches.get(owner);
    if (!cache) caches.set(owner, (cache = new LruCache<V>(maxEntries)));
    return cache;
  };
}
