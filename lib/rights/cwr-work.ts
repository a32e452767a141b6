// A stored work as a CWR transaction: chains of title (each controlled writer with the original publisher it
// names, and that publisher's administrator), ownership and collection shares, other publishers and writers.
// Sub-publishers (SE) follow the original publisher they act for in its chain, one SPT per territory entry.
// The rules are in docs/rights.md ("Chains of title"); lib/rights/share-rules.ts checks the result. Pure.
import { z } from 'zod';
import { isWriterRole } from './codes';
import type { CwrPublisher, CwrShares, CwrWork, CwrWriter } from './cwr-types';
import type { RightsSettings } from './schema';

export interface StoredParty {
  position: number;
  name: string;
  role: string;
  ipi: string | null;
  society: string | null;
  controlled: boolean;
  territory: string;
  prShare: number;
  mrShare: number;
  srShare: number;
  publisherPosition: number | null;
  administratorPosition: number | null;
  /** Sub-publishers (SE): their territories as stored (see storedTerritories) */
  subTerritories?: unknown;
}

const storedTerritory = z.object({
  tis: z.string(),
  include: z.boolean(),
  pr: z.number().int(),
  mr: z.number().int(),
  sr: z.number().int(),
});
type StoredTerritory = z.output<typeof storedTerritory>;

/** A sub-publisher's territories as stored in WorkParty.subTerritories; undefined when it has none. */
export function storedTerritories(v: unknown): StoredTerritory[] | undefined {
  const parsed = z.array(storedTerritory).min(1).safeParse(v);
  return parsed.success ? parsed.data : undefined;
}

export interface StoredWork {
  number: number;
  title: string;
  language: string;
  distributionCategory: string;
  iswc: string | null;
  durationSec: number | null;
  versionType: string;
  alternateTitles: string[];
  parties: StoredParty[];
}

const shares = (p: StoredParty): CwrShares => ({ pr: p.prShare, mr: p.mrShare, sr: p.srShare });
const ZERO: CwrShares = { pr: 0, mr: 0, sr: 0 };

