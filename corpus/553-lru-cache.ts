// An LRU cache on Map's insertion order.
class LruCache<K, V> {
  private entries = new Map<K, V>();
  hits = 0;
  misses = 0;
  constructor(private capacity: number) {}
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }
  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
  keys(): K[] {
    return [...this.entries.keys()];
  }
}
const cache = new LruCache<string, number>(3);
cache.set("a", 1);
cache.set("b", 2);
cache.set("c", 3);
cache.get("a");
cache.set("d", 4);
console.log(cache.keys(), cache.get("b"), cache.get("c"), cache.hits, cache.misses);
