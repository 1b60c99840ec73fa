export interface ReadCacheOptions {
  /** An entry older than this is read again, in case a drop was missed (a lost broadcast). */
  ttlMs: number;
  /** Past this many entries the cache starts over, so unknown keys cannot grow it without bound. */
  maxEntries?: number;
}

interface Entry<V> {
  /** undefined: the key was looked up and does not exist (kept too, so a missing key costs no query either). */
  value: V | undefined;
  loadedAt: number;
}

/**
 * A read-through cache of rows by key, for data read on every request and
 * written rarely (the catalogue's prices, the mystery-box tiers). The owning
 * service calls `drop()` after each committed write and on that write's
 * broadcast, so every instance forgets it within the broadcast's delay. A
 * load that started before a drop is answered but not kept: it may hold what
 * the write replaced.
 */
export class ReadCache<V> {
  private entries = new Map<string, Entry<V>>();
  private generation = 0;

  constructor(private readonly options: ReadCacheOptions) {}

  /** The value of each key (undefined when it does not exist); `load` reads the missing ones and answers those it found. */
  async getMany(keys: readonly string[], load: (missing: string[]) => Promise<Map<string, V>>): Promise<Map<string, V | undefined>> {
    const now = Date.now();
    const found = new Map<string, V | undefined>();
    const missing: string[] = [];
    for (const key of keys) {
      const entry = this.entries.get(key);
      if (entry && now - entry.loadedAt < this.options.ttlMs) found.set(key, entry.value);
      else if (!missing.includes(key)) missing.push(key);
    }
    if (!missing.length) return found;
    const generation = this.generation;
    const loaded = await load(missing);
    const keep = generation === this.generation;
    if (keep && this.entries.size + missing.length > (this.options.maxEntries ?? Infinity)) this.entries.clear();
    for (const key of missing) {
      const value = loaded.get(key);
      found.set(key, value);
      if (keep) this.entries.set(key, { value, loadedAt: now });
    }
    return found;
  }

  /** One value under one key. */
  async get(key: string, load: () => Promise<V>): Promise<V> {
    const values = await this.getMany([key], async () => new Map([[key, await load()]]));
    return values.get(key) as V;
  }

  /** Forgets everything, and any load under way. */
  drop(): void {
    this.generation++;
    this.entries.clear();
  }
}
