// Matching statement rows to the catalogue: by ISRC (a track), or by UPC/EAN when the row has no ISRC (a
// release-level sale).
// Identifiers are looked up once per import, a batch of new ones per query, and remembered.
import { db } from '../../platform/db';
// A 13-digit EAN starting with 0 is the 12-digit UPC-A behind it: a row's barcode is looked up in both forms.
import { upcForms } from '@/lib/distribution';
import type { ParsedRow } from './csv/row';

/** A barcode Excel wrote as it shows a 12- or 13-digit number in a narrow General cell: 6.12346E+11 */
const SCIENTIFIC = /^\d(?:[.,]\d+)?E\+?\d+$/i;

/** Releases whose sales are credited: live, or taken down after being live. */
const DELIVERED = new Set(['distributed', 'taken_down']);

export type Hit = {
  trackId: string | null;
  releaseId: string;
  status: string;
  /** When the recording is on several releases (a single and its album): each delivered one's track, by its UPC */
  byUpc?: Map<string, Hit>;
};

export class Matcher {
  private isrcs = new Map<string, Hit | null>();
  private upcs = new Map<string, Hit | null>();

  /** Looks up the identifiers of these rows not seen yet: ISRCs, then the UPCs of rows without an ISRC. */
  async prepare(rows: ParsedRow[]) {
    const isrcs = new Set<string>();
    for (const r of rows) if (r.isrc && !this.isrcs.has(r.isrc)) isrcs.add(r.isrc);
    if (isrcs.size) {
      const list = [...isrcs];
      const found = await db.track.findMany({
        where: { isrc: { in: list } },
        select: { id: true, isrc: true, releaseId: true, release: { select: { status: true, upc: true } } },
        // The earliest release first: a recording's original release is credited when a row does not say which.
        orderBy: [{ release: { releaseDate: 'asc' } }, { createdAt: 'asc' }],
      });
      for (const i of list) this.isrcs.set(i, null);
      const uses = new Map<string, { hit: Hit; upc: string | null }[]>();
      for (const t of found) {
        const hit: Hit = { trackId: t.id, releaseId: t.releaseId, status: t.release.status };
        const same = uses.get(t.isrc!) ?? [];
        if (!same.length) uses.set(t.isrc!, same);
        same.push({ hit, upc: t.release.upc });
      }
      for (const [isrc, all] of uses) {
        // A recording on several releases (a single and its album): a row's UPC picks the release it names,
        // else the earliest delivered one is credited (a release not delivered only explains a row left unmatched).
        const delivered = all.filter((u) => DELIVERED.has(u.hit.status));
        const first = (delivered[0] ?? all[0]).hit;
        if (delivered.length > 1) first.byUpc = new Map(delivered.filter((u) => u.upc).map((u) => [u.upc!, u.hit]));
        this.isrcs.set(isrc, first);
      }
    }
    const upcs = new Set<string>();
    for (const r of rows) if (r.upc && !r.isrc) for (const u of upcForms(r.upc)) if (!this.upcs.has(u)) upcs.add(u);
    if (upcs.size) {
      const list = [...upcs];
      const found = await db.release.findMany({
        where: { upc: { in: list } },
        select: { id: true, upc: true, status: true },
      });
      for (const u of list) this.upcs.set(u, null);
      for (const r of found) this.upcs.set(r.upc!, { trackId: null, releaseId: r.id, status: r.status });
    }
  }

  /**
   * The delivered release (and track) a row belongs to, null when none, or undefined while an
   * identifier it needs has not been looked up yet (prepare() first). One pass for both questions: the
   * map lookups of a row's fresh identifier strings are a good part of its cost.
   */
  match(r: ParsedRow): Hit | null | undefined {
    let hit: Hit | null | undefined = null;
    // A row naming a recording is that recording's or no one's: an unknown ISRC is not paid as a sale of the
    // release its UPC names (it would be spread over tracks whose contributors did not make that recording).
    if (r.isrc) {
      hit = this.isrcs.get(r.isrc);
      if (hit === undefined) return undefined;
      if (hit?.byUpc && r.upc)
        for (const u of upcForms(r.upc)) {
          const named = hit.byUpc.get(u);
          if (named) return named;
        }
    } else if (r.upc)
      for (const u of upcForms(r.upc)) {
        const h = this.upcs.get(u);
        if (h === undefined) return undefined;
        if (h) {
          hit = h;
          break;
        }
      }
    return hit && DELIVERED.has(hit.status) ? hit : null;
  }

  /** Why a row did not match (called for unmatched rows only). */
  reason(r: ParsedRow): string {
    let hit: Hit | null | undefined = null;
    if (r.isrc) hit = this.isrcs.get(r.isrc);
    else if (r.upc) for (const u of upcForms(r.upc)) hit ??= this.upcs.get(u);
    if (!hit)
      return r.isrc
        ? `unknown ISRC ${r.isrc}`
        : r.upc
          ? SCIENTIFIC.test(r.upc)
            ? `UPC ${r.upc} was turned into a rounded number in scientific notation by a spreadsheet: its digits are lost, so it matches no release; correct the barcode in the file (or match the line by hand)`
            : `unknown UPC ${r.upc}`
          : (r.note ?? 'no ISRC or UPC: match by title and artist');
    return `release not delivered (${hit.status.replace(/_/g, ' ')}): only live releases receive earnings`;
  }
}
