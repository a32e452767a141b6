// Exports of works: CWR 2.1 to a society (staff), The MLC's bulk spreadsheet and the ISRC match CSV.
// Only works whose current split sheet every writer signed can be exported (409 naming the work).
import { db } from '../platform/db';
import { Conflict, Forbidden, NotFound } from '../platform/errors';
import { isStaff } from '../platform/auth/actor';
import type { SessionUser } from '../platform/auth/session';
import { recordAudit } from '../platform/audit';
import { isWriterRole } from './codes';
import { writeCwr, cwrFilename } from './cwr';
import { cwr30Filename, writeCwr30 } from './cwr-v30';
import type { CwrWork } from './cwr-types';
import { cwrParties } from './cwr-work';
import { cwrWorkProblems } from './share-rules';
import { mlcWorkbook, isrcMatchCsv, type MlcWork } from './mlc';
import { workScope, workNumber } from './access';
import { cwrVersionFor, getRightsSettings } from './settings';
import { CWR_FORMATS, type CwrFileVersion, type ExportInput, type RightsSettings } from './schema';

async function loadWorks(actor: SessionUser, workIds: string[]) {
  const ids = [...new Set(workIds)];
  const works = await db.musicalWork.findMany({
    where: { id: { in: ids }, ...workScope(actor) },
    include: {
      parties: { orderBy: { position: 'asc' } },
      splitVersions: { where: { status: { not: 'superseded' } }, select: { status: true } },
      registrations: true,
    },
    orderBy: { number: 'asc' },
  });
  const missing = ids.find((id) => !works.some((w) => w.id === id));
  if (missing) throw new NotFound('One of the chosen works was not found');
  const unsigned = works.find((w) => w.splitVersions[0]?.status !== 'signed');
  if (unsigned)
    throw new Conflict(`"${unsigned.title}" cannot be registered yet: its split sheet is not signed by every writer.`);
  const isrcs = works.flatMap((w) => w.isrcs);
  const tracks = isrcs.length
    ? await db.track.findMany({
        where: { isrc: { in: isrcs } },
        select: {
          isrc: true,
          title: true,
          durationMs: true,
          release: { select: { primaryArtist: true, label: true, releaseDate: true } },
        },
        // A recording on several releases (a single and its album) is reported with its original release.
        orderBy: [{ release: { releaseDate: 'asc' } }, { createdAt: 'asc' }],
      })
    : [];
  return { works, tracks };
}

type Loaded = Awaited<ReturnType<typeof loadWorks>>;

function toCwrWork(w: Loaded['works'][number], tracks: Loaded['tracks'], settings: RightsSettings): CwrWork {
  const recordings = w.isrcs.map((isrc) => {
    const t = tracks.find((x) => x.isrc === isrc);
    return {
      isrc,
      releaseDate: t?.release.releaseDate ?? null,
      durationSec: t?.durationMs ? Math.round(t.durationMs / 1000) : null,
      title: t?.title ?? null,
      artist: t?.release.primaryArtist || null,
      label: t?.release.label || null,
    };
  });
  const performers = [...new Set(tracks.filter((t) => w.isrcs.includes(t.isrc!)).map((t) => t.release.primaryArtist))];
  return {
    submitterWorkId: workNumber(w.number),
    title: w.title,
    language: w.language,
    distributionCategory: w.distributionCategory,
    iswc: w.iswc,
    durationSec: w.durationSec,
    versionType: w.versionType === 'MOD' ? 'MOD' : 'ORI',
    alternateTitles: w.alternateTitles,
    ...cwrParties(w, settings),
    performers,
    recordings,
  };
}

/** The works as CWR transactions; a work that breaks a share rule stops the export (409 with the reason). */
function cwrWorks(works: Loaded['works'], tracks: Loaded['tracks'], settings: RightsSettings) {
  return works.map((w) => {
    const cwr = toCwrWork(w, tracks, settings);
    const problems = cwrWorkProblems(cwr);
    if (problems.length) throw new Conflict(`"${w.title}" cannot be sent in CWR: ${problems.join('; ')}.`);
    return cwr;
  });
}

function toMlcWork(w: Loaded['works'][number], tracks: Loaded['tracks'], settings: RightsSettings | null): MlcWork {
  const pubs = w.parties.filter((p) => !isWriterRole(p.role) && p.controlled);
  // Original publishers first; an administrator (AM) next to one goes in the administrator columns.
  const original = pubs.filter((p) => p.role !== 'AM');
  const admin = original.length ? (pubs.find((p) => p.role === 'AM') ?? null) : null;
  return {
    songId: workNumber(w.number),
    mlcSongCode: w.registrations.find((r) => r.target === 'MLC')?.societyWorkId ?? null,
    title: w.title,
    iswc: w.iswc,
    alternateTitles: w.alternateTitles,
    writers: w.parties
      .filter((p) => isWriterRole(p.role))
      .map((p) => {
        const e = w.parties.find((x) => x.position === p.publisherPosition && x.role === 'E' && x.controlled);
        const am = w.parties.find((x) => x.position === p.administratorPosition && x.role === 'AM' && x.controlled);
        return {
          name: p.name,
          ipi: p.ipi,
          role: p.role,
          controlled: p.controlled,
          performance: p.prShare,
          mechanical: p.mrShare,
          chain:
            p.controlled && e
              ? {
                  publisher: { name: e.name, ipi: e.ipi, mechanical: e.mrShare },
                  administrator: am ? { name: am.name, ipi: am.ipi } : null,
                }
              : null,
        };
      }),
    publishers: [...original, ...pubs.filter((p) => p.role === 'AM')].map((p) => ({
      name: p.name,
      ipi: p.ipi,
      mechanical: p.mrShare,
    })),
    administrator: admin ? { name: admin.name, ipi: admin.ipi } : null,
    platform: settings ? { name: settings.publisherName, ipi: settings.publisherIpi } : null,
    recordings: w.isrcs.map((isrc) => {
      const t = tracks.find((x) => x.isrc === isrc);
      return {
        isrc,
        title: t?.title ?? null,
        artist: t?.release.primaryArtist || null,
        label: t?.release.label || null,
      };
    }),
  };
}

