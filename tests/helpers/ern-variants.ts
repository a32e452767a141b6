// ERN 4.3 NewReleaseMessages built from parts, for the ways senders legally differ (XSD-valid variants of one
// album): each part can be replaced by the shape a sender writes. Defaults give a three-track album, worldwide.
import { writeFileSync } from 'node:fs';
import * as importRoute from '@/app/api/ddex/import/route';
import * as releaseRoute from '@/app/api/releases/[id]/route';
import { db } from '@/lib/platform/db';
import { call, type createUser } from './api';
import { codes, form } from './ern-fixtures';

type Codes = ReturnType<typeof codes>;

export const party = (ref: string, ...names: string[]) =>
  `<Party><PartyReference>${ref}</PartyReference>${names.map((n) => (n.startsWith('<') ? n : `<PartyName><FullName>${n}</FullName></PartyName>`)).join('')}</Party>`;

/** A SoundRecording; `extra` replaces its title/artist block, `isrc` its ResourceId block. */
export function recording(
  c: Codes,
  n: number,
  o: {
    title?: string;
    titles?: string;
    artists?: string;
    duration?: string;
    resourceId?: string;
    editions?: string;
  } = {},
) {
  const title = o.title ?? `Track ${n}`;
  const edition =
    o.editions ??
    `<SoundRecordingEdition>${o.resourceId ?? `<ResourceId><ISRC>${c.isrc(n)}</ISRC></ResourceId>`}<PLine><Year>2024</Year><PLineText>℗ 2024 Nordlicht Records</PLineText></PLine></SoundRecordingEdition>`;
  return `<SoundRecording><ResourceReference>A${n}</ResourceReference><Type>MusicalWorkSoundRecording</Type>${edition}
      ${o.titles ?? `<DisplayTitleText>${title}</DisplayTitleText><DisplayTitle><TitleText>${title}</TitleText></DisplayTitle>`}
      ${o.artists ?? '<DisplayArtistName>Mara Lind</DisplayArtistName><DisplayArtist SequenceNumber="1"><ArtistPartyReference>P1</ArtistPartyReference><DisplayArtistRole>MainArtist</DisplayArtistRole></DisplayArtist>'}
      <Duration>${o.duration ?? 'PT3M0S'}</Duration><ParentalWarningType>NotExplicit</ParentalWarningType></SoundRecording>`;
}

export const item = (ref: string, seq?: number) =>
  `<ResourceGroupContentItem>${seq === undefined ? '' : `<SequenceNumber>${seq}</SequenceNumber>`}<ReleaseResourceReference>${ref}</ReleaseResourceReference></ResourceGroupContentItem>`;

export interface Parts {
  /** ERN 4.3.2: its namespace, and Release/DisplayGenre for 4.3's Release/Genre (the rest of these parts is alike). */
  ern432?: boolean;
  rootAttrs?: string;
  prolog?: string;
  parties?: string;
  resources?: string;
  releaseType?: string;
  /** Everything of the Release between ReleaseId and ReleaseLabelReference (titles, artists). */
  releaseNames?: string;
  /** Everything between ReleaseLabelReference and ResourceGroup (lines, genre, dates, parental warning). */
  releaseDetails?: string;
  group?: string;
  trackReleases?: string;
  deals?: string;
}

