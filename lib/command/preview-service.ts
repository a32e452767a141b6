// The super admin's artist preview (spec §2.10, §4): a record while 'MMS Artist View' is on.
// Previewing changes no permission: the session stays the super admin's own, and artist pages
// are already open to staff, so the preview grants nothing the super admin could not already see.
import { db } from '../platform/db';
import { recordAudit } from '../platform/audit';
import type { SessionUser } from '../platform/auth/session';

/** The spec's preview artist record (§3), built from the super admin's own account. */
function previewRecord(user: SessionUser, startedAt: Date) {
  return {
    accountId: user.id,
    id: user.id,
    customerName: user.name,
    customerEmail: user.email,
    accountType: 'artist',
    blockchainAddress: null,
    certificateIds: [] as string[],
    isAuthenticated: true,
    loginAt: startedAt.toISOString(),
    userType: 'admin_preview',
  };
}

export async function startPreview(user: SessionUser) {
  const row = await db.$transaction(async (tx) => {
    const started = await tx.viewPreview.upsert({
      where: { userId: user.id },
      create: { userId: user.id },
      update: { startedAt: new Date() },
    });
    await recordAudit({ tx, actor: user.id, action: 'preview.start', target: { type: 'User', id: user.id } });
    return started;
  });
  return { active: true, record: previewRecord(user, row.startedAt) };
}

export async function endPreview(user: SessionUser) {
  await db.viewPreview.deleteMany({ where: { userId: user.id } });
  return { active: false };
}

export async function currentPreview(user: SessionUser) {
  const row = await db.viewPreview.findUnique({ where: { userId: user.id } });
  return row ? { active: true, record: previewRecord(user, row.startedAt) } : { active: false };
}
