// The waiting list: one entry per email per brand; a second sign-up is refused politely.
import { db } from '../../platform/db';
import { Conflict } from '../../platform/errors';
import { recordAudit } from '../../platform/audit';
import type { BrandKey } from '../../platform/brands/brands';
import type { WaitingListInput } from './schema';
import { newestFirst, paginate, type PageQuery } from '../../platform/paging';

export async function joinWaitingList(brand: BrandKey, input: WaitingListInput) {
  try {
    const entry = await db.$transaction(async (tx) => {
      const made = await tx.waitingListEntry.create({ data: { ...input, brand } });
      const target = { type: 'WaitingListEntry', id: made.id };
      await recordAudit({ tx, actor: null, action: 'waiting_list.join', target, detail: { brand } });
      return made;
    });
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

/** Sign-ups newest first, a page at a time, with counts by interest over every sign-up of the filter. */
export async function listWaitingList(q: PageQuery & { brand?: BrandKey }) {
  const where = q.brand ? { brand: q.brand } : {};
  const [page, byInterest] = await Promise.all([
    paginate(
      q,
      (args) => db.waitingListEntry.findMany({ where, ...newestFirst(args) }),
      () => db.waitingListEntry.count({ where }),
      withInvitations,
    ),
    db.waitingListEntry.groupBy({ by: ['interest'], where, _count: { _all: true } }),
  ]);
  return { ...page, byInterest: Object.fromEntries(byInterest.map((r) => [r.interest, r._count._all])) };
}

/** Which entries an admin approved (an artist invitation was sent) and whether it was accepted. */
async function withInvitations<E extends { id: string }>(items: E[]) {
  const invitations = items.length
    ? await db.artistInvitation.findMany({
        where: { waitingListEntryId: { in: items.map((i) => i.id) } },
        select: { waitingListEntryId: true, createdAt: true, acceptedAt: true },
        orderBy: { createdAt: 'asc' },
      })
    : [];
  const invited = new Map(invitations.map((i) => [i.waitingListEntryId, i]));
  return items.map((e) => ({
    ...e,
    invitedAt: invited.get(e.id)?.createdAt ?? null,
    joinedAt: invited.get(e.id)?.acceptedAt ?? null,
  }));
}
