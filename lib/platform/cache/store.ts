// Per-process read caches whose entries are invalidated by writes to the tables they were read from
// (lib/platform/cache/tables.ts). Exact within the process; across processes on a PostgreSQL server, stale for
// as long as a commit's NOTIFY takes to arrive (lib/platform/cache/notify.ts), and bypassed while it cannot.
import { cachesUsable } from './notify';
import { stampOf } from './tables';

interface Entry<T> {
  stamp: number;
  value: T;
  /** Epoch ms after which the value is wrong whatever the writes (a release date passing). */
  validUntil: number;
}

/** A read and how long its result stays true without a write (Infinity: until a write). */
export interface Loaded<T> {
  value: T;
  validUntil?: number;
}

export class TableCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  /**
   * @param tables every table the cached read depends on (as named in the schema)
   * @param maxEntries the oldest entries are dropped beyond this many
   */
  constructor(
    readonly tables: readonly string[],
    private readonly maxEntries = 10_000,
  ) {}

  /** The cached value for `key`, or `load()`'s, kept only if no write to the tables committed meanwhile. */
  async get(key: string, load: () => Promise<Loaded<T>>): Promise<T> {
    if (!cachesUsable()) return (await load()).value;
    const before = stampOf(this.tables);
    const hit = this.entries.get(key);
    if (hit && hit.stamp === before && hit.validUntil > Date.now()) return hit.value;
    const loaded = await load();
    if (stampOf(this.tables) === before) {
      this.entries.delete(key);
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { stamp: before, value: loaded.value, validUntil: loaded.validUntil ?? Infinity });
    }
    return loaded.value;
  }
}

/**
 * A route's JSON answer, serialized once per change: the body string is what is cached, so a hit
 * costs neither queries nor JSON.stringify, and no caller can alter the cached value.
 */
export class JsonCache {
  private readonly cache: TableCache<string>;

  constructor(tables: readonly string[], maxEntries?: number) {
    this.cache = new TableCache<string>(tables, maxEntries);
  }

  async response(key: string, load: () => Promise<Loaded<unknown>>): Promise<Response> {
    const body = await this.cache.get(key, async () => {
      const { value, validUntil } = await load();
      return { value: JSON.stringify(value), validUntil };
    });
    return new Response(body, { headers: { 'content-type': 'application/json' } });
  }
}
