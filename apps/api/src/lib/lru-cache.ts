// A least-recently-used cache bounded by the total size of its values (bytes), not by entry count.

export class SizedLruCache<V> {
  // A Map iterates in insertion order: re-inserting on read keeps the oldest entry first.
  private readonly entries = new Map<string, { value: V; size: number }>();
  private used = 0;

  constructor(
    private readonly maxSize: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get usedSize(): number {
    return this.used;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    const size = this.sizeOf(value);
    this.delete(key);
    // A value larger than the whole budget would evict everything and still not fit.
    if (size > this.maxSize) return;
    this.entries.set(key, { value, size });
    this.used += size;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.used <= this.maxSize) break;
      this.entries.delete(oldestKey);
      this.used -= oldest.size;
    }
  }

  delete(key: string): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.entries.delete(key);
    this.used -= entry.size;
    return true;
  }

  clear(): void {
    this.entries.clear();
    this.used = 0;
  }
}
