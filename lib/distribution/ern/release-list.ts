// The ReleaseList of an ERN message in the DDEX "Audio" release profile: the main Release (R0: its ReleaseType
// from the tracks, ./release-profile.ts; the tracks in sequence; the cover linked from its top-level group), then
// one TrackRelease per SoundRecording (R1..Rn), each identified by the recording's ISRC as a ProprietaryId (ERN 4's
// ReleaseId has no ISRC) and linked to its recording and to the cover.
import { containsAiValue, type ERN_PROFILES } from './message-version';
import { artistsOf, cLine, displayArtists, isoDate, isoDuration, pLine, type Parties } from './message-parts';
import { DDEX_RELEASE_TYPE, audioReleaseType } from './release-profile';
import type { ErnHeader, ErnRelease, ErnTrack } from './release-data';
import { recordingRef } from './resource-list';
import type { XmlNode } from './xml-writer';

type Version = (typeof ERN_PROFILES)[keyof typeof ERN_PROFILES];

const MAIN_RELEASE_REF = 'R0';
const trackReleaseRef = (i: number) => `R${i + 1}`;

interface Ctx {
  v: Version;
  parties: Parties;
  labelRef: string;
  coverRef: string | null;
}

function mainRelease(list: XmlNode, r: ErnRelease, tracks: ErnTrack[], h: ErnHeader, ctx: Ctx) {
  const { v, parties } = ctx;
  const rel = list.ele('Release');
  rel.ele('ReleaseReference').txt(MAIN_RELEASE_REF);
  rel.ele('ReleaseType').txt(DDEX_RELEASE_TYPE[audioReleaseType(tracks.map((t) => t.durationMs ?? 0))]);
  const relId = rel.ele('ReleaseId');
  if (r.upc) relId.ele('ICPN').txt(r.upc);
  else relId.ele('ProprietaryId', { Namespace: `DPID:${h.sender.partyId}` }).txt(r.id);
  rel.ele('DisplayTitleText').txt(r.title);
  rel.ele('DisplayTitle').ele('TitleText').txt(r.title);
  rel.ele('DisplayArtistName').txt(r.primaryArtist);
  const main = artistsOf(r, tracks[0]).filter((a) => a.role === 'main_artist');
  displayArtists(rel, parties, main.length ? main : [{ name: r.primaryArtist, role: 'main_artist' }]);
  rel.ele('ReleaseLabelReference').txt(ctx.labelRef);
  pLine(rel, r);
  cLine(rel, r);
  rel.ele('Duration').txt(isoDuration(tracks.reduce((s, t) => s + (t.durationMs ?? 0), 0)));
  rel
    .ele(v.genre)
    .ele('GenreText')
    .txt(r.genre || 'Unclassified');
  if (r.releaseDate) rel.ele('ReleaseDate').txt(isoDate(r.releaseDate));
  if (r.originalReleaseDate) rel.ele('OriginalReleaseDate').txt(isoDate(r.originalReleaseDate));
  rel.ele('ParentalWarningType').txt(r.explicit ? 'Explicit' : 'NotExplicit');
  const group = rel.ele('ResourceGroup');
  tracks.forEach((_t, i) =>
    group
      .ele('ResourceGroupContentItem')
      .ele('SequenceNumber')
      .txt(String(i + 1))
      .up()
      .ele('ReleaseResourceReference')
      .txt(recordingRef(i)),
  );
  if (ctx.coverRef) group.ele('LinkedReleaseResourceReference', { LinkDescription: 'CoverArt' }).txt(ctx.coverRef);
  const releaseAi = v.containsAi ? containsAiValue(r.containsAi) : null;
  if (releaseAi) rel.ele('ContainsAI').txt(releaseAi);
}

function trackRelease(list: XmlNode, r: ErnRelease, t: ErnTrack, i: number, h: ErnHeader, ctx: Ctx) {
  const tr = list.ele('TrackRelease');
  tr.ele('ReleaseReference').txt(trackReleaseRef(i));
  tr.ele('ReleaseId')
    .ele('ProprietaryId', { Namespace: `DPID:${h.sender.partyId}` })
    .txt(t.isrc ?? t.id);
  // No title: a TrackRelease gives one only where it differs from its recording's (DDEX 1049-1 ... 1049-3).
  tr.ele('ReleaseResourceReference').txt(recordingRef(i));
  if (ctx.coverRef) tr.ele('LinkedReleaseResourceReference', { LinkDescription: 'CoverArt' }).txt(ctx.coverRef);
  tr.ele('ReleaseLabelReference').txt(ctx.labelRef);
  tr.ele(ctx.v.genre)
    .ele('GenreText')
    .txt(r.genre || 'Unclassified');
}

/** Writes the ReleaseList; returns every release's reference, the main one first (each gets a ReleaseDeal). */
export function writeReleases(root: XmlNode, r: ErnRelease, tracks: ErnTrack[], h: ErnHeader, ctx: Ctx): string[] {
  const list = root.ele('ReleaseList');
  mainRelease(list, r, tracks, h, ctx);
  tracks.forEach((t, i) => trackRelease(list, r, t, i, h, ctx));
  return [MAIN_RELEASE_REF, ...tracks.map((_t, i) => trackReleaseRef(i))];
}
