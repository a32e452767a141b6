// Applications, decisions, contract signing and welcome-call booking through the route handlers.
import { createHash } from 'node:crypto';
import { db } from '@/lib/platform/db';
import * as applications from '@/app/api/school/applications/route';
import * as status from '@/app/api/school/applications/[id]/status/route';
import * as one from '@/app/api/school/applications/[id]/route';
import * as contract from '@/app/api/school/contract-links/[token]/route';
import * as contractPdf from '@/app/api/school/contracts/[applicationId]/pdf/route';
import * as slots from '@/app/api/school/slots/route';
import * as welcome from '@/app/api/school/welcome-call/route';
import * as ics from '@/app/api/school/welcome-call/[id]/ics/route';
import { call, createUser } from '../../helpers/api';
import { deliveredLink } from '../../helpers/mail';
import { markClientAddressHookInstalled } from '@/lib/platform/auth/client-address';
import { png } from '../../fixtures/files';

// Cold starts (argon2, Wasm) on a busy machine outlast Jest's 5 s default.
jest.setTimeout(60_000);

const apply = (over: Record<string, unknown> = {}) =>
  call(applications.POST, {
    body: {
      applicantName: 'Ada Lovelace',
      email: `ada${Math.random()}@test.local`,
      phone: '+1 555 010 2000',
      artistName: 'Ada L',
      program: 'practicum',
      ...over,
    },
  });

async function signature() {
  return `data:image/png;base64,${(await png(200, 80, '#ffffff')).toString('base64')}`;
}

async function acceptedApplication(admin: Awaited<ReturnType<typeof createUser>>) {
  const res = await apply();
  expect(res.status).toBe(201);
  expect(
    (await call(status.POST, { as: admin, params: { id: res.json.id }, body: { status: 'accepted' } })).status,
  ).toBe(200);
  return res.json.id as string;
}

/** The signing link's token from the newest acceptance email of an application, as the applicant gets it. */
async function signToken(id: string): Promise<string> {
  const app = await db.application.findUniqueOrThrow({ where: { id } });
  return deliveredLink(app.email, /sign-contract\/([\w-]+)/, 'school_application_accepted');
}

async function sign(id: string, over: Record<string, unknown> = {}) {
  const token = await signToken(id).catch(() => 'no-acceptance-email-yet');
  const ctx = await call(contract.GET, { params: { token } });
  markClientAddressHookInstalled(); // the server hook records the connection address in this header
  return call(contract.POST, {
    params: { token },
    headers: { 'x-platform-client-address': '203.0.113.9', 'user-agent': 'jest' },
    body: {
      typedName: 'Ada King Lovelace',
      signature: await signature(),
      agreementSha256: ctx.json.agreement?.sha256 ?? 'a'.repeat(64),
      password: 'a long password 1',
      ...over,
    },
  });
}

