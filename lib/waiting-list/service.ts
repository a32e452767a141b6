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
  // Which entries an admin approved (an artist invitation was sent) and whether it was accepted.
  const invitations = items.length
    ? await db.artistInvitation.findMany({
        where: { waitingListEntryId: { in: items.map((i) => i.id) } },
        select: { waitingListEntryId: true, createdAt: true, acceptedAt: true },
        orderBy: { createdAt: 'asc' },
      })
    : [];
  const invited = new Map(invitations.map((i) => [i.waitingListEntryId, i]));
  return {
    items: items.map((e) => ({
      ...e,
      invitedAt: invited.get(e.id)?.createdAt ?? null,
      joinedAt: invited.get(e.id)?.acceptedAt ?? null,
    })),
    total,
    byInterest: Object.fromEntries(byInterest.map((r) => [r.interest, r._count._all])),
  };
}
