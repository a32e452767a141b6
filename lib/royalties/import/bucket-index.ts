// Which bucket a statement row's sums go to: one per (match, month, store, country, currency). A row's
// bucket is found with small ids for its month, store, country and currency (compared in order among
// the few a statement has) joined into one numeric key, in one map per match: nested maps keyed by each
// field's fresh string cost a hash and a likely cache miss per field, and the import is bound by them.
import type { Hit } from './matcher';
import type { ParsedRow } from './csv/row';

export interface BucketKey {
  trackId: string | null;
  releaseId: string | null;
  salePeriod: string;
  store: string;
  country: string;
  currency: string;
}

/** Distinct values per key field a numeric key holds (4 fields x 13 bits: exact in a double) */
const KEY_IDS = 8192;
/** Values compared in order before the map: a statement has a handful of stores, countries, currencies. */
const SCANNED = 8;

/** Small ids for a field's values, in order of appearance. */
class Interner {
  private first: string[] = [];
  private more = new Map<string, number>();

  id(v: string): number {
    const first = this.first;
    for (let i = 0; i < first.length; i++) if (first[i] === v) return i;
    if (first.length < SCANNED) return first.push(v) - 1;
    let id = this.more.get(v);
    if (id === undefined) this.more.set(v, (id = SCANNED + this.more.size));
    return id;
  }
}

export class BucketIndex {
  /** Each bucket's key, by bucket number (numbers are given in order of appearance from 0) */
  readonly keys: BucketKey[] = [];
  private byHit = new Map<Hit | null, Map<number, number>>();
  /** Buckets of rows whose fields have more distinct values than the numeric key can hold */
  private rare = new Map<Hit | null, Map<string, number>>();
  private periods = new Interner();
  private stores = new Interner();
  private countries = new Interner();
  private currencies = new Interner();

  /** The bucket number of a row (a new one for a new key). Unmatched rows are not split by country. */
  of(r: ParsedRow, hit: Hit | null): number {
    const country = hit ? r.country : '';
    const p = this.periods.id(r.salePeriod);
    const s = this.stores.id(r.store);
    const c = this.countries.id(country);
    const cur = this.currencies.id(r.currency);
    if (p < KEY_IDS && s < KEY_IDS && c < KEY_IDS && cur < KEY_IDS) {
      const key = ((p * KEY_IDS + s) * KEY_IDS + c) * KEY_IDS + cur;
      let byKey = this.byHit.get(hit);
      if (!byKey) this.byHit.set(hit, (byKey = new Map()));
      let n = byKey.get(key);
      if (n === undefined) byKey.set(key, (n = this.add(r, hit, country)));
      return n;
    }
    // \u0001 cannot be in a month, store, country or currency as the interpreter leaves them.
    const key = `${r.salePeriod}\u0001${r.store}\u0001${country}\u0001${r.currency}`;
    let byKey = this.rare.get(hit);
    if (!byKey) this.rare.set(hit, (byKey = new Map()));
    let n = byKey.get(key);
    if (n === undefined) byKey.set(key, (n = this.add(r, hit, country)));
    return n;
  }

  private add(r: ParsedRow, hit: Hit | null, country: string): number {
    return (
      this.keys.push({
        trackId: hit?.trackId ?? null,
        releaseId: hit?.releaseId ?? null,
        salePeriod: r.salePeriod,
        store: r.store,
        country,
        currency: r.currency,
      }) - 1
    );
  }
}
