// Copyright-protection certificates: the SHA-256 of the recording's file (when there is one) and the
// metadata, signed with the platform's Ed25519 key and appended to the hash-chained log (lib/rights/chain.ts).
import { createHash } from 'node:crypto';
import { db } from '../platform/db';
import { paginate, type PageQuery } from '../platform/paging';
import { Conflict, NotFound } from '../platform/errors';
import type { SessionUser } from '../platform/auth/session';
import { recordAudit } from '../platform/audit';
import { absoluteUrl } from '../platform/links';
import { GENESIS_HASH, canonicalJson, makeEntry } from './chain';
import { chainVerdict } from './chain-verdict';
import { signingKey } from './signing-key';
import { certificateScope, trackScope, workScope, workNumber } from './access';
import { certificatePdf } from './pdf';
import { newCertificateCode } from './certificate-code';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

interface Subject {
  kind: 'work' | 'track';
  id: string;
  title: string;
  ownerId: string;
  ownerName: string;
  fileSha256: string | null;
  metadata: Record<string, unknown>;
}

async function subjectFor(actor: SessionUser, input: { workId?: string; trackId?: string }): Promise<Subject> {
  if (input.workId) {
    const w = await db.musicalWork.findFirst({
      where: { id: input.workId, ...workScope(actor) },
      include: { owner: { select: { id: true, name: true } }, parties: { orderBy: { position: 'asc' } } },
    });
    if (!w) throw new NotFound('We could not find this work');
    const track = w.isrcs.length
      ? await db.track.findFirst({ where: { isrc: { in: w.isrcs }, audioFileId: { not: null } } })
      : null;
    const file = track?.audioFileId ? await db.storedFile.findUnique({ where: { id: track.audioFileId } }) : null;
    return {
      kind: 'work',
      id: w.id,
      title: w.title,
      ownerId: w.owner.id,
      ownerName: w.owner.name,
      fileSha256: file?.sha256 ?? null,
      metadata: {
        number: workNumber(w.number),
        title: w.title,
        iswc: w.iswc,
        isrcs: w.isrcs,
        parties: w.parties.map((p) => ({ name: p.name, role: p.role, pr: p.prShare, mr: p.mrShare, sr: p.srShare })),
      },
    };
  }
  const t = await db.track.findFirst({
    where: { id: input.trackId, ...trackScope(actor) },
    include: { release: { select: { title: true, primaryArtist: true, owner: { select: { id: true, name: true } } } } },
  });
  if (!t) throw new NotFound('We could not find this recording');
  if (!t.audioFileId) throw new Conflict('Upload the audio of this recording before protecting it');
  const file = await db.storedFile.findUnique({ where: { id: t.audioFileId } });
  if (!file) throw new Conflict('Upload the audio of this recording before protecting it');
  return {
    kind: 'track',
    id: t.id,
    title: t.title,
    ownerId: t.release.owner.id,
    ownerName: t.release.owner.name,
    fileSha256: file.sha256,
    metadata: {
      title: t.title,
      version: t.version,
      isrc: t.isrc,
      release: t.release.title,
      artist: t.release.primaryArtist,
    },
  };
}

/** POST /api/rights/certificates: issues and appends a certificate; 201 { code }. */
export async function issueCertificate(actor: SessionUser, input: { workId?: string; trackId?: string }) {
  const subject = await subjectFor(actor, input);
  const key = signingKey();
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.$transaction(async (tx) => {
        const last = await tx.copyrightCertificate.findFirst({
          orderBy: { seq: 'desc' },
          select: { seq: true, entryHash: true },
        });
        const seq = (last?.seq ?? 0) + 1;
        const code = newCertificateCode();
        const issuedAt = new Date();
        const metadataSha256 = sha256(canonicalJson(subject.metadata));
        // v2: what verification needs and nothing internal (v1 also signed the user's and the work's ids, so
        // a v1 payload is not published); the row keeps the owner and subject ids for the platform.
        const payload = canonicalJson({
          v: 2,
          code,
          seq,
          issuedAt: issuedAt.toISOString(),
          subject: { kind: subject.kind, title: subject.title },
          owner: { name: subject.ownerName },
          fileSha256: subject.fileSha256,
          metadataSha256,
          contentSha256: sha256(`${subject.fileSha256 ?? ''}:${metadataSha256}`),
        });
        const entry = makeEntry(seq, last?.entryHash ?? GENESIS_HASH, payload, key.privateKey);
        await tx.copyrightCertificate.create({
          data: {
            code,
            seq,
            ownerId: subject.ownerId,
            workId: subject.kind === 'work' ? subject.id : null,
            trackId: subject.kind === 'track' ? subject.id : null,
            payload,
            signature: entry.signature,
            prevHash: entry.prevHash,
            entryHash: entry.entryHash,
            issuedAt,
          },
        });
        await recordAudit({
          tx,
          actor: actor.id,
          action: 'certificate.issue',
          target: { type: 'copyright_certificate', id: code },
          detail: { subject: subject.kind, id: subject.id, seq },
        });
        return { code };
      });
    } catch (err) {
      // Two issues at once race for the next position; the unique seq keeps the chain linear.
      if ((err as { code?: string }).code === 'P2002' && attempt < 4) continue;
      throw err;
    }
  }
}

interface Payload {
  v?: number;
  code: string;
  seq: number;
  issuedAt: string;
  /** `id`s only in v1 payloads */
  subject: { kind: 'work' | 'track'; id?: string; title: string };
  owner: { id?: string; name: string };
  fileSha256: string | null;
  metadataSha256: string;
  contentSha256: string;
}

