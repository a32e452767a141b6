// Split sheets: the writers' agreement on a work's shares, signed by every writer through a single-use
// emailed link (typed name, optional drawn signature, time, client address, SHA-256 of the agreement
// text), as the school's contract signing does. A change of shares supersedes the version (kept as history)
// and starts a new round.
import { db, type Tx } from '../platform/db';
import { BadRequest, Conflict, Gone, NotFound } from '../platform/errors';
import type { SessionUser } from '../platform/auth/session';
import { newToken, hashToken } from '../platform/auth/tokens';
import { recordAudit } from '../platform/audit';
import { sendTemplatedEmail } from '@/lib/comms';
import { absoluteUrl } from '../platform/links';
import { sha256Hex } from './hash';
import { ROLE_LABEL, formatShare, isWriterRole, type PartyRole } from './codes';
import type { SignSplitInput } from './schema';
import { splitSheetPdf } from './pdf';
import { workScope } from './access';

const LINK_DAYS = 30;

export interface SplitRound {
  workId: string;
  title: string;
  version: number;
  ownerName: string;
  invites: { email: string; name: string; token: string }[];
}

interface PartyRow {
  name: string;
  role: string;
  ipi: string | null;
  society: string | null;
  territory: string;
  prShare: number;
  mrShare: number;
  srShare: number;
}

export function splitAgreementText(title: string, version: number, parties: PartyRow[]): string {
  const lines = parties.map(
    (p) =>
      `- ${p.name}, ${ROLE_LABEL[p.role as PartyRole] ?? p.role}${p.ipi ? `, IPI ${p.ipi}` : ''}${
        p.society ? `, ${p.society}` : ''
      }: performance ${formatShare(p.prShare)}, mechanical ${formatShare(p.mrShare)}, synchronisation ${formatShare(
        p.srShare,
      )}${p.territory === '2136' ? ' (World)' : ` (territory ${p.territory})`}`,
  );
  return [
    `SPLIT SHEET - "${title}" (version ${version})`,
    '',
    'The undersigned writers and publishers of the musical work named above agree that its ownership is shared as follows:',
    '',
    ...lines,
    '',
    'Each writer confirms that they contributed to the work as stated, that the shares above are complete and correct, and that they may be used to register the work with collecting societies, The MLC and the copyright office. A change of these shares needs a new split sheet signed by every writer.',
  ].join('\n');
}

/** Supersedes the current version and creates the next one with a signature slot per writer. */
export async function startSplitRound(tx: Tx, workId: string): Promise<SplitRound> {
  const work = await tx.musicalWork.findUnique({
    where: { id: workId },
    include: { parties: { orderBy: { position: 'asc' } }, owner: { select: { name: true } } },
  });
  if (!work) throw new NotFound('We could not find this work');
  const writers = work.parties.filter((p) => isWriterRole(p.role));
  const missing = writers.findIndex((p) => !p.email);
  if (missing >= 0) {
    const index = work.parties.indexOf(writers[missing]!);
    throw new BadRequest(`Add an email address for ${writers[missing]!.name} so they can sign the split sheet`, [
      { path: `parties.${index}.email`, message: 'every writer needs an email address to sign' },
    ]);
  }
  const last = await tx.workSplitVersion.findFirst({ where: { workId }, orderBy: { version: 'desc' } });
  await tx.workSplitVersion.updateMany({
    where: { workId, status: { not: 'superseded' } },
    data: { status: 'superseded', supersededAt: new Date() },
  });
  const version = (last?.version ?? 0) + 1;
  const text = splitAgreementText(work.title, version, work.parties);
  const expiresAt = new Date(Date.now() + LINK_DAYS * 86_400_000);
  const invites = writers.map((w) => ({ email: w.email!, name: w.name, ...newToken() }));
  await tx.workSplitVersion.create({
    data: {
      workId,
      version,
      agreementText: text,
      agreementSha256: sha256Hex(text),
      snapshot: work.parties.map((p) => ({
        name: p.name,
        role: p.role,
        ipi: p.ipi,
        society: p.society,
        controlled: p.controlled,
        territory: p.territory,
        shares: { performance: p.prShare, mechanical: p.mrShare, sync: p.srShare },
      })),
      signatures: {
        create: invites.map((i) => ({ partyName: i.name, email: i.email, tokenHash: i.tokenHash, expiresAt })),
      },
    },
  });
  return {
    workId,
    title: work.title,
    version,
    ownerName: work.owner.name,
    invites: invites.map(({ email, name, token }) => ({ email, name, token })),
  };
}

export async function sendSplitEmails(round: SplitRound) {
  for (const i of round.invites) {
    const link = absoluteUrl(`/split-sheet/${i.token}`);
    await sendTemplatedEmail({
      to: i.email,
      template: 'split_sheet',
      kind: 'rights_split_sheet',
      vars: {
        recipientName: i.name,
        ownerName: round.ownerName,
        workTitle: round.title,
        version: String(round.version),
        signUrl: link,
        linkDays: String(LINK_DAYS),
      },
      secrets: [i.token],
    });
  }
}

