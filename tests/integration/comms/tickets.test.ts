// Support tickets through their route handlers: context from the requester's own release, internal notes
// hidden from the customer, 404 for another customer, SLA clocks, reopening, rating, merge, search.
import { db } from '@/lib/platform/db';
import * as tickets from '@/app/api/support/tickets/route';
import * as ticket from '@/app/api/support/tickets/[id]/route';
import * as messages from '@/app/api/support/tickets/[id]/messages/route';
import * as rating from '@/app/api/support/tickets/[id]/rating/route';
import * as merge from '@/app/api/support/tickets/[id]/merge/route';
import * as queue from '@/app/api/support/queue/route';
import * as bulk from '@/app/api/support/tickets/bulk/route';
import { slaState } from '@/lib/comms/support/sla';
import { call, createUser } from '../../helpers/api';

async function releaseInReview(ownerId: string) {
  const r = await db.release.create({
    data: { ownerId, title: 'Midnight Drive', primaryArtist: 'Nova Reyes', status: 'under_review', upc: null },
  });
  await db.releaseStatusChange.createMany({
    data: [
      { releaseId: r.id, fromStatus: null, toStatus: 'draft', note: 'Created' },
      { releaseId: r.id, fromStatus: 'draft', toStatus: 'under_review', note: 'Submitted for review' },
    ],
  });
  return r;
}