/** The parties of a work as CWR chains; recordings and performers are added by the caller. */
export function cwrParties(
  w: StoredWork,
  settings: RightsSettings,
): Pick<CwrWork, 'publishers' | 'otherPublishers' | 'writers' | 'otherWriters'> {
  const base = `W${w.number.toString(36).toUpperCase()}`;
  const ip = (pos: number) => `${base}P${pos}`.slice(0, 9);
  const byPosition = (pos: number | null) => (pos ? w.parties.find((p) => p.position === pos) : undefined);
  const writers = w.parties.filter((p) => isWriterRole(p.role));
  const pubs = w.parties.filter((p) => !isWriterRole(p.role));
  const controlledWriters = writers.filter((p) => p.controlled);
  // Fallback for a controlled writer that names no publisher (works entered before chains of title): the
  // work's first controlled original publisher, else the platform publisher from the settings.
  const firstE = pubs.find((p) => p.controlled && p.role === 'E');
  const chainOf = (wr: StoredParty) => {
    const named = byPosition(wr.publisherPosition);
    return named && named.controlled && named.role === 'E' ? named : firstE;
  };
  // Sub-publishers we administer, each after the original publisher (E) it names, in that publisher's chain.
  const subsOf = (e: StoredParty) =>
    pubs.filter((p) => p.role === 'SE' && p.controlled && p.publisherPosition === e.position);
  const territoriesOf = (p: StoredParty) => storedTerritories(p.subTerritories) ?? [];
  /** What the chain's collector keeps: all it owns in its territory; in a sub-publisher's territory the rest. */
  const chainCollection = (e: StoredParty, own: CwrShares): CwrPublisher['collection'] => {
    const kept = new Map<string, CwrShares>([[e.territory, { ...own }]]);
    for (const t of subsOf(e).flatMap(territoriesOf)) {
      const k = kept.get(t.tis) ?? { ...own };
      if (t.include) kept.set(t.tis, { pr: k.pr - t.pr, mr: k.mr - t.mr, sr: k.sr - t.sr });
      else kept.set(t.tis, k);
    }
    // A territory where the sub-publishers collect everything the chain owns is excluded for the collector.
    return [...kept].map(([territory, c]) => {
      const left = { pr: Math.max(0, c.pr), mr: Math.max(0, c.mr), sr: Math.max(0, c.sr) };
      return { territory, include: territory === e.territory || left.pr + left.mr + left.sr > 0, shares: left };
    });
  };
  const subPublishers = (e: StoredParty, sequence: number): CwrPublisher[] =>
    subsOf(e).map((se) => ({
      sequence,
      ipNumber: ip(se.position),
      name: se.name,
      type: 'SE',
      ipi: se.ipi,
      society: se.society,
      ownership: shares(se),
      collection: territoriesOf(se).map((t) => ({
        territory: t.tis,
        include: t.include,
        shares: { pr: t.pr, mr: t.mr, sr: t.sr },
      })),
    }));
  const publishers: CwrPublisher[] = [];
  const writerOut: CwrWriter[] = [];
  let sequence = 0;
  const chainSeq = new Map<number, number>();
  const writer = (p: StoredParty, ownership = shares(p)): CwrWriter => ({
    ipNumber: ip(p.position),
    name: p.name,
    role: p.role,
    ipi: p.ipi,
    society: p.society,
    ownership,
    territory: p.territory,
  });
  // Chains of the controlled original publishers named by (or falling back to) a controlled writer.
  for (const wr of controlledWriters) {
    const e = chainOf(wr);
    if (!e) continue;
    if (!chainSeq.has(e.position)) {
      const seq = ++sequence;
      chainSeq.set(e.position, seq);
      const linked = controlledWriters.filter((o) => chainOf(o) === e);
      const admin = linked
        .map((o) => byPosition(o.administratorPosition))
        .find((a) => a?.controlled && a.role === 'AM');
      const own = shares(e);
      publishers.push({
        sequence: seq,
        ipNumber: ip(e.position),
        name: e.name,
        type: 'E',
        ipi: e.ipi,
        society: e.society,
        ownership: own,
        collection: admin ? [] : chainCollection(e, own),
      });
      if (admin)
        publishers.push({
          sequence: seq,
          ipNumber: ip(admin.position),
          name: admin.name,
          type: 'AM',
          ipi: admin.ipi,
          society: admin.society,
          ownership: ZERO,
          collection: chainCollection(e, own),
        });
      publishers.push(...subPublishers(e, seq));
    }
    writerOut.push({
      ...writer(wr),
      publisher: { ipNumber: ip(e.position), name: e.name, sequence: chainSeq.get(e.position)! },
    });
  }
  // Controlled writers with no publisher at all: the platform publisher collects the publisher share under the
  // administration agreement, split as CWR does: the writer keeps half of its PR share, the publisher owns and
  // collects the other half of PR and all of MR and SR.
  const unpublished = controlledWriters.filter((wr) => !chainOf(wr));
  if (unpublished.length) {
    const seq = ++sequence;
    const link = { ipNumber: `P${settings.senderCode}`, name: settings.publisherName, sequence: seq };
    const pubShare = { pr: 0, mr: 0, sr: 0 };
    for (const wr of unpublished) {
      const half = Math.floor(wr.prShare / 2);
      pubShare.pr += half;
      pubShare.mr += wr.mrShare;
      pubShare.sr += wr.srShare;
      writerOut.push({ ...writer(wr, { pr: wr.prShare - half, mr: 0, sr: 0 }), publisher: link });
    }
    publishers.push({
      sequence: seq,
      ipNumber: link.ipNumber,
      name: settings.publisherName,
      type: 'E',
      ipi: settings.publisherIpi,
      society: settings.publisherSociety ?? null,
      ownership: pubShare,
      collection: [{ territory: '2136', shares: pubShare }],
    });
  }
  // Controlled publishers in no writer's chain keep a chain of their own, collecting what they own (an original
  // publisher's sub-publishers follow it).
  const inChain = new Set(publishers.map((p) => p.ipNumber));
  const subPublished = new Set(pubs.filter((x) => x.role === 'E').flatMap((e) => subsOf(e).map((se) => se.position)));
  for (const p of pubs.filter((x) => x.controlled && !inChain.has(ip(x.position)) && !subPublished.has(x.position))) {
    const seq = ++sequence;
    publishers.push({
      sequence: seq,
      ipNumber: ip(p.position),
      name: p.name,
      type: p.role,
      ipi: p.ipi,
      society: p.society,
      ownership: shares(p),
      collection: p.role === 'E' ? chainCollection(p, shares(p)) : [{ territory: p.territory, shares: shares(p) }],
    });
    if (p.role === 'E') publishers.push(...subPublishers(p, seq));
  }
  return {
    publishers,
    otherPublishers: pubs
      .filter((p) => !p.controlled)
      .map((p) => ({
        sequence: ++sequence,
        ipNumber: ip(p.position),
        name: p.name,
        type: p.role,
        ipi: p.ipi,
        society: p.society,
        ownership: shares(p),
      })),
    writers: controlledWriters.map((p) => writerOut.find((x) => x.ipNumber === ip(p.position))!),
    otherWriters: writers.filter((p) => !p.controlled).map((p) => writer(p)),
  };
}
