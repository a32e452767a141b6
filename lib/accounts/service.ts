// Account-level queries shared by dashboards.
import { db } from '../db';
import { ROLES, type Role } from '../auth/roles';

export async function countAccountsByRole(): Promise<Record<Role, number>> {
  const rows = await db.user.groupBy({ by: ['role'], where: { status: 'active' }, _count: { _all: true } });
  const out = Object.fromEntries(ROLES.map((r) => [r, 0])) as Record<Role, number>;
  for (const r of rows) out[r.role] = r._count._all;
  return out;
}
