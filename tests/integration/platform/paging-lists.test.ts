// The lists that used to stop at a cap page like the others (lib/platform/paging.ts): following nextCursor returns every
// row once, total counts them all, summaries beside a page count every row, and a user pages only their own.
import { db } from '@/lib/platform/db';
import * as filingsRoute from '@/app/api/rights/filings/route';
import * as registrationsRoute from '@/app/api/rights/registrations/route';
import * as worksRoute from '@/app/api/rights/works/route';
import * as queueRoute from '@/app/api/support/queue/route';
import * as tasksRoute from '@/app/api/calendar/tasks/route';
import * as dashboardRoute from '@/app/api/services/dashboard/route';
import * as conversationsRoute from '@/app/api/brain/conversations/route';
import * as attachedRoute from '@/app/api/drive/attached/route';
import * as ownersRoute from '@/app/api/drive/owners/route';
import * as transfersRoute from '@/app/api/ops/stripe/transfers/route';
import * as contactsRoute from '@/app/api/communications/contacts/route';
import * as contactsExport from '@/app/api/communications/contacts/export/route';
import { call, createUser } from '../../helpers/api';
import { walk } from '../../helpers/paging';

jest.setTimeout(60_000);

const DAY = 86_400_000;
const unique = (ids: string[]) => new Set(ids).size;

it("pages an artist's copyright filings; a stranger pages only their own and staff page everyone's", async () => {
  const [artist, stranger, admin] = [await createUser('artist'), await createUser('artist'), await createUser('admin')];
  await db.copyrightFiling.createMany({
    data: [...Array(5).fill(artist), ...Array(2).fill(stranger)].map((o, i) => ({
      ownerId: o.id,
      kind: 'PA',
      title: `Song ${i}`,
      claimants: [{ name: o.name, address: 'Somewhere' }],
      authorship: 'Music and lyrics',
      yearOfCompletion: 2026,
      createdAt: new Date('2026-01-01T00:00:00Z'),
    })),
  });
  const mine = await walk(filingsRoute.GET, artist, '/api/rights/filings?limit=2');
  expect(mine.ids).toHaveLength(5);
  expect(unique(mine.ids)).toBe(5);
  expect(mine.totals).toEqual([5, 5, 5]);
  const theirs = await walk(filingsRoute.GET, stranger, '/api/rights/filings?limit=2');
  expect(theirs.ids).toHaveLength(2);
  expect(theirs.ids.some((id) => mine.ids.includes(id))).toBe(false);
  // The artist's cursor in the stranger's hands still shows only the stranger's filings.
  const borrowed = await call(filingsRoute.GET, { as: stranger, url: `/api/rights/filings?cursor=${mine.ids[0]}` });
  expect(borrowed.json.items.every((f: { id: string }) => theirs.ids.includes(f.id))).toBe(true);
  expect((await walk(filingsRoute.GET, admin, '/api/rights/filings?limit=3')).ids).toHaveLength(7);
});

it('pages the registration overview while its counts and alerts cover every work', async () => {
  const [artist, admin] = [await createUser('artist'), await createUser('admin')];
  const works = await Promise.all(
    Array.from({ length: 7 }, (_, i) => db.musicalWork.create({ data: { ownerId: artist.id, title: `Work ${i}` } })),
  );
  await db.workRegistration.createMany({
    data: works.map((w, i) => ({
      workId: w.id,
      target: 'CWR:BMI',
      status: i === 0 ? ('accepted' as const) : ('sent' as const),
      sentAt: new Date(Date.now() - 45 * DAY),
    })),
  });
  const first = await call(registrationsRoute.GET, { as: admin, url: '/api/rights/registrations?limit=3' });
  expect(first.json.items).toHaveLength(3);
  expect(first.json.bySociety).toEqual([
    expect.objectContaining({ target: 'CWR:BMI', sent: 6, accepted: 1, overdue: 6, oldestPendingDays: 45 }),
  ]);
  expect(first.json.overdue).toHaveLength(6);
  const all = await walk(registrationsRoute.GET, admin, '/api/rights/registrations?limit=3');
  expect(unique(all.ids)).toBe(7);
  expect(all.totals).toEqual([7, 7, 7]);
  expect((await call(registrationsRoute.GET, { as: artist })).status).toBe(403);
});

