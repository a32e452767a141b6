// The drive: folders and files per user (staff may open anyone's), quota, versions, trash, and the
// files already attached to releases, lessons and profiles shown as read-only folders.
import type { z } from 'zod';
import { db } from '../../platform/db';
import { BadRequest, NotFound, PayloadTooLarge } from '../../platform/errors';
import { recordAudit } from '../../platform/audit';
import { driveFileScope, driveFolderScope, driveOwnerId } from '../access';
import type { createFolderInput, updateFileInput } from '../schema';
import { removeBytes, type StoredBytes } from './bytes';
import { env } from '../../platform/env';
import { formatBytes } from '../../platform/format';
import type { Actor } from '../../platform/auth/actor';

const DEFAULT_QUOTA_BYTES = 5 * 1024 ** 3;
/** A self-serve account whose email is not confirmed yet gets no drive space (sign-ups cost nothing to make). */
const UNVERIFIED_QUOTA_BYTES = 0;

/**
 * Whose drive a write goes to: `ownerId` when staff name one (it must be a user: 404, never the database's
 * foreign-key error as a 500), else the actor's own.
 */
export async function driveOwnerFor(actor: Actor, ownerId?: string): Promise<string> {
  const id = driveOwnerId(actor, ownerId);
  if (id !== actor.id && !(await db.user.findUnique({ where: { id }, select: { id: true } })))
    throw new NotFound('No user has this id: there is no drive to write to.');
  return id;
}

export async function quotaOf(userId: string) {
  const [q, unverified, files, versions] = await Promise.all([
    db.driveQuota.findUnique({ where: { userId } }),
    db.emailVerification.count({ where: { userId, verifiedAt: null } }),
    db.driveFile.aggregate({ where: { ownerId: userId }, _sum: { sizeBytes: true } }),
    db.driveFileVersion.aggregate({ where: { file: { ownerId: userId } }, _sum: { sizeBytes: true } }),
  ]);
  // A quota an admin set wins; else none until the email is confirmed, then the default.
  const quotaBytes = q
    ? Number(q.quotaBytes)
    : unverified
      ? UNVERIFIED_QUOTA_BYTES
      : Number(BigInt(env().DRIVE_QUOTA_BYTES ?? DEFAULT_QUOTA_BYTES));
  const usedBytes = Number(files._sum.sizeBytes ?? 0n) + Number(versions._sum.sizeBytes ?? 0n);
  return { quotaBytes, usedBytes, freeBytes: Math.max(0, quotaBytes - usedBytes), unverified: !q && unverified > 0 };
}

/** Refuses (413) an upload whose declared size does not fit, before any byte is stored. */
export async function assertFits(userId: string, declaredBytes: number) {
  const q = await quotaOf(userId);
  if (q.unverified && (q.freeBytes === 0 || declaredBytes > q.freeBytes))
    throw new PayloadTooLarge(
      'Confirm your email address to use your drive: open the link we emailed you when you signed up.',
    );
  if (declaredBytes > q.freeBytes)
    throw new PayloadTooLarge(
      `This file does not fit in your drive: ${formatBytes(q.freeBytes)} free of ${formatBytes(q.quotaBytes)}.`,
    );
  return q;
}

export async function folderOrThrow(ownerId: string, folderId: string | null | undefined) {
  if (!folderId) return null;
  const f = await db.driveFolder.findFirst({ where: { id: folderId, ownerId, trashedAt: null } });
  if (!f) throw new NotFound('Folder not found');
  return f;
}

/** Adds a stored file to the drive: a new file, or a new version of the file of that name in that folder. */
export async function addDriveFile(ownerId: string, folderId: string | null, name: string, bytes: StoredBytes) {
  const cleanName = name.replace(/[\\/\u0000]/g, '_').slice(0, 200) || 'file';
  return db.$transaction(async (tx) => {
    const same = await tx.driveFile.findFirst({ where: { ownerId, folderId, name: cleanName, trashedAt: null } });
    if (same) {
      await tx.driveFileVersion.create({
        data: {
          fileId: same.id,
          version: same.version,
          sizeBytes: same.sizeBytes,
          storage: same.storage,
          storageKey: same.storageKey,
          sha256: same.sha256,
        },
      });
      const f = await tx.driveFile.update({
        where: { id: same.id, ownerId },
        data: {
          version: same.version + 1,
          sizeBytes: BigInt(bytes.sizeBytes),
          storage: bytes.storage,
          storageKey: bytes.storageKey,
          sha256: bytes.sha256,
          mime: bytes.mime,
        },
      });
      await recordAudit({ tx, actor: ownerId, action: 'drive.version', target: { type: 'drive_file', id: f.id } });
      return f;
    }
    const f = await tx.driveFile.create({
      data: {
        ownerId,
        folderId,
        name: cleanName,
        mime: bytes.mime,
        sizeBytes: BigInt(bytes.sizeBytes),
        storage: bytes.storage,
        storageKey: bytes.storageKey,
        sha256: bytes.sha256,
      },
    });
    await recordAudit({ tx, actor: ownerId, action: 'drive.upload', target: { type: 'drive_file', id: f.id } });
    return f;
  });
}

