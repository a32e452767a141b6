// The admin's Personal Dashboard card (spec §3 Admin profile) and every user's own profile edits.
import { z } from 'zod';
import { db } from '../platform/db';
import { NotFound } from '../platform/errors';
import { countActions, recordAudit } from '../platform/audit';
import { roleFlags } from '../platform/auth/roles';
import { parseWith } from '../platform/http/with-auth';
import { parseMultipart } from '../platform/storage/multipart';
import { deleteFile } from '../platform/storage/service';
import { adminLevel, roleTitle } from './admin-level';

export async function getAdminProfile(userId: string) {
  const u = await db.user.findUnique({ where: { id: userId } });
  if (!u) throw new NotFound('Account not found');
  const actionCount = await countActions(u.id);
  const role = roleFlags(u.role).role === 'SUPER ADMIN' ? 'SUPER ADMIN' : 'Admin';
  const level = adminLevel(actionCount);
  return {
    actionCount,
    profileImage: u.profileImage,
    displayName: u.displayName || u.name,
    nickname: u.nickname,
    firstName: u.firstName,
    lastName: u.lastName,
    role,
    roleTitle: roleTitle(role),
    adminId: u.adminId,
    personalTimezone: u.personalTimezone,
    level: level.level,
    levelName: level.name,
    nextLevelAt: level.nextAt,
  };
}

const timezone = z
  .string()
  .trim()
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'Choose a time zone such as America/New_York');

const profileUpdateSchema = z.object({
  displayName: z.string().trim().min(1, 'Enter the name others see').max(80).optional(),
  nickname: z.string().trim().max(40).optional(),
  firstName: z.string().trim().max(60).optional(),
  lastName: z.string().trim().max(60).optional(),
  personalTimezone: timezone.optional(),
});

export async function getOwnProfile(userId: string) {
  const u = await db.user.findUnique({ where: { id: userId } });
  if (!u) throw new NotFound('Account not found');
  return {
    email: u.email,
    name: u.name,
    displayName: u.displayName || u.name,
    nickname: u.nickname ?? '',
    firstName: u.firstName ?? '',
    lastName: u.lastName ?? '',
    personalTimezone: u.personalTimezone,
    profileImage: u.profileImage,
  };
}

/** Multipart: the text fields above and an optional profileImage (an image by its bytes, 5 MB). */
export async function updateOwnProfileFromForm(req: Request, userId: string) {
  const { fields, files } = await parseMultipart(req, userId, {
    profileImage: { kinds: ['image'], maxBytes: 5 * 1024 * 1024, purpose: 'profile_photo', isPublic: true },
  });
  const photo = files.profileImage;
  try {
    const clean = Object.fromEntries(Object.entries(fields).filter(([k]) => k in profileUpdateSchema.shape));
    const input = parseWith(profileUpdateSchema, clean);
    await db.$transaction(async (tx) => {
      await tx.user.update({
        where: { id: userId },
        data: { ...input, ...(photo ? { profileImage: `/api/files/${photo.id}` } : {}) },
      });
      await recordAudit({
        tx,
        actor: userId,
        action: 'profile.update',
        target: { type: 'User', id: userId },
        detail: { fields: Object.keys(input), photo: !!photo },
      });
    });
  } catch (err) {
    if (photo) await deleteFile(photo).catch(() => undefined);
    throw err;
  }
  return getOwnProfile(userId);
}
