// /ddex-upload: imports an ERN 4.3 or 4.3.2 message (validated first against the XSD its root namespace names).
// The two versions differ, for what is read here, in Release/DisplayGenre (4.3: Genre), in a contributor's Role,
// whose value sits in a Value child in 4.3.2, and in what 4.3.2 adds: ContainsAI, AiContribution and special
// contributors without a party (credits.ts). A NewReleaseMessage
// creates a draft release from its main release (tracks from the ResourceGroup content items, discs
// and nested groups in sequence, video included; a DJ mix's component recordings kept as components);
// a PurgeReleaseMessage takes the release it names down (purge.ts); an UpdateReleaseMessage is refused (ERN 4.3
// and 4.3.2 have none). The same MessageId + release reference imported twice returns the same release.
import { db } from '../../platform/db';
import { BadRequest, Conflict } from '../../platform/errors';
import type { SessionUser } from '../../platform/auth/session';
import { recordAudit } from '../../platform/audit';
import { readUploadedXml } from './conformance';
import { lineOf, rootOf } from './read';
import { validateErn, type ErnVersion } from './validate';
import { arr, objectForm, text, type Node } from './object-form';
import {
  attr,
  child,
  currentIsrc,
  durationMs,
  mainEdition,
  languageOf,
  lineError,
  lineText,
  mapReleaseType,
  preferred,
  releaseDay,
  yearDate,
} from './import-values';
import { componentRefs, contentItems, items0, numberedOnDiscs } from './content-items';
import { releaseContainsAi, resourceCredits } from './credits';
import { claimIsrcs } from '../isrc-claims';
import { importedIsrcs, importedUpc } from './import-codes';
import { normalizeIsrc } from '../isrc';
import { purgeRelease } from './purge';
import { previousImport } from './idempotency';
import { releaseDeals } from './deals';

export async function importErnUpload(user: SessionUser, req: Request) {
  const { xml } = await readUploadedXml(req);
  const root = rootOf(xml);
  if (root?.name === 'UpdateReleaseMessage')
    throw lineError(
      root.line,
      'ERN 4.3 and 4.3.2 have no UpdateReleaseMessage: send the update as a new NewReleaseMessage for the same release (ERN 3 marked it with UpdateIndicator; ERN 4 uses a later message).',
    );
  const check = await validateErn(xml);
  if (!check.valid)
    throw new BadRequest(
      `The message does not validate against ${check.version ? `ERN ${check.version}` : 'ERN 4.3 or 4.3.2'} (${check.errors.length} error${check.errors.length === 1 ? '' : 's'}): line ${check.errors[0].line ?? '?'}: ${check.errors[0].message}`,
      check.errors.map((e) => ({ path: `line ${e.line ?? '?'}`, message: e.message })),
    );
  let doc: Node;
  try {
    doc = objectForm(xml);
  } catch {
    throw lineError(null, 'The message could not be read as XML.');
  }
  const rootKey = Object.keys(doc).find((k) => !k.startsWith('@') && !k.startsWith('?')) ?? '';
  const msg = doc[rootKey] as Node;
  const header = child(msg, 'MessageHeader');
  const messageId = text(child(header, 'MessageId') ?? header?.MessageId);
  // A MessageId is unique per sender (DDEX): the sender's DPID is part of what identifies the message.
  const sender = text(child(child(header, 'MessageSender'), 'PartyId'));
  const version = check.version!;
  if (root?.name === 'PurgeReleaseMessage')
    return { ...(await purgeRelease(user, msg, { sender, messageId }, version)), ernVersion: version };
  if (root?.name !== 'NewReleaseMessage')
    throw lineError(
      root?.line ?? null,
      `${root?.name ?? 'This document'} is not an ERN ${version} message this platform imports.`,
    );
  return importNewRelease(user, xml, msg, { sender, messageId }, version, attr(msg, 'LanguageAndScriptCode'));
}

