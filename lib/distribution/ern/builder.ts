// Builds a DDEX ERN 4.3 or 4.3.2 NewReleaseMessage for one release and one recipient store (./xml-writer.ts).
// Pure: takes plain data, returns the XML text. Validated against the version's XSD by ./validate.ts.
import type { AiContent } from '../../generated/prisma/enums';
import { AVS_VERSION, ERN_PROFILES, containsAiValue, recordingContainsAi, schemaLocation } from './message-version';
import type { ErnVersion } from './validate';
import { serialize, xmlDocument, type XmlNode as XMLBuilder } from './xml-writer';

export type ErnKind = 'insert' | 'update' | 'takedown';

interface ErnContributor {
  name: string;
  role: string;
}
interface ErnTrack {
  id: string;
  position: number;
  title: string;
  version: string;
  isrc: string | null;
  durationMs: number | null;
  explicit: boolean;
  language: string;
  instrumental: boolean;
  audioFormat?: string | null;
  sampleRate?: number | null;
  bitsPerSample?: number | null;
  channels?: number | null;
  audioFileId?: string | null;
  /** Generative AI in the recording as declared (ERN 4.3.2 ContainsAI); null: not declared */
  containsAi?: AiContent | null;
  contributors: ErnContributor[];
}
export interface ErnRelease {
  id: string;
  title: string;
  primaryArtist: string;
  releaseType: 'single' | 'ep' | 'album';
  genre: string;
  label: string;
  pLine: string;
  cLine: string;
  releaseDate: Date | null;
  originalReleaseDate: Date | null;
  explicit: boolean;
  language: string;
  territories: string[];
  upc: string | null;
  artworkFileId: string | null;
  artworkWidth?: number | null;
  artworkHeight?: number | null;
  /** Generative AI in the release as declared (ERN 4.3.2 ContainsAI); null: not declared */
  containsAi?: AiContent | null;
  tracks: ErnTrack[];
}
export interface ErnHeader {
  messageId: string;
  threadId?: string;
  sender: { partyId: string; name: string };
  recipient: { partyId: string; name: string };
  createdAt: Date;
  kind: ErnKind;
  /** Base URL under which files are referenced */
  fileBaseUrl?: string;
  test?: boolean;
  /** The ERN version the recipient asked for (its store requirements); 4.3 by default */
  version?: ErnVersion;
}

