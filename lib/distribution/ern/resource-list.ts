// The ResourceList of an ERN message: a SoundRecording per track (in track order, A1..An) and the release's
// FrontCoverImage (A n+1) with its file, hash and size in pixels.
import { recordingContainsAi, type ERN_PROFILES } from './message-version';
import {
  CONTRIBUTOR_ROLE,
  Parties,
  artistsOf,
  cLine,
  displayArtists,
  isoDuration,
  pLine,
  trackTitle,
} from './message-parts';
import type { ErnHeader, ErnRelease, ErnTrack } from './release-data';
import type { XmlNode } from './xml-writer';

type Version = (typeof ERN_PROFILES)[keyof typeof ERN_PROFILES];

export const recordingRef = (i: number) => `A${i + 1}`;

/** Credits with one Contributor per party and all its roles (DDEX Audio profile rule 1030-1). */
function contributorsOf(t: ErnTrack) {
  const byName = new Map<string, string[]>();
  for (const c of t.contributors) {
    const role = CONTRIBUTOR_ROLE[c.role];
    if (!role) continue;
    const roles = byName.get(c.name.trim()) ?? [];
    if (!roles.includes(role)) roles.push(role);
    byName.set(c.name.trim(), roles);
  }
  return [...byName];
}

function soundRecording(resources: XmlNode, r: ErnRelease, t: ErnTrack, i: number, h: ErnHeader, ctx: Ctx) {
  const { v, parties } = ctx;
  const sr = resources.ele('SoundRecording');
  sr.ele('ResourceReference').txt(recordingRef(i));
  sr.ele('Type').txt('MusicalWorkSoundRecording');
  const ed = sr.ele('SoundRecordingEdition');
  const rid = ed.ele('ResourceId');
  if (t.isrc) rid.ele('ISRC').txt(t.isrc);
  else rid.ele('ProprietaryId', { Namespace: `DPID:${h.sender.partyId}` }).txt(t.id);
  pLine(ed, r);
  const tech = ed.ele('TechnicalDetails');
  tech.ele('TechnicalResourceDetailsReference').txt(`T${i + 1}`);
  if (t.audioFileId) {
    const file = tech.ele('DeliveryFile');
    file.ele('Type').txt('AudioFile');
    if (t.audioFormat) file.ele('AudioCodecType').txt(t.audioFormat === 'flac' ? 'FLAC' : 'PCM');
    if (t.channels) file.ele('NumberOfChannels').txt(String(t.channels));
    if (t.sampleRate) file.ele('SamplingRate', { UnitOfMeasure: 'Hz' }).txt(String(t.sampleRate));
    if (t.bitsPerSample) file.ele('BitsPerSample').txt(String(t.bitsPerSample));
    file
      .ele('File')
      .ele('URI')
      .txt(`${h.fileBaseUrl ?? ''}/api/files/${t.audioFileId}`);
  }
  sr.ele('DisplayTitleText').txt(trackTitle(t));
  const dt = sr.ele('DisplayTitle');
  dt.ele('TitleText').txt(t.title);
  if (t.version) dt.ele('SubTitle').txt(t.version);
  sr.ele('DisplayArtistName').txt(r.primaryArtist);
  displayArtists(sr, parties, artistsOf(r, t));
  contributorsOf(t).forEach(([name, roles], ci) => {
    const c = sr.ele('Contributor', { SequenceNumber: String(ci + 1) });
    c.ele('ContributorPartyReference').txt(parties.ref(name));
    for (const role of roles) {
      if (v.roleInValue) c.ele('Role').ele('Value').txt(role);
      else c.ele('Role').txt(role);
    }
  });
  sr.ele('Duration').txt(isoDuration(t.durationMs));
  sr.ele('ParentalWarningType').txt(t.explicit ? 'Explicit' : 'NotExplicit');
  const ai = v.containsAi ? recordingContainsAi(t.containsAi, r.containsAi) : null;
  if (ai) sr.ele('ContainsAI').txt(ai);
  sr.ele('IsInstrumental').txt(String(t.instrumental));
  if (!t.instrumental && t.language) sr.ele('LanguageOfPerformance').txt(t.language);
}

/** The FrontCoverImage: its TechnicalDetails from the file itself when read (codec, pixels, SHA-256). */
function frontCover(resources: XmlNode, r: ErnRelease, ref: string, n: number, h: ErnHeader) {
  const fileId = r.artwork?.fileId ?? r.artworkFileId!;
  const img = resources.ele('Image');
  img.ele('ResourceReference').txt(ref);
  img.ele('Type').txt('FrontCoverImage');
  img
    .ele('ResourceId')
    .ele('ProprietaryId', { Namespace: `DPID:${h.sender.partyId}` })
    .txt(fileId);
  cLine(img, r);
  img.ele('ParentalWarningType').txt('NotExplicit');
  const tech = img.ele('TechnicalDetails');
  tech.ele('TechnicalResourceDetailsReference').txt(`T${n}`);
  const a = r.artwork;
  if (a) tech.ele('ImageCodecType').txt(a.codec);
  const height = a?.height ?? r.artworkHeight;
  const width = a?.width ?? r.artworkWidth;
  if (height) tech.ele('ImageHeight', { UnitOfMeasure: 'Pixel' }).txt(String(height));
  if (width) tech.ele('ImageWidth', { UnitOfMeasure: 'Pixel' }).txt(String(width));
  const file = tech.ele('File');
  file.ele('URI').txt(`${h.fileBaseUrl ?? ''}/api/files/${fileId}`);
  if (a) {
    const sum = file.ele('HashSum');
    sum.ele('Algorithm').txt('SHA-256');
    sum.ele('DataType').txt('HexBinary');
    sum.ele('HashSumValue').txt(a.sha256);
  }
}

interface Ctx {
  v: Version;
  parties: Parties;
}

/** Writes the ResourceList; returns the cover's ResourceReference (null without artwork). */
export function writeResources(root: XmlNode, r: ErnRelease, tracks: ErnTrack[], h: ErnHeader, ctx: Ctx) {
  const resources = root.ele('ResourceList');
  tracks.forEach((t, i) => soundRecording(resources, r, t, i, h, ctx));
  if (!r.artwork && !r.artworkFileId) return null;
  const ref = recordingRef(tracks.length);
  frontCover(resources, r, ref, tracks.length + 1, h);
  return ref;
}