describe('applications', () => {
  it('stores a public application, refuses a second for the same email and program (409), and lists it for admins with filters', async () => {
    const admin = await createUser('admin');
    const email = 'twice@test.local';
    const first = await apply({ email });
    expect(first.status).toBe(201);
    expect(first.json.message).toMatch(/application to Career Accelerator Practicum \(CRP\) was received/);
    const again = await apply({ email: 'TWICE@test.local' });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(
      'You have already applied to Career Accelerator Practicum (CRP) with this email. We will email you about that application.',
    );
    expect(await db.application.count({ where: { email } })).toBe(1);
    expect((await apply({ email, program: 'music-business-101' })).status).toBe(201);

    const list = await call(applications.GET, {
      as: admin,
      url: '/api/school/applications?program=practicum&status=pending',
    });
    expect(list.status).toBe(200);
    expect(list.json.items.map((a: { email: string }) => a.email)).toContain(email);
    expect(list.json.items.every((a: { program: string }) => a.program === 'practicum')).toBe(true);
    expect((await call(applications.GET, { as: admin, url: '/api/school/applications?program=jazz' })).status).toBe(
      400,
    );
  });

  it.each([
    ['an unknown program', { program: 'jazz-101' }, 'program'],
    ['a bad email', { email: 'nope' }, 'email'],
    ['a missing name', { applicantName: '' }, 'applicantName'],
    ['letters as a phone number', { phone: 'call me maybe' }, 'phone'],
  ])('answers %s with 400 and stores nothing', async (_l, over, field) => {
    const before = await db.application.count();
    const res = await apply(over);
    expect(res.status).toBe(400);
    expect(res.json.issues.map((i: { path: string }) => i.path)).toContain(field);
    expect(await db.application.count()).toBe(before);
  });

  it('records every decision with who and when and emails the applicant', async () => {
    const admin = await createUser('admin', { name: 'Dean Rivera' });
    const res = await apply({ email: 'decide@test.local' });
    const review = await call(status.POST, {
      as: admin,
      params: { id: res.json.id },
      body: { status: 'under_review' },
    });
    expect(review.json).toMatchObject({ status: 'under_review', changed: true });
    await call(status.POST, {
      as: admin,
      params: { id: res.json.id },
      body: { status: 'rejected', note: 'Apply next cohort' },
    });
    const decisions = await db.applicationDecision.findMany({
      where: { applicationId: res.json.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(decisions.map((d) => [d.fromStatus, d.toStatus, d.decidedById])).toEqual([
      ['pending', 'under_review', admin.id],
      ['under_review', 'rejected', admin.id],
    ]);
    const mails = await db.outboxEmail.findMany({ where: { to: 'decide@test.local' }, orderBy: { createdAt: 'asc' } });
    expect(mails.map((m) => m.kind)).toEqual([
      'school_application_received',
      'school_application_under_review',
      'school_application_rejected',
    ]);
    expect(
      (await call(status.POST, { as: admin, params: { id: res.json.id }, body: { status: 'maybe' } })).status,
    ).toBe(400);
    expect(
      (await call(status.POST, { as: admin, params: { id: 'missing' }, body: { status: 'accepted' } })).status,
    ).toBe(404);
  });

  it("filters the emergency list to the admin's assignments when there are any", async () => {
    const mine = await createUser('admin');
    const other = await createUser('admin');
    const a = await apply();
    await apply();
    expect(
      (await call(applications.GET, { as: mine, url: '/api/school/applications?assigned=me' })).json.filteredToMine,
    ).toBe(false);
    const assign = await call(one.PATCH, {
      as: other,
      params: { id: a.json.id },
      body: { assignedToId: mine.id, priority: 'high' },
    });
    expect(assign.status).toBe(200);
    const list = await call(applications.GET, { as: mine, url: '/api/school/applications?assigned=me' });
    expect(list.json.filteredToMine).toBe(true);
    expect(list.json.items.map((i: { id: string }) => i.id)).toEqual([a.json.id]);
    expect(list.json.items[0].priority).toBe('high');
    const artist = await createUser('artist');
    expect(
      (await call(one.PATCH, { as: other, params: { id: a.json.id }, body: { assignedToId: artist.id } })).status,
    ).toBe(400);
  });

  it('emails the signing link on acceptance', async () => {
    const admin = await createUser('admin');
    const id = await acceptedApplication(admin);
    const app = await db.application.findUniqueOrThrow({ where: { id } });
    const mail = await db.outboxEmail.findFirstOrThrow({
      where: { to: app.email, kind: 'school_application_accepted' },
    });
    // The stored copy (listed to admins) has the link redacted; the applicant's copy carries a token.
    expect(mail.text).toContain('/sign-contract/[redacted]');
    expect(mail.text).not.toContain(id);
    const token = await signToken(id);
    expect(token.length).toBeGreaterThanOrEqual(40);
  });

  it('the application id no longer opens the contract; the public read shows no email', async () => {
    const admin = await createUser('admin');
    const id = await acceptedApplication(admin);
    expect((await call(contract.GET, { params: { token: id } })).status).toBe(404);
    const app = await db.application.findUniqueOrThrow({ where: { id } });
    const read = await call(contract.GET, { params: { token: await signToken(id) } });
    expect(read.status).toBe(200);
    expect(read.text).not.toContain(app.email);
    expect(read.text).not.toContain(id);
    expect(read.json).toMatchObject({ applicantName: 'Ada Lovelace', hasAccount: false, status: 'accepted' });
  });

  it('an applicant with an account signs signed in as it; nobody else can, and its password is untouched', async () => {
    const admin = await createUser('admin');
    const artist = await createUser('artist');
    const res = await apply({ email: artist.email });
    await call(status.POST, { as: admin, params: { id: res.json.id }, body: { status: 'accepted' } });
    const token = await signToken(res.json.id);
    const ctx = await call(contract.GET, { params: { token } });
    expect(ctx.json).toMatchObject({ hasAccount: true, signedInAsApplicant: false });
    const body = {
      typedName: 'Artist Person',
      signature: await signature(),
      agreementSha256: ctx.json.agreement.sha256,
    };
    // Whoever holds the link without that account's session (with or without a password) is refused.
    const stranger = await createUser('artist');
    for (const as of [null, stranger]) {
      const r = await call(contract.POST, { params: { token }, as, body: { ...body, password: 'take over this one' } });
      expect(r.status).toBe(409);
    }
    const signed = await call(contract.POST, { params: { token }, as: artist, body });
    expect(signed.status).toBe(201);
    expect(signed.json.accountExisted).toBe(true);
    const after = await db.user.findUniqueOrThrow({ where: { id: artist.id } });
    expect(after).toMatchObject({ role: 'member', passwordHash: artist.passwordHash });
    // The link worked once.
    expect((await call(contract.POST, { params: { token }, as: artist, body })).status).toBe(409);
  });
});

describe('contract signing', () => {
  it('stores typed name, signature, time, IP and the SHA-256 of the exact text; makes the student account and enrols them; a second signature is refused', async () => {
    const admin = await createUser('admin');
    const course = await db.course.create({
      data: { slug: `crp-${Date.now()}`, title: 'Practicum', program: 'practicum', status: 'published' },
    });
    const id = await acceptedApplication(admin);
    const ctx = await call(contract.GET, { params: { token: await signToken(id) } });
    expect(ctx.json.agreement.text).toContain('Ada Lovelace');
    const res = await sign(id);
    expect(res.status).toBe(201);
    const stored = await db.contract.findUniqueOrThrow({ where: { applicationId: id } });
    expect(stored.agreementSha256).toBe(createHash('sha256').update(ctx.json.agreement.text).digest('hex'));
    expect(stored.agreementText).toBe(ctx.json.agreement.text);
    expect(stored).toMatchObject({ typedName: 'Ada King Lovelace', ipAddress: '203.0.113.9', userAgent: 'jest' });
    expect(Buffer.from(stored.signaturePng).subarray(1, 4).toString()).toBe('PNG');
    const app = await db.application.findUniqueOrThrow({ where: { id }, include: { student: true } });
    expect(app.student).toMatchObject({ role: 'student', email: app.email });
    expect(await db.enrolment.count({ where: { studentId: app.studentId!, courseId: course.id } })).toBe(1);

    const twice = await sign(id);
    expect(twice.status).toBe(409);
    expect(twice.json.error).toMatch(/already signed/);
    expect(await db.contract.count({ where: { applicationId: id } })).toBe(1);

    const pdf = await call(contractPdf.GET, {
      params: { applicationId: id },
      url: `/x?token=${res.json.bookingToken}`,
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.text.startsWith('%PDF')).toBe(true);
    expect(
      (await call(contractPdf.GET, { params: { applicationId: id }, url: '/x?token=wrong-token-123' })).status,
    ).toBe(404);
  });

  it('refuses unaccepted applications, a blank signature and a changed agreement', async () => {
    const admin = await createUser('admin');
    const pending = await apply();
    // An application that was never accepted has no signing link at all.
    expect((await sign(pending.json.id)).status).toBe(404);
    const id = await acceptedApplication(admin);
    const blank = await sign(id, { signature: 'data:image/png;base64,AAAA' });
    expect(blank.status).toBe(400);
    expect(blank.json.error).toBe('Draw your signature in the box');
    const changed = await sign(id, { agreementSha256: 'a'.repeat(64) });
    expect(changed.status).toBe(409);
    expect(changed.json.error).toMatch(/agreement has changed/);
    expect(await db.contract.count({ where: { applicationId: id } })).toBe(0);
  });
});

describe('welcome call', () => {
  it('books an open slot with an .ics invitation, shows both time zones in the email, and refuses a taken slot', async () => {
    const admin = await createUser('admin', { name: 'Host Harper' });
    const start = new Date(Date.now() + 3 * 24 * 3600_000);
    start.setUTCMinutes(0, 0, 0);
    const made = await call(slots.POST, {
      as: admin,
      body: { startsAt: start.toISOString(), durationMinutes: 30, count: 2, hostTimezone: 'America/New_York' },
    });
    expect(made.json).toMatchObject({ created: 2 });
    const a = await sign(await acceptedApplication(admin));
    const b = await sign(await acceptedApplication(admin));
    const ctx = await call(welcome.GET, { url: `/x?token=${a.json.bookingToken}` });
    const mine = ctx.json.slots.filter((s: { hostName: string }) => s.hostName === 'Host Harper');
    expect(mine).toHaveLength(2);

    const booked = await call(welcome.POST, {
      body: { token: a.json.bookingToken, slotId: mine[0].id, attendeeTimezone: 'Europe/London' },
    });
    expect(booked.status).toBe(201);
    const file = await call(ics.GET, { params: { id: booked.json.id }, url: `/x?token=${a.json.bookingToken}` });
    expect(file.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(file.text).toContain(`DTSTART:${start.toISOString().replace(/[-:]/g, '').replace('.000', '')}`);
    const app = await db.application.findFirstOrThrow({
      where: { bookingTokenHash: { not: null }, booking: { id: booked.json.id } },
    });
    const mail = await db.outboxEmail.findFirstOrThrow({ where: { to: app.email, kind: 'school_welcome_call' } });
    expect(mail.text).toMatch(/GMT|BST/);
    expect(mail.text).toMatch(/EST|EDT/);
    expect(mail.attachments).toEqual([
      expect.objectContaining({
        filename: 'welcome-call.ics',
        contentType: expect.stringMatching(/^text\/calendar/),
        content: expect.stringContaining('BEGIN:VCALENDAR'),
      }),
    ]);

    const taken = await call(welcome.POST, {
      body: { token: b.json.bookingToken, slotId: mine[0].id, attendeeTimezone: 'UTC' },
    });
    expect(taken.status).toBe(409);
    expect(taken.json.error).toBe('That time was just booked by someone else. Please choose another time.');
    const again = await call(welcome.POST, {
      body: { token: a.json.bookingToken, slotId: mine[1].id, attendeeTimezone: 'UTC' },
    });
    expect(again.status).toBe(409);
    expect(
      (await call(welcome.POST, { body: { token: 'not-a-real-token', slotId: mine[1].id, attendeeTimezone: 'UTC' } }))
        .status,
    ).toBe(404);
  });

  it('lets exactly one of many simultaneous bookings of one slot succeed', async () => {
    const admin = await createUser('admin');
    const start = new Date(Date.now() + 5 * 24 * 3600_000);
    await call(slots.POST, {
      as: admin,
      body: { startsAt: start.toISOString(), durationMinutes: 30, count: 1, hostTimezone: 'UTC' },
    });
    const slot = await db.meetingSlot.findFirstOrThrow({ where: { hostId: admin.id } });
    const tokens: string[] = [];
    for (let i = 0; i < 6; i++) tokens.push((await sign(await acceptedApplication(admin))).json.bookingToken);
    const results = await Promise.all(
      tokens.map((token) => call(welcome.POST, { body: { token, slotId: slot.id, attendeeTimezone: 'UTC' } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await db.welcomeCallBooking.count({ where: { slotId: slot.id } })).toBe(1);
  });
});