export interface ExportFile {
  filename: string;
  contentType: string;
  body: Buffer;
}

const formatVersion = (format: string): CwrFileVersion =>
  format === 'cwr-3.0' ? '3.0' : format === 'cwr-2.2' ? '2.2' : '2.1';

/** POST /api/rights/exports: the file; staff exports mark the registrations as sent. */
export async function exportWorks(actor: SessionUser, input: ExportInput): Promise<ExportFile> {
  const staff = isStaff(actor);
  const isCwr = CWR_FORMATS.includes(input.format);
  if (isCwr && !staff) throw new Forbidden('Only the publishing team sends CWR files to societies');
  const { works, tracks } = await loadWorks(actor, input.workIds);
  const settings = await getRightsSettings();
  const now = new Date();
  let file: ExportFile;
  let target: string | null = null;
  if (isCwr) {
    if (!settings)
      throw new Conflict('Set the CWR sender code and the publisher IPI in the rights settings before exporting CWR.');
    const recipient = (input.recipient ?? 'ASCAP').toUpperCase();
    target = `CWR:${recipient}`;
    // REV only for a work the society accepted (an ACK recorded it); one never accepted (rejected included) is
    // sent as NWR again.
    const accepted = (w: (typeof works)[number]) => w.registrations.some((r) => r.target === target && r.acceptedAt);
    const built = cwrWorks(works, tracks, settings).map((cwr, i) => ({ cwr, accepted: accepted(works[i]!) }));
    const count = await db.rightsExport.count({ where: { format: { in: [...CWR_FORMATS] } } });
    // "cwr": the version set for this society in the settings (2.1 unless set); "cwr-2.1"/"-2.2"/"-3.0": that one.
    const version = input.format === 'cwr' ? cwrVersionFor(settings, recipient) : formatVersion(input.format);
    const sequence = count + 1;
    let text: string;
    let filename: string;
    if (version === '3.0') {
      filename = cwr30Filename(now, sequence, settings.senderCode);
      const all = built.map((b) => b.cwr);
      const sender = { senderCode: settings.senderCode, senderName: settings.publisherName };
      text = writeCwr30({ ...sender, createdAt: now, filename, works: all });
    } else {
      filename = cwrFilename(now, sequence, settings.senderCode, recipient, version);
      text = writeCwr({
        version,
        senderIpi: settings.publisherIpi,
        senderName: settings.publisherName,
        createdAt: now,
        groups: [
          { type: 'NWR', works: built.filter((b) => !b.accepted).map((b) => b.cwr) },
          { type: 'REV', works: built.filter((b) => b.accepted).map((b) => b.cwr) },
        ],
      });
    }
    file = {
      filename,
      contentType: /^[\x00-\x7f]*$/.test(text) ? 'text/plain; charset=us-ascii' : 'text/plain; charset=utf-8',
      body: Buffer.from(text, 'utf8'),
    };
  } else if (input.format === 'mlc') {
    target = staff ? 'MLC' : null;
    file = {
      filename: `mlc-bulk-works-${now.toISOString().slice(0, 10)}.xlsx`,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      body: await mlcWorkbook(works.map((w) => toMlcWork(w, tracks, settings))),
    };
  } else {
    file = {
      filename: `mlc-isrc-match-${now.toISOString().slice(0, 10)}.csv`,
      contentType: 'text/csv; charset=utf-8',
      body: Buffer.from(isrcMatchCsv(works.map((w) => toMlcWork(w, tracks, settings))), 'utf8'),
    };
  }
  await db.$transaction(async (tx) => {
    const exp = await tx.rightsExport.create({
      data: {
        format: input.format,
        filename: file.filename,
        recipient: target,
        workIds: works.map((w) => w.id),
        createdById: actor.id,
      },
    });
    if (target)
      for (const w of works)
        await tx.workRegistration.upsert({
          where: { workId_target: { workId: w.id, target } },
          create: { workId: w.id, target, status: 'sent', sentAt: now, exportId: exp.id },
          update: {
            status: 'sent',
            sentAt: now,
            exportId: exp.id,
            rejectionReason: null,
            acknowledgedAt: null,
            decidedAt: null,
          },
        });
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'rights.export',
      target: { type: 'rights_export', id: exp.id },
      detail: { format: input.format, works: works.length, target },
    });
  });
  return file;
}
