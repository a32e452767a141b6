// Every event the issue names reaches its user in the in-app inbox and by email (through the templates),
// per their preference for its category; a preference of "none" sends nothing. Each event is driven
// through the code path that makes it happen (review, delivery to a store, takedown, statement import,
// payout decision, ticket reply, order step, application decision).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { db } from '@/lib/platform/db';
import * as review from '@/app/api/releases/[id]/review/route';
import * as payoutsRoute from '@/app/api/royalties/payouts/route';
import * as methodRoute from '@/app/api/royalties/payout-method/route';
import * as decideRoute from '@/app/api/royalties/admin/payouts/[id]/route';
import * as tickets from '@/app/api/support/tickets/route';
import * as ticketMessages from '@/app/api/support/tickets/[id]/messages/route';
import { storeSeeds } from '@/lib/distribution/store-catalog';
import { deliverOne } from '@/lib/distribution/deliveries';
import { takedownRelease } from '@/lib/distribution/releases/lifecycle';
import { creditEarnings } from '@/lib/royalties/ledger';
import { notifyReleasesLiveToday } from '@/lib/comms/events';
import { notifyOrder } from '@/lib/services/notify';
import { decideApplication } from '@/lib/school/applications';
import { toSessionUser } from '@/lib/platform/auth/session';
import { NOTIFY_CATEGORY_KEYS } from '@/lib/comms/notify';
import { REDACTED, deliverableCopy } from '@/lib/platform/mail/service';
import { call, createUser } from '../../helpers/api';
import { giveTaxDetails } from '../../helpers/tax';
import { importStatement, releaseWithTracks } from '../../helpers/royalties';

jest.setTimeout(120_000);

type U = Awaited<ReturnType<typeof createUser>>;

// A store at the network boundary: answers 200 (acknowledged) or 422 (refused) as the test asks.
let storeAnswer = 200;
let server: Server;
let storeId: string;

beforeAll(async () => {
  process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`;
  process.env.PAYOUT_KEY_FILE = `.data/test-payout-key`;
  delete process.env.STRIPE_SECRET_KEY;
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(storeAnswer, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: storeAnswer === 200 ? 'Message acknowledged' : 'Artwork too small' }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  await db.edgeSettings.upsert({
    where: { id: 1 },
    create: { id: 1, allowPrivateStoreEndpoints: true },
    update: { allowPrivateStoreEndpoints: true },
  });
  const seed = storeSeeds()[0];
  const store = await db.store.create({
    data: {
      ...seed,
      requirements: { ...seed.requirements },
      slug: 'boundary-store',
      name: 'Boundary Store',
      endpointUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/ern`,
    },
  });
  storeId = store.id;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
});

/** Sets every category's preference of the user. */
async function preferAll(user: U, inApp: boolean, email: boolean) {
  await db.notificationPreference.createMany({
    data: NOTIFY_CATEGORY_KEYS.map((category) => ({ userId: user.id, category, inApp, email })),
  });
}

const inbox = (user: U, event: string) =>
  db.notification.findMany({ where: { userId: user.id, event }, orderBy: { createdAt: 'asc' } });
const mails = (user: U, kind: string) =>
  db.outboxEmail.findMany({ where: { to: user.email, kind }, orderBy: { createdAt: 'asc' } });

/** An approved release with one delivery to the boundary store, delivered now. */
async function deliverApproved(owner: U, releaseDate: Date) {
  const rel = await releaseWithTracks(owner.id, 1, { upc: `19${String(Date.now()).slice(-10)}` });
  await db.release.update({
    where: { id: rel.id },
    data: {
      status: 'approved',
      approvedAt: new Date(Date.now() - 60_000),
      releaseDate,
      storeIds: [storeId],
      genre: 'Pop',
      label: 'Test Label',
    },
  });
  const d = await db.delivery.create({
    data: { releaseId: rel.id, storeId, kind: 'insert', messageId: `msg-${rel.id}` },
  });
  await deliverOne(d.id);
  return rel;
}

