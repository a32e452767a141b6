// /ddex-upload: creates a draft release from an ERN 4.3 NewReleaseMessage (validated first).
import { convert } from 'xmlbuilder2';
import { db } from '../../db';
import { BadRequest } from '../../errors';
import type { SessionUser } from '../../auth/session';
import type { ContributorRole, ReleaseType } from '../../generated/prisma/enums';
import { recordAudit } from '../../audit/service';
import { readUploadedXml } from './conformance';
import { validateErn } from './validate';

type Node = Record<string, unknown>;
const arr = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
// xmlbuilder2's object form keeps character references encoded.
const decode = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_m, e: string) =>
    e[0] === '#'
      ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
      : ENTITIES[e.toLowerCase()],
  );
const text = (v: unknown): string =>
  decode(typeof v === 'string' ? v : v && typeof v === 'object' && '#' in (v as Node) ? String((v as Node)['#']) : '');

const ROLE: Record<string, ContributorRole> = {
  Composer: 'composer',
  Lyricist: 'lyricist',
  StudioProducer: 'producer',
  Remixer: 'remixer',
  MixingEngineer: 'mixing_engineer',
  MasteringEngineer: 'mastering_engineer',
  Artist: 'performer',
};
const TYPE: Record<string, ReleaseType> = { Single: 'single', EP: 'ep', Album: 'album' };

function durationMs(iso: string): number | null {
  const m = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:([\d.]+)S)?$/.exec(iso);
  return m ? Math.round(((Number(m[1] ?? 0) * 60 + Number(m[2] ?? 0)) * 60 + Number(m[3] ?? 0)) * 1000) : null;
}

export async function importErnUpload(user: SessionUser, req: Request) {
  const { xml } = await readUploadedXml(req);
  const check = await validateErn(xml);
  if (!check.valid)
    throw new BadRequest(
      `The message does not validate against ERN 4.3 (${check.errors.length} errors): ${check.errors[0].message}`,
      check.errors.map((e) => ({ path: `line ${e.line ?? '?'}`, message: e.message })),
    );
  const doc = convert(xml, { format: 'object' }) as Node;
  const msg = (doc['ern:NewReleaseMessage'] ?? Object.values(doc)[0]) as Node;
  const parties = new Map(
    arr((msg.PartyList as Node).Party as Node[]).map((p) => [
      text(p.PartyReference),
      text(((arr(p.PartyName as Node[])[0] ?? {}) as Node).FullName),
    ]),
  );
  const rel = (msg.ReleaseList as Node).Release as Node;
  const recordings = arr((msg.ResourceList as Node).SoundRecording as Node[]);
  const upc = text((rel.ReleaseId as Node).ICPN) || null;
  if (upc && (await db.release.findUnique({ where: { upc } })))
    throw new BadRequest(`A release with UPC ${upc} already exists.`);
  const isrcs = recordings
    .map((s) => text(((arr(s.SoundRecordingEdition as Node[])[0] as Node).ResourceId as Node).ISRC))
    .filter(Boolean);
  const taken = isrcs.length
    ? await db.track.findFirst({ where: { isrc: { in: isrcs } }, select: { isrc: true } })
    : null;
  if (taken) throw new BadRequest(`ISRC ${taken.isrc} is already used in the catalog.`);
  const date = text(arr(rel.ReleaseDate as unknown[])[0]);
  const release = await db.$transaction(async (tx) => {
    const created = await tx.release.create({
      data: {
        ownerId: user.id,
        title: text(arr(rel.DisplayTitleText as unknown[])[0]),
        primaryArtist: text(arr(rel.DisplayArtistName as unknown[])[0]),
        releaseType: TYPE[text(arr(rel.ReleaseType as unknown[])[0])] ?? 'album',
        genre: text((arr(rel.Genre as Node[])[0] as Node)?.GenreText),
        label: parties.get(text(arr(rel.ReleaseLabelReference as unknown[])[0])) ?? '',
        pLine: text((arr(rel.PLine as Node[])[0] as Node | undefined)?.PLineText).replace(/^℗\s*/, ''),
        cLine: text((arr(rel.CLine as Node[])[0] as Node | undefined)?.CLineText).replace(/^©\s*/, ''),
        releaseDate: /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : null,
        explicit: text(arr(rel.ParentalWarningType as unknown[])[0]) === 'Explicit',
        upc,
        tracks: {
          create: recordings.map((s, i) => {
            const edition = arr(s.SoundRecordingEdition as Node[])[0] as Node;
            const title = (arr(s.DisplayTitle as Node[])[0] ?? {}) as Node;
            const artists = arr(s.DisplayArtist as Node[]).map((a) => ({
              name: parties.get(text(a.ArtistPartyReference)) ?? '',
              role: (text(a.DisplayArtistRole) === 'FeaturedArtist'
                ? 'featured_artist'
                : 'main_artist') as ContributorRole,
            }));
            const credits = arr(s.Contributor as Node[]).flatMap((c) =>
              arr(c.Role as unknown[])
                .map((r) => ({ name: parties.get(text(c.ContributorPartyReference)) ?? '', role: ROLE[text(r)] }))
                .filter((c) => c.role),
            );
            const instrumental = text(s.IsInstrumental) === 'true';
            return {
              position: i + 1,
              title: text(title.TitleText) || text(arr(s.DisplayTitleText as unknown[])[0]),
              version: text(arr(title.SubTitle as unknown[])[0]),
              isrc: text((edition.ResourceId as Node).ISRC) || null,
              durationMs: durationMs(text(s.Duration)),
              explicit: text(arr(s.ParentalWarningType as unknown[])[0]) === 'Explicit',
              instrumental,
              language: instrumental ? 'zxx' : text(arr(s.LanguageOfPerformance as unknown[])[0]) || 'en',
              contributors: { create: [...artists, ...credits].filter((c) => c.name) },
            };
          }),
        },
      },
      include: { tracks: true },
    });
    await tx.releaseStatusChange.create({
      data: {
        releaseId: created.id,
        toStatus: 'draft',
        actorId: user.id,
        note: 'Imported from a DDEX ERN 4.3 message',
      },
    });
    await recordAudit({
      tx,
      actor: user.id,
      action: 'release.import_ern',
      target: { type: 'Release', id: created.id },
    });
    return created;
  });
  return { id: release.id, title: release.title, tracks: release.tracks.length, upc: release.upc };
}