export function message(c: Codes, p: Parts = {}): string {
  if (p.ern432)
    return message(c, { ...p, ern432: false })
      .replace('xmlns:ern="http://ddex.net/xml/ern/43"', 'xmlns:ern="http://ddex.net/xml/ern/432"')
      .replace(/<(\/?)Genre([ >])/g, '<$1DisplayGenre$2');
  const resources = p.resources ?? [1, 2, 3].map((n) => recording(c, n)).join('\n');
  return `${p.prolog ?? '<?xml version="1.0" encoding="UTF-8"?>'}
<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43" ${p.rootAttrs ?? 'LanguageAndScriptCode="en"'} AvsVersionId="9" ReleaseProfileVersionId="Audio">
  <MessageHeader><MessageId>${c.msg}</MessageId>
    <MessageSender><PartyId>PADPIDA2011071501F</PartyId><PartyName><FullName>Other Distributor</FullName></PartyName></MessageSender>
    <MessageRecipient><PartyId>PADPIDA2014120301K</PartyId><PartyName><FullName>Master Music Safe</FullName></PartyName></MessageRecipient>
    <MessageCreatedDateTime>2025-05-01T10:00:00Z</MessageCreatedDateTime><MessageControlType>LiveMessage</MessageControlType>
  </MessageHeader>
  <PartyList>${p.parties ?? `${party('P1', 'Mara Lind')}${party('P2', 'Nordlicht Records')}`}</PartyList>
  <ResourceList>${resources}</ResourceList>
  <ReleaseList><Release><ReleaseReference>R0</ReleaseReference><ReleaseType>${p.releaseType ?? 'Album'}</ReleaseType>
      <ReleaseId><ICPN>${c.upc}</ICPN></ReleaseId>
      ${p.releaseNames ?? '<DisplayTitleText>Polar Night</DisplayTitleText><DisplayTitle><TitleText>Polar Night</TitleText></DisplayTitle><DisplayArtistName>Mara Lind</DisplayArtistName><DisplayArtist SequenceNumber="1"><ArtistPartyReference>P1</ArtistPartyReference><DisplayArtistRole>MainArtist</DisplayArtistRole></DisplayArtist>'}
      <ReleaseLabelReference>P2</ReleaseLabelReference>
      ${p.releaseDetails ?? '<PLine><Year>2024</Year><PLineText>℗ 2024 Nordlicht Records</PLineText></PLine><CLine><Year>2024</Year><CLineText>© 2024 Nordlicht Records</CLineText></CLine><Genre><GenreText>Electronic</GenreText></Genre><ReleaseDate>2024-11-15</ReleaseDate><ParentalWarningType>NotExplicit</ParentalWarningType>'}
      <ResourceGroup>${p.group ?? [1, 2, 3].map((n) => item(`A${n}`, n)).join('')}</ResourceGroup>
    </Release>${p.trackReleases ?? ''}</ReleaseList>
  <DealList>${p.deals ?? deal('<TerritoryCode>Worldwide</TerritoryCode>', '<StartDate>2024-11-15</StartDate>')}</DealList>
</ern:NewReleaseMessage>
`;
}

/** A ReleaseDeal of one Deal: its territory codes, one ValidityPeriod per period given. */
export const deal = (territories: string, periods: string | string[], ref = 'R0') =>
  `<ReleaseDeal><DealReleaseReference>${ref}</DealReleaseReference><Deal><DealTerms>${territories}${[periods]
    .flat()
    .map((v) => `<ValidityPeriod>${v}</ValidityPeriod>`)
    .join(
      '',
    )}<CommercialModelType>SubscriptionModel</CommercialModelType><UseType>OnDemandStream</UseType></DealTerms></Deal></ReleaseDeal>`;

/** A variant: the parts to replace, or a function of the codes (UPC, ISRCs) giving them. */
export type Variant = Parts | ((c: Codes) => Parts);

/**
 * Imports a variant through POST /api/ddex/import as `admin` (201 expected) and reads it back as the release page's
 * API shows it. ERN_DUMP=<dir> writes each message there, to check it with xmllint against the XSD.
 */
export async function imported(admin: Awaited<ReturnType<typeof createUser>>, parts: Variant, c = codes()) {
  const xml = message(c, typeof parts === 'function' ? parts(c) : parts);
  if (process.env.ERN_DUMP) writeFileSync(`${process.env.ERN_DUMP}/${expect.getState().currentTestName}.xml`, xml);
  const res = await call(importRoute.POST, { as: admin, rawBody: form(xml) });
  expect(res.json).toMatchObject({ tracks: expect.any(Number) });
  expect(res.status).toBe(201);
  const page = await call(releaseRoute.GET, { as: admin, params: { id: res.json.id } });
  expect(page.status).toBe(200);
  const ernImport = await db.ernImport.findFirstOrThrow({ where: { releaseId: res.json.id } });
  return { c, res, r: page.json, ernImport };
}
