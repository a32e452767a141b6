// Pieces the ERN builder's sections share: the party list, display artists, dates, durations and lines.
import type { ErnRelease, ErnTrack } from './release-data';
import type { XmlNode } from './xml-writer';

const DISPLAY_ROLE: Record<string, string> = { main_artist: 'MainArtist', featured_artist: 'FeaturedArtist' };
export const CONTRIBUTOR_ROLE: Record<string, string> = {
  composer: 'Composer',
  lyricist: 'Lyricist',
  producer: 'StudioProducer',
  remixer: 'Remixer',
  performer: 'Artist',
  mixing_engineer: 'MixingEngineer',
  mastering_engineer: 'MasteringEngineer',
};

export const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** ISO 8601 duration (PT3M34S) from milliseconds. */
export function isoDuration(ms: number | null): string {
  const total = Math.max(0, Math.round((ms ?? 0) / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ''}${m}M${s}S`;
}

export const trackTitle = (t: ErnTrack) => (t.version ? `${t.title} (${t.version})` : t.title);
const year = (line: string, fallback: Date | null) =>
  /^(\d{4})\b/.exec(line)?.[1] ?? String((fallback ?? new Date()).getUTCFullYear());

export class Parties {
  private refs = new Map<string, string>();
  ref(name: string): string {
    const key = name.trim();
    let r = this.refs.get(key);
    if (!r) {
      r = `P${this.refs.size + 1}`;
      this.refs.set(key, r);
    }
    return r;
  }
  write(list: XmlNode) {
    for (const [name, ref] of this.refs)
      list.ele('Party').ele('PartyReference').txt(ref).up().ele('PartyName').ele('FullName').txt(name);
  }
}

export function displayArtists(node: XmlNode, parties: Parties, names: { name: string; role: string }[]) {
  names.forEach((a, i) => {
    node
      .ele('DisplayArtist', { SequenceNumber: String(i + 1) })
      .ele('ArtistPartyReference')
      .txt(parties.ref(a.name))
      .up()
      .ele('DisplayArtistRole')
      .txt(DISPLAY_ROLE[a.role] ?? 'MainArtist');
  });
}

export function artistsOf(r: ErnRelease, t?: ErnTrack) {
  const fromTrack = (t?.contributors ?? []).filter((c) => c.role in DISPLAY_ROLE);
  return fromTrack.length ? fromTrack : [{ name: r.primaryArtist, role: 'main_artist' }];
}

export function pLine(node: XmlNode, r: ErnRelease) {
  if (r.pLine)
    node.ele('PLine').ele('Year').txt(year(r.pLine, r.releaseDate)).up().ele('PLineText').txt(`℗ ${r.pLine}`);
}
export function cLine(node: XmlNode, r: ErnRelease) {
  if (r.cLine)
    node.ele('CLine').ele('Year').txt(year(r.cLine, r.releaseDate)).up().ele('CLineText').txt(`© ${r.cLine}`);
}
