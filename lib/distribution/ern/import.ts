// /ddex-upload: imports an ERN 4.3 message (validated against the XSD first). A NewReleaseMessage
// creates a draft release from its main release (tracks from the ResourceGroup content items, discs
// and nested groups in sequence, video included; a DJ mix's component recordings kept as components);
// a PurgeReleaseMessage takes the release it names down; an UpdateReleaseMessage is refused (ERN 4.3
// has none). The same MessageId + release reference imported twice returns the same release.
import { convert } from 'xmlbuilder2';
import { db } from '../../db';
import { BadRequest, Conflict, NotFound } from '../../errors';
import type { SessionUser } from '../../auth/session';
import type { ContributorRole, ReleaseType } from '../../generated/prisma/enums';
import { recordAudit } from '../../audit/service';
import { takedownRelease } from '../../releases/lifecycle';
import { readUploadedXml } from './conformance';
import { rootOf } from './read';
import { validateErn } from './validate';
import { arr, text, type Node } from './object-form';

const attr = (v: unknown, name: string): string =>
  v && typeof v === 'object' && !Array.isArray(v) ? String((v as Node)[`@${name}`] ?? '') : '';
const child = (n: unknown, key: string): Node | undefined => arr((n as Node | undefined)?.[key] as Node[])[0];

const ROLE: Record<string, ContributorRole> = {
  Composer: 'composer',
  Lyricist: 'lyricist',
  ComposerLyricist: 'composer',
  StudioProducer: 'producer',
  Producer: 'producer',
  Remixer: 'remixer',
  MixingEngineer: 'mixing_engineer',
  MasteringEngineer: 'mastering_engineer',
  Artist: 'performer',
};

/** Every ReleaseType of the AVS, onto this platform's three types. */
const SINGLE_TYPES = new Set([
  'Single',
  'SingleResourceRelease',
  'TrackRelease',
  'VideoSingle',
  'MultimediaSingle',
  'RingtoneRelease',
  'RingbackToneRelease',
  'AlertToneRelease',
  'VideoTrackRelease',
  'KaraokeRelease',
  'LogoRelease',
  'WallpaperRelease',
  'LyricSheetRelease',
  'SheetMusicRelease',
  'BackCoverImageRelease',
  'BookletBackImageRelease',
  'BookletFrontImageRelease',
  'Episode',
]);
function mapReleaseType(ddex: string, tracks: number): ReleaseType {
  if (ddex === 'EP') return 'ep';
  if (SINGLE_TYPES.has(ddex)) return 'single';
  if (ddex === 'UserDefined' || ddex === 'AsPerContract' || ddex === '')
    return tracks <= 3 ? 'single' : tracks <= 6 ? 'ep' : 'album';
  return 'album';
}

function durationMs(iso: string): number | null {
  const m = /^P(?:(\d+)D)?T?(?:(\d+)H)?(?:(\d+)M)?(?:([\d.]+)S)?$/.exec(iso.trim());
  if (!m || iso.trim() === 'P' || iso.trim() === 'PT') return null;
  return Math.round(
    (((Number(m[1] ?? 0) * 24 + Number(m[2] ?? 0)) * 60 + Number(m[3] ?? 0)) * 60 + Number(m[4] ?? 0)) * 1000,
  );
}

const isoDate = (s: string) => (/^\d{4}-\d{2}-\d{2}/.test(s) ? new Date(`${s.slice(0, 10)}T00:00:00Z`) : null);
const yearDate = (s: string) => (/^\d{4}$/.test(s) ? new Date(`${s}-01-01T00:00:00Z`) : isoDate(s));

function lineError(line: number | null, message: string) {
  return new BadRequest(message, [{ path: `line ${line ?? '?'}`, message }]);
}

export async function importErnUpload(user: SessionUser, req: Request) {
  const { xml } = await readUploadedXml(req);
  const root = rootOf(xml);
  if (root?.name === 'UpdateReleaseMessage')
    throw lineError(
      root.line,
      'ERN 4.3 has no UpdateReleaseMessage: send the update as a new NewReleaseMessage for the same release (ERN 3 marked it with UpdateIndicator; ERN 4 uses a later message).',
    );
  const check = await validateErn(xml);
  if (!check.valid)
    throw new BadRequest(
      `The message does not validate against ERN 4.3 (${check.errors.length} error${check.errors.length === 1 ? '' : 's'}): line ${check.errors[0].line ?? '?'}: ${check.errors[0].message}`,
      check.errors.map((e) => ({ path: `line ${e.line ?? '?'}`, message: e.message })),
    );
  let doc: Node;
  try {
    doc = convert(xml, { format: 'object' }) as Node;
  } catch {
    throw lineError(null, 'The message could not be read as XML.');
  }
  const rootKey = Object.keys(doc).find((k) => !k.startsWith('@') && !k.startsWith('?')) ?? '';
  const msg = doc[rootKey] as Node;
  const header = child(msg, 'MessageHeader');
  const messageId = text(child(header, 'MessageId') ?? header?.MessageId);
  if (root?.name === 'PurgeReleaseMessage') return purge(user, msg, messageId);
  if (root?.name !== 'NewReleaseMessage')
    throw lineError(
      root?.line ?? null,
      `${root?.name ?? 'This document'} is not an ERN 4.3 message this platform imports.`,
    );
  return importNewRelease(user, msg, messageId);
}

