// Finds the split sheet that applies to a track in a sale period and allocates cents by it:
// the track's own sheet, else its release's, else the owner's default split (copied into the release),
// else everything to the release owner. Keeps recoupment progress for the transaction it works in.
import type { Tx } from '../platform/db';
import { allocateToShares } from './allocate';
import { applyDefaultSplit, type PendingInvite } from './splits';

interface Share {
  id: string;
  shareBps: number;
  userId: string | null;
}
interface Sheet {
  id: string;
  effectiveFrom: string;
  recoupCents: number;
  recoupShareId: string | null;
  shares: Share[];
}

export interface AllocationPart {
  shareId: string | null;
  userId: string | null;
  cents: number;
  recoup: boolean;
}

const OWNER = 'owner';

export class SplitResolver {
  private tracks = new Map<string, { releaseId: string; ownerId: string }>();
  private trackSheets = new Map<string, Sheet[]>();
  private releaseSheets = new Map<string, Sheet[]>();
  private recouped = new Map<string, number>();
  readonly invites: PendingInvite[] = [];

  constructor(private tx: Tx) {}

  private async track(trackId: string) {
    let t = this.tracks.get(trackId);
    if (!t) {
      const row = await this.tx.track.findUniqueOrThrow({
        where: { id: trackId },
        select: { releaseId: true, release: { select: { ownerId: true } } },
      });
      t = { releaseId: row.releaseId, ownerId: row.release.ownerId };
      this.tracks.set(trackId, t);
    }
    return t;
  }

  private async sheets(where: { trackId: string } | { releaseId: string }): Promise<Sheet[]> {
    const rows = await this.tx.splitSheet.findMany({
      where,
      orderBy: { effectiveFrom: 'desc' },
      select: {
        id: true,
        effectiveFrom: true,
        recoupCents: true,
        recoupedCents: true,
        recoupShareId: true,
        shares: { orderBy: { id: 'asc' }, select: { id: true, shareBps: true, userId: true } },
      },
    });
    for (const r of rows) if (!this.recouped.has(r.id)) this.recouped.set(r.id, r.recoupedCents);
    return rows;
  }

  /** Loads tracks and their sheets for many tracks in three queries (instead of two per track). */
  async preload(trackIds: string[]): Promise<void> {
    const ids = [...new Set(trackIds)].filter((id) => !this.tracks.has(id));
    if (ids.length === 0) return;
    const rows = await this.tx.track.findMany({
      where: { id: { in: ids } },
      select: { id: true, releaseId: true, release: { select: { ownerId: true } } },
    });
    for (const r of rows) this.tracks.set(r.id, { releaseId: r.releaseId, ownerId: r.release.ownerId });
    const select = {
      id: true,
      trackId: true,
      releaseId: true,
      effectiveFrom: true,
      recoupCents: true,
      recoupedCents: true,
      recoupShareId: true,
      shares: { orderBy: { id: 'asc' as const }, select: { id: true, shareBps: true, userId: true } },
    };
    const releaseIds = [...new Set(rows.map((r) => r.releaseId))].filter((id) => !this.releaseSheets.has(id));
    const [trackSheets, releaseSheets] = await Promise.all([
      this.tx.splitSheet.findMany({ where: { trackId: { in: ids } }, orderBy: { effectiveFrom: 'desc' }, select }),
      this.tx.splitSheet.findMany({
        where: { releaseId: { in: releaseIds } },
        orderBy: { effectiveFrom: 'desc' },
        select,
      }),
    ]);
    for (const id of ids) this.trackSheets.set(id, []);
    for (const sh of trackSheets) this.trackSheets.get(sh.trackId!)!.push(sh);
    // Releases without any sheet are left out, so sheetFor still applies the owner's default split to them.
    for (const sh of releaseSheets) {
      if (!this.releaseSheets.has(sh.releaseId!)) this.releaseSheets.set(sh.releaseId!, []);
      this.releaseSheets.get(sh.releaseId!)!.push(sh);
    }
    for (const sh of [...trackSheets, ...releaseSheets])
      if (!this.recouped.has(sh.id)) this.recouped.set(sh.id, sh.recoupedCents);
  }

