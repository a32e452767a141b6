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

/** Artist accounts (id, name), oldest first: the roster of people who may release. */
export function artistAccounts(): Promise<{ id: string; name: string }[]> {
  return db.user.findMany({
    where: { role: 'artist' },
    select: { id: true, name: true },
    orderBy: { createdAt: 'asc' },
  });
}

/** Accounts created in [from, to), by role: new sign-ups of a period. */
export async function signupsBetween(from: Date, to: Date): Promise<{ role: string; total: number }[]> {
  const rows = await db.user.groupBy({
    by: ['role'],
    where: { createdAt: { gte: from, lt: to } },
    _count: { _all: true },
  });
  return rows.map((r) => ({ role: r.role, total: r._count._all })).sort((a, b) => b.total - a.total);
}

/** Every account's id, name and role (bounded): the people an admin may name in a question. */
export function peopleDirectory(take = 5000): Promise<
  {
    id: string;
    name: string;
    role: string;
    email: string;
    status: string;
    createdAt: Date;
    adminId: string | null;
    personalTimezone: string;
    lastLoginAt: Date | null;
  }[]
> {
  return db.user.findMany({
    select: {
      id: true,
      name: true,
      role: true,
      email: true,
      status: true,
      createdAt: true,
      adminId: true,
      personalTimezone: true,
      lastLoginAt: true,
    },
    orderBy: { createdAt: 'asc' },
    take,
  });
}
