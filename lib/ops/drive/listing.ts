// What the drive shows: one folder's content with the path and quota, the files attached elsewhere (a page at a
// time), and for staff the people who keep files in the drive (a page at a time).
import type { z } from 'zod';
import { db } from '../../platform/db';
import { Prisma } from '../../generated/prisma/client';
import { paginate, type PageQuery } from '../../platform/paging';
import type { driveAttachedQuery, driveListQuery } from '../schema';
import { fileOut, folderOrThrow, quotaOf } from './service';
import { driveFileScope, driveFolderScope, driveOwnerId } from '../access';
import type { Actor } from '../../platform/auth/actor';

const PURPOSE_LABEL: Record<string, string> = {
  release_audio: 'Release audio',
  release_artwork: 'Release artwork',
  roster_photo: 'Roster photos',
  profile_photo: 'Profile photos',
  lesson_resource: 'Lesson resources',
  assignment_submission: 'Assignments',
};

/** One folder's content (or the root, or the trash), the path to it, and the quota. */
export async function listDrive(actor: Actor, q: z.infer<typeof driveListQuery>) {
  const ownerId = driveOwnerId(actor, q.ownerId);
  const trash = q.trash === '1';
  const folder = trash ? null : await folderOrThrow(ownerId, q.folderId);
  const [folders, files, quota] = await Promise.all([
    db.driveFolder.findMany({
      where: trash ? { ownerId, trashedAt: { not: null } } : { ownerId, parentId: folder?.id ?? null, trashedAt: null },
      orderBy: { name: 'asc' },
    }),
    db.driveFile.findMany({
      where: trash ? { ownerId, trashedAt: { not: null } } : { ownerId, folderId: folder?.id ?? null, trashedAt: null },
      orderBy: { name: 'asc' },
    }),
    quotaOf(ownerId),
  ]);
  const path: { id: string; name: string }[] = [];
  for (
    let f = folder;
    f;
    f = f.parentId ? await db.driveFolder.findFirst({ where: { id: f.parentId, ownerId } }) : null
  )
    path.unshift({ id: f.id, name: f.name });
  return {
    ownerId,
    folder: folder ? { id: folder.id, name: folder.name, parentId: folder.parentId } : null,
    path,
    folders: folders.map((f) => ({ id: f.id, name: f.name, trashed: !!f.trashedAt })),
    files: files.map(fileOut),
    quota,
  };
}

/** Files attached elsewhere (releases, lessons, profiles), by what they are for and then the newest first. */
export async function listAttachedFiles(actor: Actor, q: z.infer<typeof driveAttachedQuery>) {
  const where = { ownerId: driveOwnerId(actor, q.ownerId) };
  return paginate(
    q,
    (page) =>
      db.storedFile.findMany({
        where,
        orderBy: [{ purpose: 'asc' }, { createdAt: 'desc' }, { id: 'desc' }],
        ...page,
        select: { id: true, originalName: true, mime: true, sizeBytes: true, purpose: true, createdAt: true },
      }),
    () => db.storedFile.count({ where }),
    (rows) =>
      rows.map((a) => ({
        id: a.id,
        name: a.originalName,
        mime: a.mime,
        sizeBytes: Number(a.sizeBytes),
        group: PURPOSE_LABEL[a.purpose] ?? a.purpose.replace(/_/g, ' '),
        url: `/api/files/${a.id}`,
      })),
  );
}

/** The ids of everyone who keeps a file or a folder in the drive: read from the drive's owner indexes, so the
 *  list costs what the drive holds, not what the user table holds (an `EXISTS` per user read all 30,000 at a
 *  label's scale for an empty drive). */
const DRIVE_OWNERS = Prisma.sql`SELECT "ownerId" FROM "DriveFile" UNION SELECT "ownerId" FROM "DriveFolder"`;

/** Staff (admin-drive): everyone else who keeps files or folders in the drive, by email. */
export async function listDriveOwners(actor: Actor, q: PageQuery) {
  const after = q.cursor
    ? Prisma.sql`AND (u.email, u.id) > (SELECT c.email, c.id FROM "User" c WHERE c.id = ${q.cursor})`
    : Prisma.empty;
  return paginate(
    q,
    () =>
      db.$queryRaw<{ id: string; name: string | null; email: string }[]>`
        SELECT u.id, u.name, u.email FROM "User" u
        WHERE u.id IN (${DRIVE_OWNERS}) AND u.id <> ${actor.id} ${after}
        ORDER BY u.email, u.id LIMIT ${q.limit + 1}`,
    async () => {
      const [{ total }] = await db.$queryRaw<{ total: number }[]>`
        SELECT count(*)::int AS total FROM (${DRIVE_OWNERS}) o WHERE o."ownerId" <> ${actor.id}`;
      return total;
    },
    (users) => users.map((u) => ({ id: u.id, label: u.name ? `${u.name} (${u.email})` : u.email })),
  );
}

/** How many files and folders the drive holds (everyone's for staff, else the actor's own), trash apart. */
export async function driveTotals(actor: Actor) {
  const scope = driveFileScope(actor);
  const [files, trashed, folders, bytes] = await Promise.all([
    db.driveFile.count({ where: { ...scope, trashedAt: null } }),
    db.driveFile.count({ where: { ...scope, trashedAt: { not: null } } }),
    db.driveFolder.count({ where: { ...driveFolderScope(actor), trashedAt: null } }),
    db.driveFile.aggregate({ where: { ...scope, trashedAt: null }, _sum: { sizeBytes: true } }),
  ]);
  return { files, trashed, folders, bytes: Number(bytes._sum.sizeBytes ?? 0) };
}