describe('release events', () => {
  it('changes requested: inbox and email with the reason; "none" sends nothing', async () => {
    const admin = await createUser('admin');
    const artist = await createUser('artist');
    const quiet = await createUser('artist');
    await preferAll(quiet, false, false);
    for (const owner of [artist, quiet]) {
      const r = await db.release.create({
        data: { ownerId: owner.id, title: `Fix Me ${owner.id.slice(-4)}`, primaryArtist: 'A', status: 'under_review' },
      });
      const res = await call(review.POST, {
        as: admin,
        params: { id: r.id },
        body: {
          action: 'request_changes',
          note: 'The ISRC of track 2 belongs to another song.',
          comments: [{ field: 'title', comment: 'Use the title as printed on the cover.' }],
        },
      });
      expect(res.status).toBe(200);
      expect(res.json.status).toBe('rejected');
    }
    const [n] = await inbox(artist, 'release_changes_requested');
    expect(n.title).toMatch(/^Changes requested on "Fix Me/);
    expect(n.body).toBe('The ISRC of track 2 belongs to another song.');
    const [m] = await mails(artist, 'release_changes_requested');
    expect(m.subject).toMatch(/^Changes requested on "Fix Me/);
    expect(m.text).toContain('The ISRC of track 2 belongs to another song.');
    expect(m.html).toContain('<blockquote>');
    expect(await inbox(quiet, 'release_changes_requested')).toHaveLength(0);
    expect(await mails(quiet, 'release_changes_requested')).toHaveLength(0);

    const bad = await call(review.POST, {
      as: admin,
      params: { id: n.link!.split('/').pop()! },
      body: { action: 'request_changes', reason: 'short' },
    });
    expect(bad.status).toBe(400);
  });

  it('scheduled when the store acknowledges before the date, live once on the day; delivery failed for good', async () => {
    const artist = await createUser('artist');
    storeAnswer = 200;
    const rel = await deliverApproved(artist, new Date(Date.now() + 20 * 86_400_000));
    expect((await db.release.findUniqueOrThrow({ where: { id: rel.id } })).status).toBe('distributed');
    const [s] = await inbox(artist, 'release_scheduled');
    expect(s.title).toBe(`"${rel.title}" is scheduled`);
    const [sm] = await mails(artist, 'release_scheduled');
    expect(sm.subject).toMatch(new RegExp(`^"${rel.title}" is scheduled for [A-Z][a-z]+ \\d+, 20\\d\\d$`));
    expect(await inbox(artist, 'release_live')).toHaveLength(0);

    // The day comes: the hourly job tells the artist once.
    await db.release.update({
      where: { id: rel.id },
      data: { liveAt: new Date(Date.now() - 20 * 86_400_000), releaseDate: new Date(Date.now() - 3_600_000) },
    });
    expect(await notifyReleasesLiveToday()).toBe(1);
    expect(await notifyReleasesLiveToday()).toBe(0);
    expect(await inbox(artist, 'release_live')).toHaveLength(1);
    expect((await mails(artist, 'release_live'))[0].subject).toBe(`"${rel.title}" is live`);

    // A release whose date has passed is live at once.
    const now = await deliverApproved(artist, new Date(Date.now() - 86_400_000));
    expect((await inbox(artist, 'release_live')).map((n) => n.link)).toContain(`/project/${now.id}`);

    storeAnswer = 422;
    const refused = await deliverApproved(artist, new Date(Date.now() + 86_400_000));
    expect((await db.release.findUniqueOrThrow({ where: { id: refused.id } })).status).toBe('delivery_failed');
    const [f] = await inbox(artist, 'delivery_failed');
    expect(f.title).toBe(`Delivery of "${refused.title}" failed`);
    const [fm] = await mails(artist, 'delivery_failed');
    expect(fm.text).toContain('could not deliver');
  });

  it('taken down: inbox and email; inbox only when email is off', async () => {
    const artist = await createUser('artist');
    await db.notificationPreference.create({
      data: { userId: artist.id, category: 'releases', inApp: true, email: false },
    });
    const rel = await releaseWithTracks(artist.id, 1);
    await takedownRelease(toSessionUser(artist), rel.id);
    expect(await inbox(artist, 'release_taken_down')).toHaveLength(1);
    expect(await mails(artist, 'release_taken_down')).toHaveLength(0);
  });
});

describe('money events', () => {
  it('a statement that added earnings tells each artist the amount', async () => {
    const admin = await createUser('admin');
    const artist = await createUser('artist');
    const quiet = await createUser('artist');
    await preferAll(quiet, false, false);
    const a = await releaseWithTracks(artist.id, 1);
    const q = await releaseWithTracks(quiet.id, 1);
    const imp = await importStatement(
      admin,
      `isrc,net_amount,sale_period\n${a.tracks[0].isrc},12.34,2026-03\n${q.tracks[0].isrc},5.00,2026-03\n`,
    );
    expect(imp.status).toBe('completed');
    const [n] = await inbox(artist, 'statement_imported');
    expect(n.title).toContain('added $12.34 to your earnings');
    const [m] = await mails(artist, 'statement_imported');
    expect(m.text).toContain('added $12.34 to your earnings');
    expect(await inbox(quiet, 'statement_imported')).toHaveLength(0);
    expect(await mails(quiet, 'statement_imported')).toHaveLength(0);
  });

  it('a payout sent and a payout refused reach the artist', async () => {
    const admin = await createUser('admin');
    const artist = await createUser('artist');
    await db.$transaction((tx) =>
      creditEarnings(tx, new Map([[artist.id, 10_000]]), { refType: 'test', refId: artist.id, memo: 'test' }),
    );
    await call(methodRoute.PUT, {
      as: artist,
      body: { type: 'paypal', holderName: 'Test Artist', paypalEmail: 'paid.me@example.com' },
    });
    await giveTaxDetails(artist);
    const p1 = await call(payoutsRoute.POST, {
      as: artist,
      body: { amountCents: 4_000, idempotencyKey: 'notify-p1-key' },
    });
    const p2 = await call(payoutsRoute.POST, {
      as: artist,
      body: { amountCents: 5_000, idempotencyKey: 'notify-p2-key' },
    });
    expect([p1.status, p2.status]).toEqual([201, 201]);
    await call(decideRoute.POST, { as: admin, params: { id: p1.json.id }, body: { action: 'approve' } });
    expect(await inbox(artist, 'payout_sent')).toHaveLength(0); // approval alone is not news
    const paid = await call(decideRoute.POST, {
      as: admin,
      params: { id: p1.json.id },
      body: { action: 'mark_paid', reference: 'WIRE-1' },
    });
    expect(paid.status).toBe(200);
    await call(decideRoute.POST, {
      as: admin,
      params: { id: p2.json.id },
      body: { action: 'reject', reason: 'The PayPal account is closed.' },
    });
    expect((await inbox(artist, 'payout_sent'))[0].title).toBe('Your payout of $40.00 was sent');
    expect((await mails(artist, 'payout_sent'))[0].subject).toBe('Your payout of $40.00 was sent');
    expect((await inbox(artist, 'payout_failed'))[0].body).toBe('The PayPal account is closed.');
    expect((await mails(artist, 'payout_failed'))[0].text).toContain('The PayPal account is closed.');
  });
});

describe('support, services and school events', () => {
  it('a staff reply reaches the requester; an internal note does not; "none" sends nothing', async () => {
    const staff = await createUser('admin');
    for (const [user, expected] of [
      [await createUser('artist'), 1],
      [await createUser('artist'), 0],
    ] as const) {
      if (expected === 0) await preferAll(user, false, false);
      const t = await call(tickets.POST, {
        as: user,
        body: { category: 'account', subject: 'Cannot change my email', body: 'It says invalid.' },
      });
      expect(t.status).toBe(201);
      await call(ticketMessages.POST, {
        as: staff,
        params: { id: t.json.id },
        body: { body: 'Looking at the audit log.', internal: true },
      });
      await call(ticketMessages.POST, { as: staff, params: { id: t.json.id }, body: { body: 'Fixed: try again.' } });
      const got = await inbox(user, 'ticket_reply');
      expect(got).toHaveLength(expected);
      expect(await mails(user, 'ticket_reply')).toHaveLength(expected);
      if (expected) {
        expect(got[0].body).toBe('Fixed: try again.');
        expect(JSON.stringify(await mails(user, 'ticket_reply'))).not.toContain('audit log');
      }
    }
  });

  it('a service order step reaches the customer; a customer message reaches the assignee', async () => {
    const customer = await createUser('artist');
    const engineer = await createUser('admin');
    const quiet = await createUser('artist');
    await preferAll(quiet, true, false);
    const order = (c: U) => ({
      id: `order-${c.id}`,
      reference: 'ORD-77',
      service: { name: 'Mixing' },
      paymentStatus: 'paid',
      amountCents: 15_000,
      customer: { id: c.id, name: c.name, email: c.email },
      assignee: { id: engineer.id, name: engineer.name, email: engineer.email },
    });
    await notifyOrder(order(customer), 'deliver');
    await notifyOrder(order(quiet), 'deliver');
    const [n] = await inbox(customer, 'service_order_step');
    expect(n.title).toBe('Your Mixing is ready (ORD-77)');
    expect(n.link).toBe(`/tnm-service-hub?order=order-${customer.id}`);
    const [m] = await mails(customer, 'service_order_deliver');
    expect(m.subject).toBe('Your Mixing is ready (ORD-77)');
    expect(m.text).toContain('/tnm-service-hub?order=');
    expect(await inbox(quiet, 'service_order_step')).toHaveLength(1);
    expect(await mails(quiet, 'service_order_deliver')).toHaveLength(0);

    await notifyOrder(order(customer), 'message', {
      from: { id: customer.id, name: customer.name },
      body: 'Louder vocals?',
    });
    expect((await inbox(engineer, 'service_order_step'))[0].body).toContain('Louder vocals?');
    expect(await inbox(customer, 'service_order_step')).toHaveLength(1);
  });

  it('an application decision: emailed to an applicant without an account, per preference with one, and an acceptance always', async () => {
    const admin = toSessionUser(await createUser('admin'));
    const member = await createUser('student');
    await preferAll(member, true, false);
    const apply = (email: string) =>
      db.application.create({
        data: { applicantName: 'Ada', email, phone: '555', artistName: 'Ada', program: 'music-business-101' },
      });
    const stranger = await apply(`applicant-${Date.now()}@test.local`);
    await decideApplication(admin, stranger.id, 'rejected');
    const [sm] = await db.outboxEmail.findMany({ where: { to: stranger.email, kind: 'school_application_rejected' } });
    expect(sm.text).toContain('we cannot offer you a place');

    const app = await apply(member.email);
    await decideApplication(admin, app.id, 'under_review');
    expect((await inbox(member, 'application_decision'))[0].title).toMatch(/under review$/);
    expect(await mails(member, 'school_application_under_review')).toHaveLength(0); // email off for school

    await decideApplication(admin, app.id, 'accepted');
    expect(await inbox(member, 'application_decision')).toHaveLength(2);
    const [acc] = await mails(member, 'school_application_accepted');
    expect(acc.text).toContain(`/sign-contract/${REDACTED}`);
    expect((await deliverableCopy(acc.id))!.text).toMatch(/\/sign-contract\/[A-Za-z0-9_-]{30,}/);
  });
});
