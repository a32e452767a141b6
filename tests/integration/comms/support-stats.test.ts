// GET /api/support/stats counts the open and overdue tickets in the database (it read every open ticket): its
// counts agree with the SLA clocks of each ticket (slaState), for tickets in each state the clocks know.
import { db } from '@/lib/platform/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import * as stats from '@/app/api/support/stats/route';
import { slaState } from '@/lib/comms/support/sla';
import { supportStats } from '@/lib/comms/support/staff';
import { call, createUser } from '../../helpers/api';

const HOUR = 3600_000;

/** What slaState says of every active, unmerged ticket at `now`: the figures the route must give. */
async function fromClocks(now: Date) {
  const open = await db.supportTicket.findMany({
    where: { status: { in: ['new', 'open', 'waiting_on_customer'] }, mergedIntoId: null },
  });
  return { open: open.length, overdue: open.filter((t) => slaState(t, now).overdue).length };
}

describe('support stats', () => {
  it('counts open and overdue tickets as their SLA clocks do', async () => {
    const now = new Date();
    const customer = await createUser('artist');
    const admin = await createUser('admin');
    const before = await supportStats(30, now);
    const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
    const ticket = (data: Partial<Prisma.SupportTicketUncheckedCreateInput>) =>
      db.supportTicket.create({
        data: {
          requesterId: customer.id,
          category: 'payout',
          subject: 'Where is my payout?',
          firstResponseDueAt: at(4),
          resolutionDueAt: at(40),
          createdAt: at(-4),
          ...data,
        },
      });
    const merged = await ticket({ firstResponseDueAt: at(-1) });
    await Promise.all([
      // overdue: no reply past the first-response due time
      ticket({ firstResponseDueAt: at(-1) }),
      // overdue: replied, but past the resolution due time
      ticket({ status: 'open', firstRespondedAt: at(-3), firstResponseDueAt: at(-2), resolutionDueAt: at(-1) }),
      // not overdue: both clocks paused while waiting on the customer
      ticket({
        status: 'waiting_on_customer',
        firstResponseDueAt: at(-1),
        resolutionDueAt: at(-1),
        slaPausedAt: at(-2),
      }),
      // not overdue: replied late (breached, not overdue) and the resolution still running
      ticket({ status: 'open', firstRespondedAt: at(-1), firstResponseDueAt: at(-2) }),
      // not overdue: running
      ticket({}),
      // not open: resolved and closed, even past their due times
      ticket({ status: 'resolved', resolvedAt: at(-1), firstResponseDueAt: at(-2), resolutionDueAt: at(-2) }),
      ticket({ status: 'closed', resolvedAt: at(-1), closedAt: at(-1), firstResponseDueAt: at(-2) }),
      // not open: merged into another ticket
      ticket({ firstResponseDueAt: at(-1), mergedIntoId: merged.id }),
    ]);

    const after = await supportStats(30, now);
    // The merge target counts (open, overdue); so do the first two; the paused, late-replied and running ones
    // are open only.
    expect(after.open - before.open).toBe(6);
    expect(after.overdue - before.overdue).toBe(3);
    expect({ open: after.open, overdue: after.overdue }).toEqual(await fromClocks(now));
    expect(after.created - before.created).toBe(8);

    const res = await call(stats.GET, { as: admin });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ open: after.open, days: 30 });
  });
});
