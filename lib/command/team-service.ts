// The admin team: list, change role, deactivate or reactivate. Invitations are lib/accounts/credentials.ts.
import { z } from 'zod';
import { db } from '../platform/db';
import { BadRequest, Forbidden, NotFound } from '../platform/errors';
import { countActionsBy, recordAudit } from '../platform/audit';
import type { SessionUser } from '../platform/auth/session';

export const teamUpdateSchema = z
  .object({
    role: z.enum(['admin', 'super_admin']).optional(),
    status: z.enum(['active', 'deactivated']).optional(),
  })
  .refine((v) => v.role !== undefined || v.status !== undefined, { message: 'Send a role or a status' });

export async function listTeam() {
  const admins = await db.user.findMany({
    where: { role: { in: ['admin', 'super_admin'] } },
    orderBy: [{ status: 'asc' }, { adminId: 'asc' }, { createdAt: 'asc' }],
    select: {
      id: true,
      email: true,
      name: true,
      role: true,
      adminId: true,
      status: true,
      lastLoginAt: true,
      createdAt: true,
    },
  });
  const byActor = await countActionsBy(admins.map((a) => a.id));
  return admins.map((a) => ({ ...a, actionCount: byActor.get(a.id) ?? 0 }));
}

/**
 * Admins may deactivate or reactivate admins; only super admins change roles or touch a super
 * admin. Nobody changes their own role or status. Deactivation bumps sessionVersion, so the
 * account's session stops working on its next request.
 */
export async function updateTeamMember(actor: SessionUser, id: string, input: z.output<typeof teamUpdateSchema>) {
  if (id === actor.id) throw new BadRequest('You cannot change your own role or status');
  const target = await db.user.findUnique({ where: { id } });
  if (!target || (target.role !== 'admin' && target.role !== 'super_admin'))
    throw new NotFound('No admin with this id');
  const touchesSuper = target.role === 'super_admin' || input.role === 'super_admin';
  if ((input.role !== undefined || touchesSuper) && actor.role !== 'super_admin') {
    throw new Forbidden('Only a super admin can change roles or manage a super admin');
  }
  const deactivating = input.status === 'deactivated' && target.status !== 'deactivated';
  const updated = await db.$transaction(async (tx) => {
    const row = await tx.user.update({
      where: { id },
      data: {
        ...(input.role ? { role: input.role } : {}),
        ...(input.status ? { status: input.status } : {}),
        ...(deactivating ? { sessionVersion: { increment: 1 } } : {}),
      },
      select: { id: true, email: true, name: true, role: true, adminId: true, status: true },
    });
    await tx.stepUpGrant.deleteMany({ where: { userId: id } });
    await recordAudit({
      tx,
      actor: actor.id,
      action: input.role ? 'team.change_role' : 'team.set_status',
      target: { type: 'User', id },
      detail: { from: { role: target.role, status: target.status }, to: input },
    });
    return row;
  });
  return updated;
}