it('pages the staff ticket queue, most urgent first; an artist cannot read it', async () => {
  const [artist, admin] = [await createUser('artist'), await createUser('admin')];
  const due = new Date(Date.now() + DAY);
  const priorities = ['low', 'normal', 'urgent', 'normal', 'high', 'normal', 'low'] as const;
  await db.supportTicket.createMany({
    data: priorities.map((priority, i) => ({
      requesterId: artist.id,
      category: 'account' as const,
      subject: `Question ${i}`,
      priority,
      firstResponseDueAt: due,
      resolutionDueAt: due,
    })),
  });
  const first = await call(queueRoute.GET, { as: admin, url: '/api/support/queue?limit=3' });
  expect(first.json.items.map((t: { priority: string }) => t.priority)).toEqual(['urgent', 'high', 'normal']);
  const all = await walk(queueRoute.GET, admin, '/api/support/queue?limit=3');
  expect(unique(all.ids)).toBe(7);
  expect(all.totals).toEqual([7, 7, 7]);
  expect((await call(queueRoute.GET, { as: artist, url: '/api/support/queue' })).status).toBe(403);
});

it('pages open and done calendar tasks separately, stable when tasks share a due date', async () => {
  const admin = await createUser('admin');
  const dueAt = new Date('2026-06-01T09:00:00Z');
  await db.calendarTask.createMany({
    data: Array.from({ length: 8 }, (_, i) => ({
      title: `Task ${i}`,
      dueAt,
      assigneeId: admin.id,
      createdById: admin.id,
      doneAt: i < 3 ? new Date() : null,
    })),
  });
  const open = await walk(tasksRoute.GET, admin, '/api/calendar/tasks?limit=2');
  expect(unique(open.ids)).toBe(5);
  expect(open.totals).toEqual([5, 5, 5]);
  const done = await walk(tasksRoute.GET, admin, '/api/calendar/tasks?done=1&limit=2');
  expect(unique(done.ids)).toBe(3);
  expect(done.ids.some((id) => open.ids.includes(id))).toBe(false);
});

it('pages the services queue by tab, with the overdue orders found and counted in the database', async () => {
  const [artist, admin] = [await createUser('artist'), await createUser('admin')];
  const offering = await db.serviceOffering.create({
    data: { brand: 'tnm', key: 'paged-mix', name: 'Mixing', turnaroundDays: 1 },
  });
  const order = (i: number, createdAt: Date, status: 'submitted' | 'in_progress' = 'submitted') => ({
    reference: `SO-PAGE${i}`,
    offeringId: offering.id,
    customerId: artist.id,
    brand: 'tnm',
    amountCents: 1000,
    intake: {},
    status,
    createdAt,
    startedAt: status === 'in_progress' ? new Date() : null,
  });
  const old = new Date(Date.now() - 3 * DAY);
  await db.serviceOrder.createMany({
    data: [
      ...Array.from({ length: 6 }, (_, i) => order(i, old)),
      order(6, new Date()),
      order(7, new Date()),
      order(8, old, 'in_progress'),
    ],
  });
  const overdue = await walk(dashboardRoute.GET, admin, '/api/services/dashboard?tab=overdue&limit=4');
  expect(unique(overdue.ids)).toBe(6);
  expect(overdue.totals).toEqual([6, 6]);
  const first = await call(dashboardRoute.GET, { as: admin, url: '/api/services/dashboard?limit=2' });
  expect(first.json.counts).toMatchObject({ submitted: 8, in_progress: 1, overdue: 6 });
  expect(first.json.revenue.find((r: { id: string }) => r.id === offering.id).open).toBe(9);
  expect(unique((await walk(dashboardRoute.GET, admin, '/api/services/dashboard?limit=4')).ids)).toBe(9);
});

it("pages an admin's assistant conversations and never another admin's", async () => {
  const [me, colleague] = [await createUser('admin'), await createUser('admin')];
  const at = new Date('2026-02-01T00:00:00Z');
  await db.brainConversation.createMany({
    data: [...Array(5).fill(me), colleague].map((u, i) => ({ id: `conv-${i}`, ownerKey: u.id, updatedAt: at })),
  });
  const mine = await walk(conversationsRoute.GET, me, '/api/brain/conversations?limit=2');
  expect(unique(mine.ids)).toBe(5);
  expect(mine.totals).toEqual([5, 5, 5]);
  expect((await walk(conversationsRoute.GET, colleague, '/api/brain/conversations')).ids).toEqual(['conv-5']);
});