/** POST /api/rights/works/{id}/split-sheet: a new version and signing round. */
export async function sendSplitSheet(actor: SessionUser, workId: string) {
  const round = await db.$transaction(async (tx) => {
    const work = await tx.musicalWork.findFirst({
      where: { id: workId, ...workScope(actor) },
      include: { splitVersions: { where: { status: 'signed' }, select: { id: true } } },
    });
    if (!work) throw new NotFound('We could not find this work');
    if (work.splitVersions.length)
      throw new Conflict('Every writer has signed this split sheet. Change the shares to start a new version.');
    const r = await startSplitRound(tx, workId);
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'split_sheet.send',
      target: { type: 'musical_work', id: workId },
      detail: { version: r.version, signers: r.invites.length },
    });
    return r;
  });
  await sendSplitEmails(round);
  return { version: round.version, signers: round.invites.map((i) => ({ name: i.name, email: i.email })) };
}

async function signatureByToken(token: string) {
  const sig = await db.workSplitSignature.findUnique({
    where: { tokenHash: hashToken(token) },
    include: {
      version: { include: { work: { select: { id: true, title: true, owner: { select: { name: true } } } } } },
    },
  });
  if (!sig) throw new NotFound('This signing link is not valid. Check the link in your email.');
  return sig;
}

/** What the public signing page shows. */
export async function splitSignContext(token: string) {
  const sig = await signatureByToken(token);
  const v = sig.version;
  return {
    workTitle: v.work.title,
    ownerName: v.work.owner.name,
    version: v.version,
    signerName: sig.partyName,
    agreementText: v.agreementText,
    agreementSha256: v.agreementSha256,
    parties: v.snapshot as { name: string; role: string; shares: Record<string, number> }[],
    signedAt: sig.signedAt,
    superseded: v.status === 'superseded',
    expired: sig.expiresAt < new Date(),
  };
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function decodeDrawn(dataUrl: string | undefined): Buffer | null {
  if (!dataUrl) return null;
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length < 60 || !bytes.subarray(0, 8).equals(PNG_MAGIC))
    throw new BadRequest('Draw your signature in the box again', [
      { path: 'signature', message: 'is not a PNG image' },
    ]);
  return bytes;
}

export async function signSplit(token: string, input: SignSplitInput, meta: { ip: string; userAgent: string | null }) {
  const drawn = decodeDrawn(input.signature);
  const tokenHash = hashToken(token);
  const result = await db.$transaction(async (tx) => {
    const sig = await tx.workSplitSignature.findUnique({ where: { tokenHash }, include: { version: true } });
    if (!sig) throw new NotFound('This signing link is not valid. Check the link in your email.');
    if (sig.signedAt) throw new Gone('You have already signed this split sheet.');
    if (sig.version.status === 'superseded')
      throw new Gone('The shares changed since this link was sent. Use the link in the newest email.');
    if (sig.expiresAt < new Date()) throw new Gone('This signing link has expired. Ask for a new one.');
    if (sig.version.agreementSha256 !== input.agreementSha256)
      throw new Conflict('The split sheet changed since you opened it. Reload the page and read it again.');
    const done = await tx.workSplitSignature.updateMany({
      where: { id: sig.id, signedAt: null },
      data: {
        signedAt: new Date(),
        typedName: input.typedName,
        signaturePng: drawn ? new Uint8Array(drawn) : null,
        ipAddress: meta.ip,
        userAgent: meta.userAgent?.slice(0, 500) ?? null,
        agreementSha256: input.agreementSha256,
      },
    });
    if (done.count === 0) throw new Gone('You have already signed this split sheet.');
    const remaining = await tx.workSplitSignature.count({ where: { versionId: sig.versionId, signedAt: null } });
    if (remaining === 0)
      await tx.workSplitVersion.updateMany({
        where: { id: sig.versionId, status: 'pending' },
        data: { status: 'signed', completedAt: new Date() },
      });
    await recordAudit({
      tx,
      actor: null,
      action: 'split_sheet.sign',
      target: { type: 'musical_work', id: sig.version.workId },
      detail: { version: sig.version.version, signer: sig.email, ip: meta.ip },
    });
    return { version: sig.version.version, complete: remaining === 0 };
  });
  return result;
}

/** The signed (or partly signed) split sheet as a PDF, for the work's owner and staff. */
export async function splitSheetPdfFor(actor: SessionUser, workId: string, version?: number) {
  const v = await db.workSplitVersion.findFirst({
    where: {
      workId,
      ...(version ? { version } : {}),
      work: workScope(actor),
    },
    orderBy: { version: 'desc' },
    include: { signatures: { orderBy: { partyName: 'asc' } }, work: { select: { title: true } } },
  });
  if (!v) throw new NotFound('No split sheet for this work yet');
  const pdf = await splitSheetPdf({
    title: `Split sheet - ${v.work.title} (version ${v.version})`,
    text: v.agreementText,
    sha256: v.agreementSha256,
    signatures: v.signatures.map((s) => ({
      name: s.partyName,
      email: s.email,
      typedName: s.typedName,
      signedAt: s.signedAt,
      ipAddress: s.ipAddress,
      png: s.signaturePng ? Buffer.from(s.signaturePng) : null,
    })),
  });
  return { pdf, filename: `split-sheet-${workId}-v${v.version}.pdf` };
}
