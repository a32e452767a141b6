// How many people have an account, by role (the users page's population), for the assistant.
import { db } from '../platform/db';

/** Users per role and status, every account counted once. */
export async function userCountsByRole(): Promise<{ role: string; active: number; total: number }[]> {
  const rows = await db.user.groupBy({ by: ['role', 'status'], _count: { _all: true } });
  const per = new Map<string, { active: number; total: number }>();
  for (const r of rows) {
    const x = per.get(r.role) ?? { active: 0, total: 0 };
    x.total += r._count._all;
    if (r.status === 'active') x.active += r._count._all;
    per.set(r.role, x);
  }
  return [...per].map(([role, x]) => ({ role, ...x })).sort((a, b) => b.total - a.total);
}