async function importNewRelease(
  user: SessionUser,
  xml: string,
  msg: Node,
  { sender, messageId }: { sender: string; messageId: string },
  ernVersion: ErnVersion,
  lang: string,
) {
  // Localised values (several titles, names, genres): the default one, else the message's language.
  const pick = (n: Node | undefined, key: string) => preferred(n?.[key] as Node | Node[] | undefined, lang);
  const partyList = child(msg, 'PartyList');
  const parties = new Map(
    arr(partyList?.Party as Node[]).map((p) => [
      text(p.PartyReference),
      text((pick(p, 'PartyName') as Node | undefined)?.FullName),
    ]),
  );
  // The XSD allows one Release (the main one), then TrackReleases and ClipReleases offering parts of it alone.
  const releaseList = child(msg, 'ReleaseList');
  const rel = child(releaseList, 'Release');
  if (!rel) {
    const n = arr(releaseList?.TrackRelease as Node[]).length;
    throw lineError(
      lineOf(xml, '<ReleaseList'),
      n
        ? `The message has no main Release, only ${n} TrackRelease${n === 1 ? '' : 's'}: a release is imported from its main Release (a TrackRelease offers one of its tracks on its own).`
        : 'The message has no Release in its ReleaseList.',
    );
  }
  const releaseReference = text(rel.ReleaseReference);

  const existing = await previousImport(sender, messageId, releaseReference, text(child(rel, 'ReleaseId')?.ICPN));
  if (existing) return { ...existing, messageType: 'NewReleaseMessage', ernVersion, duplicate: true };

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
  let items = numberedOnDiscs(
    contentItems(child(rel, 'ResourceGroup')).filter((i) => resources.has(i.reference) && !components.has(i.reference)),
  );
  // A release without a ResourceGroup (SingleResourceRelease, malformed senders): its resources in order.
  if (items.length === 0) {
    const parts = new Set([...resources.values()].flatMap((r) => componentRefs(r.node)));
    items = [...resources.keys()]
      .filter((r) => !parts.has(r))
      .map((reference, i) => ({ reference, disc: 1, sequence: i + 1 }));
  }
  // Only images or texts (or recordings the message's comments used to hide): no draft without a track.
  if (items.length === 0)
    throw lineError(
      lineOf(xml, '<ReleaseList'),
      `The main release ${releaseReference} has no SoundRecording or Video: there is no track to import.`,
    );

  const editionOf = (r: Res) => mainEdition(r.node, r.kind === 'Video' ? 'VideoEdition' : 'SoundRecordingEdition');
  const isrcOf = (r: Res) => currentIsrc(editionOf(r));
  const titleOf = (n: Node) => {
    const t = pick(n, 'DisplayTitle') as Node | undefined;
    return { title: text(t?.TitleText) || text(pick(n, 'DisplayTitleText')), version: text(t?.SubTitle) };
  };

  const ddexType = text(rel.ReleaseType);
  const { upc, warnings } = await importedUpc(xml, text(child(rel, 'ReleaseId')?.ICPN));
  const isrcs = await importedIsrcs(
    xml,
    user.id,
    items.map((i) => ({ reference: i.reference, isrc: isrcOf(resources.get(i.reference)!) })),
  );

  const { deals, territories, firstStart, ended } = releaseDeals(msg, releaseReference);
  // Every deal ended (the sender took the release down everywhere): a draft for those territories, said so.
  if (ended)
    warnings.push({
      path: `line ${lineOf(xml, '<DealList') ?? '?'}`,
      message: `Every deal of release ${releaseReference} has ended: the sender no longer offers it anywhere. Its territories are those its deals named; check them before submitting.`,
    });

  const original = text(pick(rel, 'OriginalReleaseDate'));
  const pLine = pick(rel, 'PLine') as Node | undefined;
  const cLine = pick(rel, 'CLine') as Node | undefined;
  // A release without its own PLine (DDEX's "1 Audio" sample gives one per recording only): the line its
  // recordings share, none when they differ.
  const trackPLines = [
    ...new Set(
      items.map((i) => lineText(pick(editionOf(resources.get(i.reference)!), 'PLine') as Node | undefined, 'PLine')),
    ),
  ];
  const pLineText = lineText(pLine, 'PLine') || (trackPLines.length === 1 ? trackPLines[0] : '');

  const trackData = items.map((item, i) => {
    const r = resources.get(item.reference)!;
    const s = r.node;
    const { title, version } = titleOf(s);
    const { credits, containsAi, aiContributions } = resourceCredits(s, parties);
    const instrumental = text(s.IsInstrumental) === 'true';
    const components = componentRefs(s)
      .map((ref) => resources.get(ref))
      .filter((c): c is Res => !!c)
      .map((c) => ({ isrc: normalizeIsrc(isrcOf(c)), title: titleOf(c.node).title }));
    // The main language of performance, as its language subtag ("de-AT" is de, "fil" stays fil).
    const sung = arr(s.LanguageOfPerformance as unknown[]);
    const performed = languageOf(text(sung.find((l) => attr(l, 'IsMainLanguage') === 'true') ?? sung[0]));
    return {
      item,
      kind: r.kind,
      components,
      aiContributions,
      data: {
        position: i + 1,
        title: title || text(pick(s, 'DisplayTitleText')),
        version,
        isrc: isrcs.get(item.reference) ?? null,
        durationMs: durationMs(text(s.Duration)),
        explicit: text(pick(s, 'ParentalWarningType')) === 'Explicit',
        instrumental,
        language: instrumental ? 'zxx' : performed || 'en',
        containsAi,
        contributors: { create: credits },
      },
    };
  });

  const created = await db
    .$transaction(async (tx) => {
      const release = await tx.release.create({
        data: {
          ownerId: user.id,
          title: titleOf(rel).title,
          primaryArtist: text(pick(rel, 'DisplayArtistName')),
          releaseType: mapReleaseType(ddexType, trackData.length),
          genre: text((pick(rel, 'DisplayGenre') ?? pick(rel, 'Genre'))?.GenreText),
          label: parties.get(text(pick(rel, 'ReleaseLabelReference'))) ?? '',
          pLine: pLineText,
          cLine: lineText(cLine, 'CLine'),
          releaseDate: releaseDay(text(pick(rel, 'ReleaseDate')), firstStart),
          originalReleaseDate: yearDate(original),
          explicit: text(pick(rel, 'ParentalWarningType')) === 'Explicit',
          // The language of the metadata: the release's own, else the message's.
          language: languageOf(attr(rel, 'LanguageAndScriptCode') || lang) || 'en',
          containsAi: releaseContainsAi(
            rel,
            trackData.map((t) => t.data.containsAi),
          ),
          territories,
          upc,
        },
      });
      await claimIsrcs(
        tx,
        trackData.map((t) => t.data.isrc),
        { ownerId: user.id, releaseId: release.id },
      );
      const tracks: { id: string }[] = [];
      for (const t of trackData)
        tracks.push(await tx.track.create({ data: { ...t.data, releaseId: release.id }, select: { id: true } }));
      await tx.releaseStatusChange.create({
        data: {
          releaseId: release.id,
          toStatus: 'draft',
          actorId: user.id,
          note: `Imported from a DDEX ERN ${ernVersion} message`,
        },
      });
      await tx.ernImport.create({
        data: {
          senderPartyId: sender,
          messageId: messageId || `import-${release.id}`,
          releaseReference,
          messageType: 'NewReleaseMessage',
          ernVersion,
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
            aiContributions: t.aiContributions,
          })),
          importedById: user.id,
        },
      });
      await recordAudit({
        tx,
        actor: user.id,
        action: 'release.import_ern',
        target: { type: 'Release', id: release.id },
        detail: { messageId, ddexReleaseType: ddexType, ernVersion },
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
    ernVersion,
    warnings,
  };
}