const RELEASE_TYPE = { single: 'Single', ep: 'EP', album: 'Album' } as const;
const DISPLAY_ROLE: Record<string, string> = { main_artist: 'MainArtist', featured_artist: 'FeaturedArtist' };
const CONTRIBUTOR_ROLE: Record<string, string> = {
  composer: 'Composer',
  lyricist: 'Lyricist',
  producer: 'StudioProducer',
  remixer: 'Remixer',
  performer: 'Artist',
  mixing_engineer: 'MixingEngineer',
  mastering_engineer: 'MasteringEngineer',
};

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** ISO 8601 duration (PT3M34S) from milliseconds. */
function isoDuration(ms: number | null): string {
  const total = Math.max(0, Math.round((ms ?? 0) / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ''}${m}M${s}S`;
}

const trackTitle = (t: ErnTrack) => (t.version ? `${t.title} (${t.version})` : t.title);
const year = (line: string, fallback: Date | null) =>
  /^(\d{4})\b/.exec(line)?.[1] ?? String((fallback ?? new Date()).getUTCFullYear());

class Parties {
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
  write(list: XMLBuilder) {
    for (const [name, ref] of this.refs)
      list.ele('Party').ele('PartyReference').txt(ref).up().ele('PartyName').ele('FullName').txt(name);
  }
}

function displayArtists(node: XMLBuilder, parties: Parties, names: { name: string; role: string }[]) {
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

function artistsOf(r: ErnRelease, t?: ErnTrack) {
  const fromTrack = (t?.contributors ?? []).filter((c) => c.role in DISPLAY_ROLE);
  return fromTrack.length ? fromTrack : [{ name: r.primaryArtist, role: 'main_artist' }];
}

export function buildErn(r: ErnRelease, h: ErnHeader): string {
  const parties = new Parties();
  const v = ERN_PROFILES[h.version ?? '4.3'];
  // 4.3 messages stay as stores have accepted them; a 4.3.2 one names where its schema is published.
  const root = xmlDocument(v.namespace, 'ern:NewReleaseMessage', {
    ...(v.schemaLocation && {
      'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      'xsi:schemaLocation': schemaLocation(v.namespace),
    }),
    LanguageAndScriptCode: r.language || 'en',
    AvsVersionId: AVS_VERSION,
    ReleaseProfileVersionId: 'Audio',
  });

  const header = root.ele('MessageHeader');
  header.ele('MessageThreadId').txt(h.threadId ?? r.id);
  header.ele('MessageId').txt(h.messageId);
  header
    .ele('MessageSender')
    .ele('PartyId')
    .txt(h.sender.partyId)
    .up()
    .ele('PartyName')
    .ele('FullName')
    .txt(h.sender.name);
  header
    .ele('MessageRecipient')
    .ele('PartyId')
    .txt(h.recipient.partyId)
    .up()
    .ele('PartyName')
    .ele('FullName')
    .txt(h.recipient.name);
  header.ele('MessageCreatedDateTime').txt(h.createdAt.toISOString());
  header.ele('MessageControlType').txt(h.test ? 'TestMessage' : 'LiveMessage');

  const partyList = root.ele('PartyList');
  const labelRef = parties.ref(r.label || r.primaryArtist);

  const resources = root.ele('ResourceList');
  const tracks = [...r.tracks].sort((a, b) => a.position - b.position);
  tracks.forEach((t, i) => {
    const sr = resources.ele('SoundRecording');
    sr.ele('ResourceReference').txt(`A${i + 1}`);
    sr.ele('Type').txt('MusicalWorkSoundRecording');
    const ed = sr.ele('SoundRecordingEdition');
    const rid = ed.ele('ResourceId');
    if (t.isrc) rid.ele('ISRC').txt(t.isrc);
    else rid.ele('ProprietaryId', { Namespace: `DPID:${h.sender.partyId}` }).txt(t.id);
    if (r.pLine)
      ed.ele('PLine').ele('Year').txt(year(r.pLine, r.releaseDate)).up().ele('PLineText').txt(`℗ ${r.pLine}`);
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
    t.contributors
      .filter((c) => c.role in CONTRIBUTOR_ROLE)
      .forEach((c, ci) => {
        const role = sr
          .ele('Contributor', { SequenceNumber: String(ci + 1) })
          .ele('ContributorPartyReference')
          .txt(parties.ref(c.name))
          .up()
          .ele('Role');
        if (v.roleInValue) role.ele('Value').txt(CONTRIBUTOR_ROLE[c.role]);
        else role.txt(CONTRIBUTOR_ROLE[c.role]);
      });
    sr.ele('Duration').txt(isoDuration(t.durationMs));
    sr.ele('ParentalWarningType').txt(t.explicit ? 'Explicit' : 'NotExplicit');
    const ai = v.containsAi ? recordingContainsAi(t.containsAi, r.containsAi) : null;
    if (ai) sr.ele('ContainsAI').txt(ai);
    sr.ele('IsInstrumental').txt(String(t.instrumental));
    if (!t.instrumental && t.language) sr.ele('LanguageOfPerformance').txt(t.language);
  });
  if (r.artworkFileId) {
    const img = resources.ele('Image');
    img.ele('ResourceReference').txt(`A${tracks.length + 1}`);
    img.ele('Type').txt('FrontCoverImage');
    img
      .ele('ResourceId')
      .ele('ProprietaryId', { Namespace: `DPID:${h.sender.partyId}` })
      .txt(r.artworkFileId);
    if (r.cLine)
      img.ele('CLine').ele('Year').txt(year(r.cLine, r.releaseDate)).up().ele('CLineText').txt(`© ${r.cLine}`);
    img.ele('ParentalWarningType').txt('NotExplicit');
    const tech = img.ele('TechnicalDetails');
    tech.ele('TechnicalResourceDetailsReference').txt(`T${tracks.length + 1}`);
    if (r.artworkHeight) tech.ele('ImageHeight', { UnitOfMeasure: 'Pixel' }).txt(String(r.artworkHeight));
    if (r.artworkWidth) tech.ele('ImageWidth', { UnitOfMeasure: 'Pixel' }).txt(String(r.artworkWidth));
    tech
      .ele('File')
      .ele('URI')
      .txt(`${h.fileBaseUrl ?? ''}/api/files/${r.artworkFileId}`);
  }

  const releases = root.ele('ReleaseList');
  const rel = releases.ele('Release');
  rel.ele('ReleaseReference').txt('R0');
  rel.ele('ReleaseType').txt(RELEASE_TYPE[r.releaseType]);
  const relId = rel.ele('ReleaseId');
  if (r.upc) relId.ele('ICPN').txt(r.upc);
  else relId.ele('ProprietaryId', { Namespace: `DPID:${h.sender.partyId}` }).txt(r.id);
  rel.ele('DisplayTitleText').txt(r.title);
  rel.ele('DisplayTitle').ele('TitleText').txt(r.title);
  rel.ele('DisplayArtistName').txt(r.primaryArtist);
  displayArtists(
    rel,
    parties,
    artistsOf(r, tracks[0]).filter((a) => a.role === 'main_artist').length
      ? artistsOf(r, tracks[0]).filter((a) => a.role === 'main_artist')
      : [{ name: r.primaryArtist, role: 'main_artist' }],
  );
  rel.ele('ReleaseLabelReference').txt(labelRef);
  if (r.pLine) rel.ele('PLine').ele('Year').txt(year(r.pLine, r.releaseDate)).up().ele('PLineText').txt(`℗ ${r.pLine}`);
  if (r.cLine) rel.ele('CLine').ele('Year').txt(year(r.cLine, r.releaseDate)).up().ele('CLineText').txt(`© ${r.cLine}`);
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
      .txt(`A${i + 1}`),
  );
  if (r.artworkFileId)
    group.ele('LinkedReleaseResourceReference', { LinkDescription: 'CoverArt' }).txt(`A${tracks.length + 1}`);
  const releaseAi = v.containsAi ? containsAiValue(r.containsAi) : null;
  if (releaseAi) rel.ele('ContainsAI').txt(releaseAi);

  const deals = root.ele('DealList').ele('ReleaseDeal');
  deals.ele('DealReleaseReference').txt('R0');
  const start = r.releaseDate ?? h.createdAt;
  const models: [string, string[]][] = [
    ['SubscriptionModel', ['OnDemandStream', 'NonInteractiveStream']],
    ['AdvertisementSupportedModel', ['OnDemandStream', 'NonInteractiveStream']],
    ['PayAsYouGoModel', ['PermanentDownload']],
  ];
  for (const [model, uses] of models) {
    const terms = deals.ele('Deal').ele('DealTerms');
    for (const code of r.territories.length ? r.territories : ['WW'])
      terms.ele('TerritoryCode').txt(code === 'WW' ? 'Worldwide' : code);
    const period = terms.ele('ValidityPeriod');
    period.ele('StartDate').txt(isoDate(start));
    // ERN 4 has no takedown flag: a deal whose period ends today withdraws the release.
    if (h.kind === 'takedown') period.ele('EndDate').txt(isoDate(h.createdAt < start ? start : h.createdAt));
    terms.ele('CommercialModelType').txt(model);
    for (const u of uses) terms.ele('UseType').txt(u);
  }

  parties.write(partyList);
  return serialize(root);
}