  /** The sheet in force for a track in a period (null: all to the owner). */
  async sheetFor(trackId: string, salePeriod: string): Promise<{ sheet: Sheet | null; ownerId: string }> {
    const t = await this.track(trackId);
    if (!this.trackSheets.has(trackId)) this.trackSheets.set(trackId, await this.sheets({ trackId }));
    let sheet = this.trackSheets.get(trackId)!.find((s) => s.effectiveFrom <= salePeriod);
    if (!sheet) {
      if (!this.releaseSheets.has(t.releaseId)) {
        let list = await this.sheets({ releaseId: t.releaseId });
        if (list.length === 0) {
          const { applied, invites } = await applyDefaultSplit(this.tx, t.releaseId);
          this.invites.push(...invites);
          if (applied) list = await this.sheets({ releaseId: t.releaseId });
        }
        this.releaseSheets.set(t.releaseId, list);
      }
      sheet = this.releaseSheets.get(t.releaseId)!.find((s) => s.effectiveFrom <= salePeriod);
    }
    return { sheet: sheet ?? null, ownerId: t.ownerId };
  }

  /** The sheet in force from what is loaded already, or undefined when something must be read first. */
  private loadedSheetFor(trackId: string, salePeriod: string): { sheet: Sheet | null; ownerId: string } | undefined {
    const t = this.tracks.get(trackId);
    const own = this.trackSheets.get(trackId);
    if (!t || !own) return undefined;
    let sheet = own.find((s) => s.effectiveFrom <= salePeriod);
    if (!sheet) {
      const release = this.releaseSheets.get(t.releaseId);
      if (!release) return undefined;
      sheet = release.find((s) => s.effectiveFrom <= salePeriod);
    }
    return { sheet: sheet ?? null, ownerId: t.ownerId };
  }

  /** Allocates a positive amount earned by a track in a period; the parts sum exactly to it. */
  async allocate(trackId: string, salePeriod: string, cents: number): Promise<AllocationPart[]> {
    const { sheet, ownerId } = this.loadedSheetFor(trackId, salePeriod) ?? (await this.sheetFor(trackId, salePeriod));
    return this.split(sheet, ownerId, cents);
  }

  /**
   * allocate() without waiting, when the track and its sheets were preloaded (an import's tens of
   * thousands of groups then cost no promise each); undefined when allocate() must read first.
   */
  allocateLoaded(trackId: string, salePeriod: string, cents: number): AllocationPart[] | undefined {
    const found = this.loadedSheetFor(trackId, salePeriod);
    return found && this.split(found.sheet, found.ownerId, cents);
  }

  private split(sheet: Sheet | null, ownerId: string, cents: number): AllocationPart[] {
    if (!sheet) return [{ shareId: null, userId: ownerId, cents, recoup: false }];
    const done = this.recouped.get(sheet.id) ?? 0;
    const recoup =
      sheet.recoupShareId && sheet.recoupCents > done
        ? { shareId: sheet.recoupShareId, remainingCents: sheet.recoupCents - done }
        : null;
    const { parts, recoupedCents } = allocateToShares(cents, sheet.shares, recoup);
    if (recoupedCents) this.recouped.set(sheet.id, done + recoupedCents);
    return parts.map((p) => ({
      shareId: p.shareId === OWNER ? null : p.shareId,
      userId: sheet.shares.find((s) => s.id === p.shareId)?.userId ?? null,
      cents: p.cents,
      recoup: p.recoup,
    }));
  }

  /** Writes recoupment progress back to the sheets. */
  async flush(): Promise<void> {
    const all = [...this.trackSheets.values(), ...this.releaseSheets.values()].flat();
    for (const s of all) {
      const now = this.recouped.get(s.id);
      if (s.recoupCents > 0 && now !== undefined)
        await this.tx.splitSheet.update({ where: { id: s.id }, data: { recoupedCents: now } });
    }
  }
}