export function fileOut(f: {
  id: string;
  name: string;
  mime: string;
  sizeBytes: bigint;
  version: number;
  folderId: string | null;
  trashedAt: Date | null;
  updatedAt: Date;
}) {
  return {
    id: f.id,
    name: f.name,
    mime: f.mime,
    sizeBytes: Number(f.sizeBytes),
    version: f.version,
    folderId: f.folderId,
    trashed: !!f.trashedAt,
    updatedAt: f.updatedAt.toISOString(),
  };
}

export async function createFolder(actor: Actor, input: z.infer<typeof createFolderInput>, ownerIdParam?: string) {
  const ownerId = await driveOwnerFor(actor, ownerIdParam);
  await folderOrThrow(ownerId, input.parentId);
  return db.$transaction(async (tx) => {
    const f = await tx.driveFolder.create({ data: { ownerId, name: input.name, parentId: input.parentId ?? null } });
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'drive.folder_create',
      target: { type: 'drive_folder', id: f.id },
    });
    return { id: f.id, name: f.name };
  });
}

/** A file the actor may act on (their own; staff: anyone's). 404 otherwise. */
export async function getFileForActorOrThrow(actor: Actor, id: string) {
  const f = await db.driveFile.findFirst({ where: { id, ...driveFileScope(actor) } });
  if (!f) throw new NotFound('File not found');
  return f;
}

export async function updateFile(actor: Actor, id: string, input: z.infer<typeof updateFileInput>) {
  const f = await getFileForActorOrThrow(actor, id);
  if (input.folderId) await folderOrThrow(f.ownerId, input.folderId);
  return db.$transaction(async (tx) => {
    const { count } = await tx.driveFile.updateMany({
      where: { id, ownerId: f.ownerId },
      data: {
        name: input.name,
        folderId: input.folderId,
        trashedAt: input.trashed === undefined ? undefined : input.trashed ? new Date() : null,
      },
    });
    if (count === 0) throw new NotFound('File not found');
    await recordAudit({
      tx,
      actor: actor.id,
      action: input.trashed ? 'drive.trash' : 'drive.update',
      target: { type: 'drive_file', id },
      detail: { ...input },
    });
    return fileOut((await tx.driveFile.findUniqueOrThrow({ where: { id } }))!);
  });
}

export async function updateFolder(actor: Actor, id: string, input: z.infer<typeof updateFileInput>) {
  const where = { id, ...driveFolderScope(actor) };
  const folder = await db.driveFolder.findFirst({ where });
  if (!folder) throw new NotFound('Folder not found');
  if (input.folderId) {
    // A folder cannot move into itself or one of its own subfolders.
    for (let p = await folderOrThrow(folder.ownerId, input.folderId); p;) {
      if (p.id === id) throw new BadRequest('A folder cannot move into itself');
      p = p.parentId ? await db.driveFolder.findFirst({ where: { id: p.parentId } }) : null;
    }
  }
  return db.$transaction(async (tx) => {
    const now = new Date();
    await tx.driveFolder.updateMany({
      where: { id, ownerId: folder.ownerId },
      data: {
        name: input.name,
        parentId: input.folderId,
        trashedAt: input.trashed === undefined ? undefined : input.trashed ? now : null,
      },
    });
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'drive.folder_update',
      target: { type: 'drive_folder', id },
      detail: { ...input },
    });
    return { id };
  });
}

/** Deletes a trashed file for good, with its versions' bytes. */
export async function purgeFile(actor: Actor, id: string) {
  const f = await getFileForActorOrThrow(actor, id);
  if (!f.trashedAt) throw new BadRequest('Move the file to the trash first');
  const versions = await db.driveFileVersion.findMany({ where: { fileId: id } });
  await db.$transaction(async (tx) => {
    await tx.driveFile.deleteMany({ where: { id, ownerId: f.ownerId } });
    await recordAudit({ tx, actor: actor.id, action: 'drive.purge', target: { type: 'drive_file', id } });
  });
  for (const v of [f, ...versions]) await removeBytes(v.storage, v.storageKey).catch(() => undefined);
}

export async function listVersions(actor: Actor, id: string) {
  const f = await getFileForActorOrThrow(actor, id);
  const older = await db.driveFileVersion.findMany({ where: { fileId: id }, orderBy: { version: 'desc' } });
  return [
    { version: f.version, sizeBytes: Number(f.sizeBytes), createdAt: f.updatedAt.toISOString(), current: true },
    ...older.map((v) => ({
      version: v.version,
      sizeBytes: Number(v.sizeBytes),
      createdAt: v.createdAt.toISOString(),
      current: false,
    })),
  ];
}

/** The bytes to stream for a file (or one of its versions). */
export async function fileForDownload(actor: Actor, id: string, version?: number) {
  const f = await getFileForActorOrThrow(actor, id);
  if (!version || version === f.version)
    return { name: f.name, mime: f.mime, size: Number(f.sizeBytes), storage: f.storage, storageKey: f.storageKey };
  const v = await db.driveFileVersion.findUnique({ where: { fileId_version: { fileId: id, version } } });
  if (!v) throw new NotFound('That version does not exist');
  return { name: f.name, mime: f.mime, size: Number(v.sizeBytes), storage: v.storage, storageKey: v.storageKey };
}
