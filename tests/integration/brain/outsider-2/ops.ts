// Second outsider set: operations and health, "what next", and questions it should decline honestly.
import { db } from '@/lib/platform/db';
import { type Need, type Question, count, has, money, oneOf } from '../outsider/needs';
import { Q, countOf, honest, matches, monthStart } from './helpers';

/** Something on the admin's plate: a release to review, a failed delivery, a payout to approve, a late ticket, an incident. */
async function somethingPending(): Promise<Need> {
  const review = await db.release.findMany({ where: { status: { in: ['uploaded', 'under_review'] } } });
  const failed = await db.delivery.findMany({ where: { status: 'failed' }, include: { release: true } });
  const payouts = await db.payoutRequest.findMany({ where: { status: 'requested' } });
  const late = await db.supportTicket.findMany({
    where: { status: { in: ['new', 'open'] }, firstRespondedAt: null, firstResponseDueAt: { lt: new Date() } },
  });
  const incidents = await db.healthIncident.findMany({ where: { resolvedAt: null } });
  return oneOf(
    ...review.map((r) => has(r.title)),
    ...failed.map((d) => has(d.release.title)),
    ...payouts.map((p) => money(p.amountCents)),
    ...late.map((t) => has(t.subject.slice(0, 25))),
    ...incidents.map((i) => has(i.check)),
  );
}

export const opsQuestions2: Question[] = [
  Q('ops', 'is the system healthy rn?', async () => {
    const i = await db.healthIncident.findMany({ where: { resolvedAt: null } });
    return i.length ? i.map((x) => oneOf(has(x.check), has(x.message.slice(0, 20)))) : [count(0)];
  }),
  Q('ops', 'whats going on with the outbox', async () => {
    const i = await db.healthIncident.findFirst({ where: { check: 'outbox', resolvedAt: null } });
    const n = i?.message.match(/\d+/)?.[0];
    return [
      n ? matches(n, new RegExp(`\\b${n}\\b`)) : count(await db.outboxEmail.count({ where: { status: 'queued' } })),
    ];
  }),
  Q('ops', 'how many emails are stuck in the queue', async () => [
    countOf(await db.outboxEmail.count({ where: { status: 'queued' } }), '(emails?|queued)'),
  ]),
  Q('ops', 'how many admins are there', async () => [
    oneOf(
      countOf(await db.user.count({ where: { role: { in: ['admin', 'super_admin'] } } }), 'admins?'),
      countOf(await db.user.count({ where: { role: 'admin' } }), 'admins?'),
    ),
  ]),
  Q('ops', 'new signups this month?', async () => [
    countOf(await db.user.count({ where: { createdAt: { gte: monthStart() } } }), '(users?|sign ?ups?|accounts?)'),
  ]),
  Q('ops', 'what should i do next', async () => [await somethingPending()]),
  Q('ops', 'anything urgent I should handle first today?', async () => [await somethingPending()]),
  // ---- out of scope: an honest "can't / no such thing", never an invented figure
  Q('out-of-scope', "what's the weather in atlanta tomorrow", async () => honest()),
  Q('out-of-scope', 'how much did Purple Rain make last year', async () => honest()),
  Q('out-of-scope', "status of the release 'Neon Cathedral'?", async () => honest()),
  Q('out-of-scope', "what's taylor swift's balance", async () => honest()),
  Q('out-of-scope', 'how many streams did we get on tidal in 2019', async () => honest()),
  Q('out-of-scope', 'who won the super bowl this year', async () => honest()),
  Q('out-of-scope', 'how much did Ghost Artist earn in Q3', async () => honest()),
  Q('out-of-scope', 'whats the stock price of spotify today', async () => honest()),
];