async function purge(user: SessionUser, msg: Node, messageId: string) {
  const purged = child(msg, 'PurgedRelease');
  const ids = arr(purged?.ReleaseId as Node[]);
  const icpn = ids.map((i) => text(i.ICPN)).find(Boolean) ?? '';
  const others = ids.flatMap((i) => [text(i.GRid), text(i.ProprietaryId), text(i.CatalogNumber)]).filter(Boolean);
  const title = text(child(purged, 'Title')?.TitleText ?? child(purged, 'Title'));
  const named =
    [icpn && `ICPN ${icpn}`, ...others, title && `"${title}"`].filter(Boolean).join(', ') || 'no identifier';
  const variants = icpn ? [icpn, icpn.replace(/^0(\d{12})$/, '$1'), /^\d{12}$/.test(icpn) ? `0${icpn}` : icpn] : [];
  const release = variants.length
    ? await db.release.findFirst({ where: { upc: { in: variants } }, select: { id: true, status: true, title: true } })
    : null;
  if (!release) throw new NotFound(`The release to purge (${named}) is not in the catalog.`);
  if (release.status === 'taken_down')
    return { id: release.id, title: release.title, messageType: 'PurgeReleaseMessage', status: 'taken_down' };
  if (release.status !== 'distributed' && release.status !== 'delivery_failed')
    throw new Conflict(
      `The release ${named} is ${release.status.replace(/_/g, ' ')}, not live: there is nothing to take down.`,
    );
  await takedownRelease(user, release.id);
  await db.$transaction(async (tx) => {
    await tx.ernImport.upsert({
      where: {
        messageId_releaseReference: { messageId: messageId || `purge-${release.id}`, releaseReference: 'purge' },
      },
      create: {
        messageId: messageId || `purge-${release.id}`,
        releaseReference: 'purge',
        messageType: 'PurgeReleaseMessage',
        releaseId: release.id,
        importedById: user.id,
      },
      update: {},
    });
    await recordAudit({
      tx,
      actor: user.id,
      action: 'release.purge_ern',
      target: { type: 'Release', id: release.id },
      detail: { messageId },
    });
  });
  return { id: release.id, title: release.title, messageType: 'PurgeReleaseMessage', status: 'taken_down' };
}

interface Item {
  reference: string;
  disc: number;
  sequence: number;
}

/** Content items of a ResourceGroup in sequence, nested groups (discs) kept in their own sequence. */
function contentItems(group: Node | undefined, disc = 1, depth = 0): Item[] {
  if (!group) return [];
  const seq = (n: Node, i: number) => {
    const v = Number(text(n.SequenceNumber));
    return Number.isFinite(v) && text(n.SequenceNumber) !== '' ? v : i + 1;
  };
  const entries: { seq: number; items: Item[] }[] = [];
  arr(group.ResourceGroup as Node[]).forEach((g, i) => {
    const d = depth === 0 ? seq(g, i) : disc;
    entries.push({ seq: seq(g, i), items: contentItems(g, d, depth + 1) });
  });
  arr(group.ResourceGroupContentItem as Node[]).forEach((c, i) => {
    entries.push({
      seq: seq(c, i),
      items: [{ reference: text(c.ReleaseResourceReference), disc, sequence: seq(c, i) }],
    });
  });
  // Groups and items interleave by their sequence numbers (stable for equal numbers).
  return entries
    .map((e, i) => ({ ...e, i }))
    .sort((a, b) => a.seq - b.seq || a.i - b.i)
    .flatMap((e) => e.items);
}

const COMPONENT_RELATIONS = new Set(['HasPart', 'HasContentFrom']);

/** References of the resources a resource is made of (a DJ mix's component recordings). */
function componentRefs(n: Node): string[] {
  const contained = arr(
    child(n, 'ResourceContainedResourceReferenceList')?.ResourceContainedResourceReference as Node[],
  ).map((c) => text(c.ResourceContainedResourceReference));
  const related = arr(n.RelatedResource as Node[])
    .filter((r) => COMPONENT_RELATIONS.has(text(r.ResourceRelationshipType)))
    .map((r) => text(r.ResourceRelatedResourceReference));
  return [...contained, ...related].filter(Boolean);
}

