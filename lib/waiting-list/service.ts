// The waiting list: one entry per email per brand; a second sign-up is refused politely.
import { db } from '../db';
import { Conflict } from '../errors';
import type { BrandKey } from '../brands/brands';
import type { WaitingListInput } from './schema';

export async function joinWaitingList(brand: BrandKey, input: WaitingListInput) {
  try {
    const entry = await db.waitingListEntry.create({ data: { ...input, brand } });
    return {
      id: entry.id,
      message: `Thanks, ${entry.name}! You are on the list. We will email ${entry.email} as soon as a place opens.`,
    };
  } catch (err) {
    if ((err as { code?: string }).code === 'P2002') {
      throw new Conflict('You are already on our waiting list with this email. We will be in touch soon.');
    }
    throw err;
  }
}

export async function listWaitingList(opts: { brand?: BrandKey; limit: number; offset: number }) {
  const where = opts.brand ? { brand: opts.brand } : {};
  const [items, total, byInterest] = await Promise.all([
    db.waitingListEntry.findMany({ where, orderBy: { createdAt: 'desc' }, take: opts.limit, skip: opts.offset }),
    db.waitingListEntry.count({ where }),
    db.waitingListEntry.groupBy({ by: ['interest'], where, _count: { _all: true } }),
  ]);
  return { items, total, byInterest: Object.fromEntries(byInterest.map((r) => [r.interest, r._count._all])) };
}
