// Share links: a random token (only its hash is stored) to download a file, or to drop files into a
// folder (upload-only). Expired or revoked links answer 410; a wrong password 401.
import type { z } from 'zod';
import { db } from '../../platform/db';
import { Gone, NotFound, Unauthorized } from '../../platform/errors';
import { newToken, hashToken } from '../../platform/auth/tokens';
import { hashPassword, verifyPassword } from '../../platform/auth/password';
import { driveFolderScope, driveShareScope } from '../access';
import { recordAudit } from '../../platform/audit';
import type { createShareInput } from '../schema';
import { getFileForActorOrThrow } from './service';
import { refundSharePasswordAttempt, takeSharePasswordAttempt } from './share-throttle';
import type { Actor } from '../../platform/auth/actor';

const sharePath = (token: string) => `/api/drive/shared/${token}`;

async function create(
  actor: Actor,
  target: { fileId?: string; folderId?: string; ownerId: string },
  mode: 'download' | 'upload',
  input: z.infer<typeof createShareInput>,
) {
  const { token, tokenHash } = newToken();
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const share = await db.$transaction(async (tx) => {
    const s = await tx.driveShare.create({
      data: {
        ownerId: target.ownerId,
        fileId: target.fileId ?? null,
        folderId: target.folderId ?? null,
        mode,
        tokenHash,
        passwordHash,
        expiresAt: new Date(Date.now() + input.expiresInHours * 3600_000),
      },
    });
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'drive.share_create',
      target: { type: 'drive_share', id: s.id },
      detail: { mode, expiresInHours: input.expiresInHours, password: !!passwordHash },
    });
    return s;
  });
  return { id: share.id, url: sharePath(token), mode, expiresAt: share.expiresAt.toISOString() };
}

export async function createFileShare(actor: Actor, fileId: string, input: z.infer<typeof createShareInput>) {
  const f = await getFileForActorOrThrow(actor, fileId);
  if (f.trashedAt) throw new NotFound('File not found');
  return create(actor, { fileId, ownerId: f.ownerId }, 'download', input);
}

export async function createUploadShare(actor: Actor, folderId: string, input: z.infer<typeof createShareInput>) {
  const folder = await db.driveFolder.findFirst({
    where: { id: folderId, ...driveFolderScope(actor), trashedAt: null },
  });
  if (!folder) throw new NotFound('Folder not found');
  return create(actor, { folderId, ownerId: folder.ownerId }, 'upload', input);
}

export async function listShares(actor: Actor, fileId: string) {
  const f = await getFileForActorOrThrow(actor, fileId);
  const rows = await db.driveShare.findMany({ where: { fileId: f.id }, orderBy: { createdAt: 'desc' } });
  return rows.map((s) => ({
    id: s.id,
    mode: s.mode,
    expiresAt: s.expiresAt.toISOString(),
    revoked: !!s.revokedAt,
    password: !!s.passwordHash,
  }));
}

export async function revokeShare(actor: Actor, id: string) {
  await db.$transaction(async (tx) => {
    const { count } = await tx.driveShare.updateMany({
      where: { id, ...driveShareScope(actor), revokedAt: null },
      data: { revokedAt: new Date() },
    });
    if (count === 0) throw new NotFound('Link not found');
    await recordAudit({ tx, actor: actor.id, action: 'drive.share_revoke', target: { type: 'drive_share', id } });
  });
}

/**
 * The share behind a public link, checked: 404 unknown, 410 expired/revoked, 401 password missing/wrong,
 * 429 when too many passwords were tried for the link or from `ip` (share-throttle.ts).
 */
export async function openShare(token: string, mode: 'download' | 'upload', password: string | undefined, ip: string) {
  const s = await db.driveShare.findUnique({ where: { tokenHash: hashToken(token) }, include: { file: true } });
  if (!s || s.mode !== mode) throw new NotFound('This link does not exist');
  if (s.revokedAt) throw new Gone('This link has been turned off by its owner');
  if (s.expiresAt < new Date()) throw new Gone('This link has expired');
  if (s.passwordHash) {
    if (!password) throw new Unauthorized('This link needs a password');
    await takeSharePasswordAttempt(s.id, ip);
    if (!(await verifyPassword(s.passwordHash, password))) throw new Unauthorized('Wrong password for this link');
    await refundSharePasswordAttempt(s.id, ip);
  }
  if (mode === 'download' && (!s.file || s.file.trashedAt)) throw new Gone('The shared file has been deleted');
  return s;
}