/** A signed payload that carries no internal id (v2 on), which the public answer may show for checking. */
function publishablePayload(payload: string, p: Payload | null): string | null {
  return p && (p.v ?? 1) >= 2 && p.subject.id === undefined && p.owner.id === undefined ? payload : null;
}

/**
 * GET /api/rights/certificates/{code}: public; the chain's verdict is kept per process (lib/rights/chain-verdict.ts).
 * Only what verification needs: the code, title, holder's name, dates, hashes, signature, status, and the signed payload when it
 * names no internal id (never the owner's user id or the work's or recording's id).
 */
export async function publicCertificate(code: string) {
  const cert = await db.copyrightCertificate.findUnique({ where: { code } });
  if (!cert) throw new NotFound('No certificate has this code');
  const key = signingKey();
  const { check: chain, length } = await chainVerdict(key.publicKey);
  let p: Payload | null = null;
  try {
    p = JSON.parse(cert.payload) as Payload;
  } catch {
    p = null;
  }
  return {
    code: cert.code,
    subject: p ? { kind: p.subject.kind, title: p.subject.title } : null,
    work: p?.subject.kind === 'work' ? p.subject.title : null,
    recording: p?.subject.kind === 'track' ? p.subject.title : null,
    ownerName: p?.owner.name ?? null,
    fileSha256: p?.fileSha256 ?? null,
    metadataSha256: p?.metadataSha256 ?? null,
    contentSha256: p?.contentSha256 ?? null,
    issuedAt: p?.issuedAt ?? cert.issuedAt.toISOString(),
    signature: cert.signature,
    signatureAlgorithm: 'Ed25519',
    publicKey: key.publicPem,
    payload: publishablePayload(cert.payload, p),
    chainPosition: cert.seq,
    chainLength: length,
    entryHash: cert.entryHash,
    prevHash: cert.prevHash,
    chainVerifies: chain.valid,
    chainProblem: chain.valid ? null : { position: chain.brokenAt, reason: chain.reason },
    revoked: !!cert.revokedAt,
    revokedAt: cert.revokedAt,
    revokedReason: cert.revokedReason,
    verifyUrl: absoluteUrl(`/copyright-certificate/${cert.code}`),
  };
}

export async function certificatePdfFor(code: string) {
  const c = await publicCertificate(code);
  const pdf = await certificatePdf({
    code: c.code,
    subjectTitle: c.subject?.title ?? '',
    subjectKind: c.subject?.kind ?? 'work',
    ownerName: c.ownerName ?? '',
    fileSha256: c.contentSha256 ?? '',
    issuedAt: new Date(c.issuedAt),
    seq: c.chainPosition,
    entryHash: c.entryHash,
    signature: c.signature,
    verifyUrl: c.verifyUrl,
  });
  return { pdf, filename: `certificate-${c.code}.pdf` };
}

/** The caller's certificates (staff: all), newest first, one page at a time. */
export async function listCertificates(actor: SessionUser, q: PageQuery) {
  const where = certificateScope(actor);
  return paginate(
    q,
    (page) => db.copyrightCertificate.findMany({ where, orderBy: [{ seq: 'desc' }, { id: 'desc' }], ...page }),
    () => db.copyrightCertificate.count({ where }),
    (rows) =>
      rows.map((r) => {
        const p = JSON.parse(r.payload) as Payload;
        return {
          id: r.id,
          code: r.code,
          kind: p.subject.kind,
          subjectId: r.workId ?? r.trackId,
          title: p.subject.title,
          issuedAt: r.issuedAt,
          revoked: !!r.revokedAt,
        };
      }),
  );
}

/** Staff revoke a certificate; the chain entry stays (the log is append-only), marked revoked. */
export async function revokeCertificate(actor: SessionUser, code: string, reason: string) {
  await db.$transaction(async (tx) => {
    const res = await tx.copyrightCertificate.updateMany({
      where: { code, revokedAt: null },
      data: { revokedAt: new Date(), revokedReason: reason },
    });
    if (res.count === 0) throw new NotFound('No active certificate has this code');
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'certificate.revoke',
      target: { type: 'copyright_certificate', id: code },
      detail: { reason },
    });
  });
  return publicCertificate(code);
}

/**
 * The artist's recordings (from their releases) that can be protected, with their certificates, one page at a time:
 * release by release (ids are created in time order, so the newest release comes first), in track order.
 */
export async function protectableTracks(actor: SessionUser, q: PageQuery) {
  const where = { release: { ownerId: actor.id } };
  return paginate(
    q,
    (page) =>
      db.track.findMany({
        where,
        orderBy: [{ releaseId: 'desc' }, { position: 'asc' }, { id: 'asc' }],
        ...page,
        select: {
          id: true,
          title: true,
          isrc: true,
          audioFileId: true,
          release: { select: { title: true } },
          copyrightCertificates: { select: { code: true, revokedAt: true }, orderBy: { seq: 'desc' } },
        },
      }),
    () => db.track.count({ where }),
    (tracks) =>
      tracks.map((t) => ({
        id: t.id,
        title: t.title,
        release: t.release.title,
        isrc: t.isrc,
        hasAudio: !!t.audioFileId,
        certificates: t.copyrightCertificates.map((c) => ({ code: c.code, revoked: !!c.revokedAt })),
      })),
  );
}
export type ProtectableTracks = Awaited<ReturnType<typeof protectableTracks>>;