it("pages a drive's attached files; only staff open someone else's drive", async () => {
  const [artist, stranger, admin] = [await createUser('artist'), await createUser('artist'), await createUser('admin')];
  const file = (ownerId: string, i: number, purpose: string) => ({
    ownerId,
    kind: 'image' as const,
    purpose,
    originalName: `f${i}.png`,
    mime: 'image/png',
    ext: 'png',
    sizeBytes: BigInt(10),
    sha256: `h${i}`,
    storage: 'local',
    storageKey: `paged/${i}`,
  });
  await db.storedFile.createMany({
    data: [
      file(artist.id, 0, 'release_artwork'),
      file(artist.id, 1, 'profile_photo'),
      file(artist.id, 2, 'release_artwork'),
      file(stranger.id, 3, 'release_artwork'),
    ],
  });
  const mine = await walk(attachedRoute.GET, artist, '/api/drive/attached?limit=2');
  expect(unique(mine.ids)).toBe(3);
  expect(mine.totals).toEqual([3, 3]);
  // A stranger naming the artist's drive still sees only their own files.
  const theirs = await walk(attachedRoute.GET, stranger, `/api/drive/attached?ownerId=${artist.id}`);
  expect(theirs.ids).toHaveLength(1);
  expect(mine.ids).not.toContain(theirs.ids[0]);
  expect((await walk(attachedRoute.GET, admin, `/api/drive/attached?ownerId=${artist.id}`)).ids.sort()).toEqual(
    [...mine.ids].sort(),
  );

  await db.driveFolder.create({ data: { ownerId: artist.id, name: 'Stems' } });
  const owners = await call(ownersRoute.GET, { as: admin, url: '/api/drive/owners' });
  expect(owners.json).toMatchObject({ total: 1, nextCursor: null, items: [{ id: artist.id }] });
  // Read from the drive's owners (not an EXISTS per user): a page at a time by email, the admin's own drive left out.
  await db.driveFolder.createMany({
    data: [
      { ownerId: stranger.id, name: 'Mixes' },
      { ownerId: stranger.id, name: 'Stems' },
      { ownerId: admin.id, name: 'Staff' },
    ],
  });
  const paged = await walk(ownersRoute.GET, admin, '/api/drive/owners?limit=1');
  expect([...paged.ids].sort()).toEqual([artist.id, stranger.id].sort());
  expect(paged.totals).toEqual([2, 2]);
  expect((await call(ownersRoute.GET, { as: artist, url: '/api/drive/owners' })).status).toBe(403);
});

it('pages Stripe payout transfers for staff only', async () => {
  const [artist, admin] = [await createUser('artist'), await createUser('admin')];
  for (let i = 0; i < 5; i++) {
    const payout = await db.payoutRequest.create({
      data: { userId: artist.id, amountCents: 1000, idempotencyKey: `stripe-${i}`, methodSummary: 'Stripe' },
    });
    await db.stripeTransfer.create({
      data: { id: `tr_paged_${i}`, payoutRequestId: payout.id, accountId: 'acct_paged', amountCents: 1000 },
    });
  }
  const all = await walk(transfersRoute.GET, admin, '/api/ops/stripe/transfers?limit=2');
  expect(unique(all.ids)).toBe(5);
  expect(all.totals).toEqual([5, 5, 5]);
  expect((await call(transfersRoute.GET, { as: artist, url: '/api/ops/stripe/transfers' })).status).toBe(403);
});

it('pages contacts within a source filter, and the CSV export has every one of them', async () => {
  const admin = await createUser('admin');
  await db.contact.createMany({
    data: Array.from({ length: 7 }, (_, i) => ({
      email: `paged-${i}@press.example`,
      sources: i < 5 ? ['press'] : ['import'],
    })),
  });
  const press = await walk(contactsRoute.GET, admin, '/api/communications/contacts?source=press&limit=2');
  expect(unique(press.ids)).toBe(5);
  expect(press.totals).toEqual([5, 5, 5]);
  const csv = await call(contactsExport.GET, {
    as: admin,
    url: '/api/communications/contacts/export?source=press&limit=1',
  });
  expect(csv.status).toBe(200);
  expect(csv.text.match(/paged-\d@press\.example/g)).toHaveLength(5);
});

it("pages staff's works newest first (ties by id), searched by title; an artist pages only their own", async () => {
  const [artist, other, admin] = [await createUser('artist'), await createUser('artist'), await createUser('admin')];
  const tag = `paged${Date.now()}`;
  const at = new Date(Date.UTC(2030, 0, 1));
  // Two works share a creation time: the id orders them.
  const works = [];
  for (const [i, ownerId, t] of [
    [0, artist.id, 0],
    [1, other.id, 1],
    [2, artist.id, 1],
    [3, other.id, 2],
  ] as const)
    works.push(
      await db.musicalWork.create({
        data: { ownerId, title: `${tag} ${i}`, createdAt: new Date(at.getTime() + t * DAY) },
      }),
    );
  const newest = [...works].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (b.id > a.id ? 1 : -1));
  const staff = await walk(worksRoute.GET, admin, `/api/rights/works?q=${tag}&limit=3`);
  expect(staff.ids).toEqual(newest.map((w) => w.id));
  expect(staff.totals).toEqual([4, 4]);
  const own = await walk(worksRoute.GET, artist, `/api/rights/works?q=${tag.toUpperCase()}&limit=1`);
  expect(own.ids).toEqual(newest.filter((w) => w.ownerId === artist.id).map((w) => w.id));
});