describe('support tickets', () => {
  it('opens a ticket with the release as context; the staff note stays hidden; another customer gets 404', async () => {
    const artist = await createUser('artist');
    const other = await createUser('artist');
    const admin = await createUser('admin');
    const release = await releaseInReview(artist.id);

    const made = await call(tickets.POST, {
      as: artist,
      body: {
        category: 'release',
        subject: 'Stuck in review',
        body: 'It has been <b>a week</b><script>alert(1)</script>',
        releaseId: release.id,
      },
    });
    expect(made.status).toBe(201);
    const id = made.json.id as string;

    const seen = await call(ticket.GET, { as: artist, params: { id } });
    expect(seen.status).toBe(200);
    expect(seen.json.context.release).toMatchObject({
      title: 'Midnight Drive',
      status: 'under_review',
      statusLabel: 'Under Review',
    });
    expect(seen.json.context.release.history.map((h: { toStatus: string }) => h.toStatus)).toEqual([
      'draft',
      'under_review',
    ]);
    expect(Array.isArray(seen.json.context.release.qc)).toBe(true);
    expect(seen.json.messages[0].body).toContain('<b>a week</b>');
    expect(seen.json.messages[0].body).not.toContain('<script');
    expect(seen.json.status).toBe('new');

    const note = await call(messages.POST, {
      as: admin,
      params: { id },
      body: { body: 'Checking the artwork first', internal: true },
    });
    expect(note.status).toBe(201);
    const reply = await call(messages.POST, {
      as: admin,
      params: { id },
      body: { body: 'Approved it now, sorry for the wait.' },
    });
    expect(reply.status).toBe(201);

    const customerView = await call(ticket.GET, { as: artist, params: { id } });
    expect(customerView.json.messages.map((m: { body: string }) => m.body).join(' ')).not.toContain('artwork first');
    expect(customerView.json.messages).toHaveLength(2);
    expect(customerView.json.status).toBe('waiting_on_customer');
    const staffView = await call(ticket.GET, { as: admin, params: { id } });
    expect(staffView.json.messages).toHaveLength(3);
    expect(staffView.json.messages[1]).toMatchObject({ internal: true });

    // The customer hears about the reply in-app, and the stored email carries the ticket's reply address
    expect(await db.notification.count({ where: { userId: artist.id, event: 'ticket_reply' } })).toBe(1);
    const mail = await db.outboxEmail.findFirst({ where: { to: artist.email, kind: 'ticket_reply' } });
    expect(mail?.replyTo).toMatch(new RegExp(`^support\\+${id}\\.[a-z0-9_-]+@`));
    expect(mail?.html).toContain('Approved it now');

    expect((await call(ticket.GET, { as: other, params: { id } })).status).toBe(404);
    expect((await call(messages.POST, { as: other, params: { id }, body: { body: 'hi' } })).status).toBe(404);
    expect(
      (await call(messages.POST, { as: artist, params: { id }, body: { body: 'x', internal: true } })).status,
    ).toBe(403);
  });

  it("refuses bad input with 400 naming the field, and another user's release as context", async () => {
    const artist = await createUser('artist');
    const other = await createUser('artist');
    const theirs = await releaseInReview(other.id);
    for (const [body, field] of [
      [{ category: 'nope', subject: 'Hello there', body: 'x' }, 'category'],
      [{ category: 'other', subject: '', body: 'x' }, 'subject'],
      [{ category: 'other', subject: 'Hello there', body: '' }, 'body'],
      [{ category: 'release', subject: 'Hello there', body: 'x', releaseId: theirs.id }, 'releaseId'],
    ] as const) {
      const res = await call(tickets.POST, { as: artist, body });
      expect(res.status).toBe(400);
      expect(res.json.issues.map((i: { path: string }) => i.path)).toContain(field);
    }
  });

  it('runs the SLA clocks: first response met, overdue resolution, and a reply to a closed ticket reopens it', async () => {
    const artist = await createUser('artist');
    const admin = await createUser('admin');
    const { json } = await call(tickets.POST, {
      as: artist,
      body: { category: 'payout', subject: 'Where is my money', body: 'Please check' },
    });
    const t0 = await db.supportTicket.findUniqueOrThrow({ where: { id: json.id } });
    // payout: 8 h to first reply, 48 h to resolve
    expect(t0.firstResponseDueAt.getTime() - t0.createdAt.getTime()).toBe(8 * 3600_000);
    expect(t0.resolutionDueAt.getTime() - t0.createdAt.getTime()).toBe(48 * 3600_000);
    expect(slaState(t0, new Date(t0.createdAt.getTime() + 9 * 3600_000))).toMatchObject({
      firstResponse: { state: 'overdue' },
      overdue: true,
    });

    await call(messages.POST, { as: admin, params: { id: json.id }, body: { body: 'Looking', status: 'resolved' } });
    const t1 = await db.supportTicket.findUniqueOrThrow({ where: { id: json.id } });
    expect(t1.firstRespondedAt).not.toBeNull();
    expect(t1.status).toBe('resolved');
    expect(slaState(t1).firstResponse.state).toBe('met');
    expect(slaState(t1).resolution.state).toBe('met');

    const rated = await call(rating.POST, {
      as: artist,
      params: { id: json.id },
      body: { rating: 5, comment: 'Fast' },
    });
    expect(rated.status).toBe(200);
    expect((await call(rating.POST, { as: artist, params: { id: json.id }, body: { rating: 9 } })).status).toBe(400);

    // The queue highlights an overdue ticket (clock moved back in the data)
    await db.supportTicket.update({ where: { id: json.id }, data: { status: 'closed', closedAt: new Date() } });
    const again = await call(messages.POST, {
      as: artist,
      params: { id: json.id },
      body: { body: 'It happened again' },
    });
    expect(again.status).toBe(201);
    expect(again.json).toMatchObject({ status: 'open', reopened: true });
    const t2 = await db.supportTicket.findUniqueOrThrow({ where: { id: json.id } });
    expect(t2.resolvedAt).toBeNull();
    expect(t2.rating).toBeNull();
    await db.supportTicket.update({ where: { id: json.id }, data: { resolutionDueAt: new Date(Date.now() - 60_000) } });
    const q = await call(queue.GET, { as: admin, url: '/api/support/queue?overdue=1' });
    expect(q.json.items.map((i: { id: string }) => i.id)).toContain(json.id);
    expect(q.json.items.find((i: { id: string }) => i.id === json.id).sla.overdue).toBe(true);
  });

  it('pauses the SLA clocks while waiting on the customer and resumes them, later by the pause, on their reply', async () => {
    const artist = await createUser('artist');
    const admin = await createUser('admin');
    const { json } = await call(tickets.POST, {
      as: artist,
      body: { category: 'payout', subject: 'Payout missing again', body: 'Nothing arrived' },
    });
    const reply = await call(messages.POST, { as: admin, params: { id: json.id }, body: { body: 'Which bank?' } });
    expect(reply.json.status).toBe('waiting_on_customer');
    const waiting = await db.supportTicket.findUniqueOrThrow({ where: { id: json.id } });
    expect(waiting.slaPausedAt).not.toBeNull();

    // Ten hours pass while the customer is away, past the resolution deadline: paused, not overdue.
    const HOUR = 3600_000;
    const pausedAt = new Date(Date.now() - 10 * HOUR);
    const due = new Date(Date.now() - HOUR);
    await db.supportTicket.update({ where: { id: json.id }, data: { slaPausedAt: pausedAt, resolutionDueAt: due } });
    const seen = await call(ticket.GET, { as: admin, params: { id: json.id } });
    expect(seen.json.sla).toMatchObject({ resolution: { state: 'paused' }, overdue: false });
    const overdue = await call(queue.GET, { as: admin, url: '/api/support/queue?overdue=1' });
    expect(overdue.json.items.map((i: { id: string }) => i.id)).not.toContain(json.id);

    // The customer answers: the clock runs again with the deadline ten hours later (nine hours left).
    const answer = await call(messages.POST, { as: artist, params: { id: json.id }, body: { body: 'First Bank' } });
    expect(answer.json.status).toBe('open');
    const resumed = await db.supportTicket.findUniqueOrThrow({ where: { id: json.id } });
    expect(resumed.slaPausedAt).toBeNull();
    const moved = resumed.resolutionDueAt.getTime() - due.getTime();
    expect(moved).toBeGreaterThanOrEqual(10 * HOUR);
    expect(moved).toBeLessThan(10 * HOUR + 60_000);
    expect(resumed.firstResponseDueAt).toEqual(waiting.firstResponseDueAt); // first reply was already met
    expect(slaState(resumed).resolution.state).toBe('due_soon'); // 9 of 48 hours left: running, in its last quarter

    // The same through the staff bulk status: waiting pauses, open resumes.
    expect((await call(bulk.POST, { as: admin, body: { ids: [json.id], status: 'waiting_on_customer' } })).status).toBe(
      200,
    );
    expect((await db.supportTicket.findUniqueOrThrow({ where: { id: json.id } })).slaPausedAt).not.toBeNull();
    await db.supportTicket.update({ where: { id: json.id }, data: { slaPausedAt: new Date(Date.now() - 2 * HOUR) } });
    expect((await call(bulk.POST, { as: admin, body: { ids: [json.id], status: 'open' } })).status).toBe(200);
    const again = await db.supportTicket.findUniqueOrThrow({ where: { id: json.id } });
    expect(again.slaPausedAt).toBeNull();
    expect(again.resolutionDueAt.getTime() - resumed.resolutionDueAt.getTime()).toBeGreaterThanOrEqual(2 * HOUR);

    // Two customer messages at once after a three-hour wait: the deadline moves once, by three hours.
    await call(bulk.POST, { as: admin, body: { ids: [json.id], status: 'waiting_on_customer' } });
    await db.supportTicket.update({ where: { id: json.id }, data: { slaPausedAt: new Date(Date.now() - 3 * HOUR) } });
    const twice = await Promise.all(
      ['Hello?', 'Anyone there?'].map((body) =>
        call(messages.POST, { as: artist, params: { id: json.id }, body: { body } }),
      ),
    );
    expect(twice.map((r) => r.status)).toEqual([201, 201]);
    const once = await db.supportTicket.findUniqueOrThrow({ where: { id: json.id } });
    const shift = once.resolutionDueAt.getTime() - again.resolutionDueAt.getTime();
    expect(shift).toBeGreaterThanOrEqual(3 * HOUR);
    expect(shift).toBeLessThan(3 * HOUR + 60_000);
  });

  it('merges a duplicate into the earlier ticket and finds tickets by full-text search; bulk closes', async () => {
    const artist = await createUser('artist');
    const admin = await createUser('admin');
    const a = await call(tickets.POST, {
      as: artist,
      body: { category: 'royalties', subject: 'Statement missing', body: 'Spotify earnings for March are missing' },
    });
    const b = await call(tickets.POST, {
      as: artist,
      body: { category: 'royalties', subject: 'Still missing', body: 'Any news about the statement?' },
    });
    const res = await call(merge.POST, { as: admin, params: { id: b.json.id }, body: { intoId: a.json.id } });
    expect(res.status).toBe(200);
    expect(res.json.movedMessages).toBe(1);
    const kept = await call(ticket.GET, { as: artist, params: { id: a.json.id } });
    expect(kept.json.messages.map((m: { body: string }) => m.body).join(' ')).toContain('Any news');
    const dup = await db.supportTicket.findUniqueOrThrow({ where: { id: b.json.id } });
    expect(dup).toMatchObject({ status: 'closed', mergedIntoId: a.json.id });
    expect((await call(merge.POST, { as: admin, params: { id: b.json.id }, body: { intoId: a.json.id } })).status).toBe(
      409,
    );
    expect((await call(merge.POST, { as: admin, params: { id: a.json.id }, body: { intoId: a.json.id } })).status).toBe(
      400,
    );

    const found = await call(queue.GET, { as: admin, url: '/api/support/queue?q=spotify%20earning' });
    expect(found.json.items.map((i: { id: string }) => i.id)).toEqual([a.json.id]);
    const none = await call(queue.GET, { as: admin, url: '/api/support/queue?q=guitar' });
    expect(none.json.items).toHaveLength(0);

    const closed = await call(bulk.POST, { as: admin, body: { ids: [a.json.id], status: 'closed' } });
    expect(closed.json.updated).toBe(1);
    expect((await db.supportTicket.findUniqueOrThrow({ where: { id: a.json.id } })).status).toBe('closed');
  });
});
