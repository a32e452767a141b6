// Announcements to a segment, preferences (in-app/email/none, unsubscribe with List-Unsubscribe), release
// events reaching the artist, and email templates: rendering with MJML and validation at save time.
import { db } from '@/lib/platform/db';
import * as announcements from '@/app/api/communications/announcements/route';
import * as prefs from '@/app/api/communications/preferences/route';
import * as inbox from '@/app/api/communications/notifications/route';
import * as unread from '@/app/api/communications/notifications/unread/route';
import * as unsubscribe from '@/app/api/communications/unsubscribe/route';
import { deliverableCopy } from '@/lib/platform/mail/service';
import * as templates from '@/app/api/communications/templates/[key]/route';
import * as preview from '@/app/api/communications/templates/[key]/preview/route';
import { renderTemplate } from '@/lib/comms/templates';
import { reviewRelease } from '@/lib/distribution/releases/service';
import { toSessionUser } from '@/lib/platform/auth/session';
import { call, createUser } from '../../helpers/api';

describe('announcements and preferences', () => {
  it('reaches exactly the segment (artists with a release in review), in-app, and by email with List-Unsubscribe', async () => {
    const admin = await createUser('admin');
    const inReview = await createUser('artist');
    const idle = await createUser('artist');
    const student = await createUser('student');
    await db.release.create({
      data: { ownerId: inReview.id, title: 'Waiting', primaryArtist: 'A', status: 'under_review' },
    });
    await db.release.create({
      data: { ownerId: idle.id, title: 'Live one', primaryArtist: 'B', status: 'distributed' },
    });

    const res = await call(announcements.POST, {
      as: admin,
      body: {
        title: 'Review times this week',
        body: 'Reviews take three days this week.',
        segment: { kind: 'release_in_review' },
        emailToo: true,
      },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ sent: true, recipients: 1 });
    expect(await db.notification.count({ where: { userId: inReview.id, event: 'announcement' } })).toBe(1);
    expect(
      await db.notification.count({ where: { userId: { in: [idle.id, student.id] }, event: 'announcement' } }),
    ).toBe(0);
    const mail = await db.outboxEmail.findFirstOrThrow({ where: { to: inReview.email, kind: 'announcement' } });
    expect((mail.headers as Record<string, string>)['List-Unsubscribe']).toMatch(
      /^<http.*\/api\/communications\/unsubscribe\?u=/,
    );

    const count = await call(unread.GET, { as: inReview });
    expect(count.json.unread).toBe(1);
    const list = await call(inbox.GET, { as: inReview });
    await call(inbox.POST, { as: inReview, body: { ids: [list.json.items[0].id] } });
    expect((await call(unread.GET, { as: inReview })).json.unread).toBe(0);
    const sent = await call(announcements.GET, { as: admin });
    expect(sent.json.items[0]).toMatchObject({ recipientCount: 1, readCount: 1 });

    // One-click unsubscribe (RFC 8058) from the header's link as SMTP sends it (the stored copy is redacted)
    const sent0 = (await deliverableCopy(mail.id))!.headers!;
    const link = new URL(sent0['List-Unsubscribe'].slice(1, -1));
    const un = await call(unsubscribe.POST, {
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(un.status).toBe(200);
    const bad = await call(unsubscribe.POST, {
      method: 'POST',
      url: `/api/communications/unsubscribe?u=${inReview.id}&s=forgedsignature`,
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(bad.status).toBe(400);
    await call(announcements.POST, {
      as: admin,
      body: { title: 'Second news', body: 'More', segment: { kind: 'release_in_review' }, emailToo: true },
    });
    expect(await db.outboxEmail.count({ where: { to: inReview.email, kind: 'announcement' } })).toBe(1);
    expect(await db.notification.count({ where: { userId: inReview.id, event: 'announcement' } })).toBe(2);
  });

  it('refuses a segment without its role or course, and a time in the past', async () => {
    const admin = await createUser('admin');
    const noRole = await call(announcements.POST, {
      as: admin,
      body: { title: 'Hello all', body: 'x', segment: { kind: 'role' } },
    });
    expect(noRole.status).toBe(400);
    expect(noRole.json.issues.map((i: { path: string }) => i.path)).toContain('segment.role');
    const past = await call(announcements.POST, {
      as: admin,
      body: { title: 'Hello all', body: 'x', segment: { kind: 'all' }, scheduledAt: '2020-01-01T00:00:00Z' },
    });
    expect(past.status).toBe(400);
  });

  it('follows preferences: a release rejection reaches the artist in-app and by email, or only in-app', async () => {
    const admin = await createUser('admin');
    const artist = await createUser('artist');
    const r1 = await db.release.create({
      data: { ownerId: artist.id, title: 'First Song', primaryArtist: 'A', status: 'under_review' },
    });
    await reviewRelease(toSessionUser(admin), r1.id, { action: 'reject', reason: 'The artwork shows a web address.' });
    const n = await db.notification.findFirstOrThrow({ where: { userId: artist.id, event: 'release_rejected' } });
    expect(n.title).toContain('First Song');
    expect(n.body).toBe('The artwork shows a web address.');
    const m = await db.outboxEmail.findFirstOrThrow({ where: { to: artist.email, kind: 'release_rejected' } });
    expect(m.text).toContain('The artwork shows a web address.');

    const saved = await call(prefs.PUT, {
      as: artist,
      body: { preferences: [{ category: 'releases', inApp: true, email: false }] },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.items.find((p: { category: string }) => p.category === 'releases')).toMatchObject({
      inApp: true,
      email: false,
    });
    const r2 = await db.release.create({
      data: { ownerId: artist.id, title: 'Second Song', primaryArtist: 'A', status: 'under_review' },
    });
    await reviewRelease(toSessionUser(admin), r2.id, { action: 'reject', reason: 'Missing credits.' });
    expect(await db.notification.count({ where: { userId: artist.id, event: 'release_rejected' } })).toBe(2);
    expect(await db.outboxEmail.count({ where: { to: artist.email, kind: 'release_rejected' } })).toBe(1);

    const bad = await call(prefs.PUT, {
      as: artist,
      body: { preferences: [{ category: 'spam', inApp: true, email: true }] },
    });
    expect(bad.status).toBe(400);
  });
});

describe('email templates', () => {
  it('renders the default with MJML (HTML and text), escaping values', async () => {
    const r = await renderTemplate('mastermusicsafe', 'release_rejected', {
      recipientName: 'Nova',
      releaseTitle: 'Night <script>x</script>',
      releaseUrl: 'https://app.test/project/1',
      reason: 'Fix [this](javascript:alert(1))',
    });
    expect(r.subject).toBe('"Night <script>x</script>" needs changes before it can go out');
    expect(r.html).toMatch(/<!doctype html>/i);
    expect(r.html).toContain('Master Music Safe'.slice(0, 6));
    expect(r.html).not.toContain('<script>x');
    expect(r.html).not.toMatch(/href="javascript:/i);
    expect(r.html).not.toContain('<a href="javascript');
    expect(r.text).toContain('Hello Nova');
  });

  it('saves a brand version, refuses unknown variables with 400, and the saved version is what is sent', async () => {
    const admin = await createUser('admin');
    const bad = await call(templates.PUT, {
      as: admin,
      params: { key: 'payout_sent' },
      body: { brand: 'sgr', subject: 'Paid {{amount}}', body: 'Hi {{recipientNam}}', text: 'Hi {{ amount }} {{' },
    });
    expect(bad.status).toBe(400);
    const paths = bad.json.issues.map((i: { path: string; message: string }) => `${i.path}: ${i.message}`);
    expect(paths.join('\n')).toContain('body: {{recipientNam}} is not a variable');
    expect(paths.join('\n')).toContain('text: has an unfinished');
    expect(
      (
        await call(templates.PUT, {
          as: admin,
          params: { key: 'no_such_email' },
          body: { brand: 'sgr', subject: 'a', body: 'b', text: 'c' },
        })
      ).status,
    ).toBe(404);

    const ok = await call(templates.PUT, {
      as: admin,
      params: { key: 'payout_sent' },
      body: {
        brand: 'sgr',
        subject: 'Money on the way: {{amount}}',
        body: 'Yo {{recipientName}}, **{{amount}}** sent.',
        text: 'Yo {{recipientName}}, {{amount}} sent.',
      },
    });
    expect(ok.status).toBe(200);
    const r = await renderTemplate('sgr', 'payout_sent', { recipientName: 'Kai', amount: '$10.00', walletUrl: '' });
    expect(r.subject).toBe('Money on the way: $10.00');
    expect(r.html).toContain('<strong>$10.00</strong>');
    // Other brands keep the default
    expect((await renderTemplate('tnm', 'payout_sent', { amount: '$10.00' })).subject).toBe(
      'Your payout of $10.00 was sent',
    );

    const pv = await call(preview.POST, {
      as: admin,
      params: { key: 'payout_sent' },
      body: { brand: 'tnm', subject: 'Hi {{nope}}', body: 'x', text: 'y' },
    });
    expect(pv.status).toBe(200);
    expect(pv.json.issues[0].path).toBe('subject');
  });
});