function items0(group: Node | undefined, resources: Map<string, unknown>): string[] {
  return contentItems(group)
    .map((i) => i.reference)
    .filter((r) => resources.has(r));
}

async function importNewRelease(user: SessionUser, msg: Node, messageId: string) {
  const partyList = child(msg, 'PartyList');
  const parties = new Map(
    arr(partyList?.Party as Node[]).map((p) => [text(p.PartyReference), text(child(p, 'PartyName')?.FullName)]),
  );
  const releaseList = child(msg, 'ReleaseList');
  const releases = arr(releaseList?.Release as Node[]);
  const rel = releases.find((r) => attr(r, 'IsMainRelease') === 'true') ?? releases[0];
  if (!rel) throw lineError(null, 'The message has no Release in its ReleaseList.');
  const releaseReference = text(rel.ReleaseReference);

  const existing = messageId
    ? await db.ernImport.findUnique({
        where: { messageId_releaseReference: { messageId, releaseReference } },
        include: { release: { select: { id: true, title: true, upc: true, _count: { select: { tracks: true } } } } },
      })
    : null;
  if (existing?.release)
    return {
      id: existing.release.id,
      title: existing.release.title,
      tracks: existing.release._count.tracks,
      upc: existing.release.upc,
      messageType: 'NewReleaseMessage',
      duplicate: true,
    };

  const resourceList = child(msg, 'ResourceList');
  type Res = { node: Node; kind: 'SoundRecording' | 'Video' };
  const resources = new Map<string, Res>();
  for (const s of arr(resourceList?.SoundRecording as Node[]))
    resources.set(text(s.ResourceReference), { node: s, kind: 'SoundRecording' });
  for (const v of arr(resourceList?.Video as Node[]))
    resources.set(text(v.ResourceReference), { node: v, kind: 'Video' });

  // A DJ mix names its mixed-in recordings (RelatedResource HasPart/HasContentFrom, or a contained
  // resource list): they are the mix's components, never tracks of their own.
  const components = new Set(
    items0(child(rel, 'ResourceGroup'), resources).flatMap((ref) => componentRefs(resources.get(ref)!.node)),
  );
  let items = contentItems(child(rel, 'ResourceGroup')).filter(
    (i) => resources.has(i.reference) && !components.has(i.reference),
  );
  // A release without a ResourceGroup (SingleResourceRelease, malformed senders): its resources in order.
  if (items.length === 0) {
    const parts = new Set([...resources.values()].flatMap((r) => componentRefs(r.node)));
    items = [...resources.keys()]
      .filter((r) => !parts.has(r))
      .map((reference, i) => ({ reference, disc: 1, sequence: i + 1 }));
  }

  const editionOf = (r: Res) => child(r.node, r.kind === 'Video' ? 'VideoEdition' : 'SoundRecordingEdition');
  const isrcOf = (r: Res) => text(child(editionOf(r), 'ResourceId')?.ISRC);
  const titleOf = (n: Node) => {
    const t = child(n, 'DisplayTitle');
    return { title: text(t?.TitleText) || text(n.DisplayTitleText), version: text(t?.SubTitle) };
  };

  const ddexType = text(rel.ReleaseType);
  const upc = text(child(rel, 'ReleaseId')?.ICPN) || null;
  if (upc && (await db.release.findUnique({ where: { upc } })))
    throw new BadRequest(`A release with UPC ${upc} already exists.`);
  const isrcs = items.map((i) => isrcOf(resources.get(i.reference)!)).filter(Boolean);
  const taken = isrcs.length
    ? await db.track.findFirst({ where: { isrc: { in: isrcs } }, select: { isrc: true } })
    : null;
  if (taken) throw new BadRequest(`ISRC ${taken.isrc} is already used in the catalog.`);
  if (new Set(isrcs).size !== isrcs.length)
    throw new BadRequest('The same ISRC is listed twice in the release; each track needs its own.');

  // Deals of the main release: territories, start dates, models.
  const deals = arr(child(msg, 'DealList')?.ReleaseDeal as Node[])
    .filter((d) => arr(d.DealReleaseReference as unknown[]).some((r) => text(r) === releaseReference))
    .flatMap((d) => arr(d.Deal as Node[]))
    .flatMap((d) => arr(d.DealTerms as Node[]))
    .map((t) => ({
      territories: arr(t.TerritoryCode as unknown[]).map(text),
      excludedTerritories: arr(t.ExcludedTerritoryCode as unknown[]).map(text),
      startDate: text(child(t, 'ValidityPeriod')?.StartDate) || text(child(t, 'ValidityPeriod')?.StartDateTime),
      endDate: text(child(t, 'ValidityPeriod')?.EndDate),
      commercialModels: arr(t.CommercialModelType as unknown[]).map(text),
      useTypes: arr(t.UseType as unknown[]).map(text),
    }));
  const dealTerritories = [...new Set(deals.flatMap((d) => d.territories))];
  const territories = dealTerritories.length === 0 || dealTerritories.includes('Worldwide') ? ['WW'] : dealTerritories;
  const starts = deals
    .map((d) => d.startDate)
    .filter(Boolean)
    .sort();

  const date = text(rel.ReleaseDate) || starts[0] || '';
  const original = text(rel.OriginalReleaseDate);
  const pLine = child(rel, 'PLine');
  const cLine = child(rel, 'CLine');
  const line = (n: Node | undefined, key: string, sym: string) =>
    text(n?.[key]).replace(new RegExp(`^\\s*${sym}\\s*`), '') ||
    [text(n?.Year), text(n?.PLineCompany ?? n?.CLineCompany)].filter(Boolean).join(' ');

  const trackData = items.map((item, i) => {
    const r = resources.get(item.reference)!;
    const s = r.node;
    const { title, version } = titleOf(s);
    const artists = arr(s.DisplayArtist as Node[]).map((a) => ({
      name: parties.get(text(a.ArtistPartyReference)) ?? '',
      role: (text(a.DisplayArtistRole) === 'FeaturedArtist' ? 'featured_artist' : 'main_artist') as ContributorRole,
    }));
    const credits = arr(s.Contributor as Node[]).flatMap((c) =>
      arr(c.Role as unknown[])
        .map((role) => ({ name: parties.get(text(c.ContributorPartyReference)) ?? '', role: ROLE[text(role)] }))
        .filter((c) => c.role),
    );
    const instrumental = text(s.IsInstrumental) === 'true';
    const components = componentRefs(s)
      .map((ref) => resources.get(ref))
      .filter((c): c is Res => !!c)
      .map((c) => ({ isrc: isrcOf(c), title: titleOf(c.node).title }));
    return {
      item,
      kind: r.kind,
      components,
      data: {
        position: i + 1,
        title: title || text(s.DisplayTitleText),
        version,
        isrc: isrcOf(r) || null,
        durationMs: durationMs(text(s.Duration)),
        explicit: text(s.ParentalWarningType) === 'Explicit',
        instrumental,
        language: instrumental ? 'zxx' : text(s.LanguageOfPerformance).slice(0, 2) || 'en',
        contributors: { create: [...artists, ...credits].filter((c) => c.name) },
      },
    };
  });

  const created = await db
    .$transaction(async (tx) => {
      const release = await tx.release.create({
        data: {
          ownerId: user.id,
          title: titleOf(rel).title || text(rel.DisplayTitleText),
          primaryArtist: text(rel.DisplayArtistName),
          releaseType: mapReleaseType(ddexType, trackData.length),
          genre: text(child(rel, 'Genre')?.GenreText),
          label: parties.get(text(rel.ReleaseLabelReference)) ?? '',
          pLine: line(pLine, 'PLineText', '℗'),
          cLine: line(cLine, 'CLineText', '©'),
          releaseDate: isoDate(date),
          originalReleaseDate: yearDate(original),
          explicit: text(rel.ParentalWarningType) === 'Explicit',
          territories,
          upc,
        },
      });
      const tracks: { id: string }[] = [];
      for (const t of trackData)
        tracks.push(await tx.track.create({ data: { ...t.data, releaseId: release.id }, select: { id: true } }));
      await tx.releaseStatusChange.create({
        data: {
          releaseId: release.id,
          toStatus: 'draft',
          actorId: user.id,
          note: 'Imported from a DDEX ERN 4.3 message',
        },
      });
      await tx.ernImport.create({
        data: {
          messageId: messageId || `import-${release.id}`,
          releaseReference,
          messageType: 'NewReleaseMessage',
          releaseId: release.id,
          ddexReleaseType: ddexType,
          deals,
          resources: trackData.map((t, i) => ({
            trackId: tracks[i].id,
            reference: t.item.reference,
            kind: t.kind,
            disc: t.item.disc,
            sequence: t.item.sequence,
            components: t.components,
          })),
          importedById: user.id,
        },
      });
      await recordAudit({
        tx,
        actor: user.id,
        action: 'release.import_ern',
        target: { type: 'Release', id: release.id },
        detail: { messageId, ddexReleaseType: ddexType },
      });
      return { release, tracks: tracks.length };
    })
    .catch((err: { code?: string }) => {
      // The same message imported at the same moment, or a code taken meanwhile.
      if (err.code === 'P2002') throw new Conflict('This release (its message, UPC or an ISRC) was just imported.');
      throw err;
    });
  return {
    id: created.release.id,
    title: created.release.title,
    tracks: created.tracks,
    upc: created.release.upc,
    messageType: 'NewReleaseMessage',
    releaseType: created.release.releaseType,
    ddexReleaseType: ddexType,
  };
}
