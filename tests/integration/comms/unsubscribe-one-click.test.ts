// The unsubscribe link follows RFC 8058: a GET (a link preview, a mail scanner, the person clicking) only shows a
// confirmation page and changes nothing; a POST with `List-Unsubscribe=One-Click` (the mail provider's button,
// or the page's) unsubscribes. The email carries List-Unsubscribe (https) and List-Unsubscribe-Post, and the
// stored copy admins can read has the link's signature redacted everywhere (text, html, headers).
import { db } from '@/lib/platform/db';
import { resetEnvCache } from '@/lib/platform/env';
import { notify, preferenceOf } from '@/lib/comms/notify';
import { deliverableCopy, REDACTED } from '@/lib/platform/mail/service';
import * as unsubscribe from '@/app/api/communications/unsubscribe/route';
import * as outbox from '@/app/api/admin/outbox/route';
import { call, createUser } from '../../helpers/api';

const ONE_CLICK = {
  rawBody: 'List-Unsubscribe=One-Click',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
};

beforeAll(() => {
  process.env.APP_BASE_URL = 'https://app.example.test';
  resetEnvCache();
});

async function announce() {
  const user = await createUser('artist');
  await notify({
    userId: user.id,
    event: 'announcement',
    title: 'New stores',
    vars: { title: 'New stores', message: 'Two more stores.' },
  });
  const mail = await db.outboxEmail.findFirstOrThrow({ where: { to: user.email, kind: 'announcement' } });
  const sealed = await deliverableCopy(mail.id);
  const headers = (sealed?.headers ?? mail.headers) as Record<string, string>;
  const link = new URL(headers['List-Unsubscribe'].slice(1, -1));
  return { user, mail, headers, link, path: `${link.pathname}${link.search}` };
}

const emailOn = async (userId: string) => (await preferenceOf(userId, 'announcements')).email;

describe('unsubscribing from announcements', () => {
  it('a GET of the link shows a confirmation page with a button that posts the one-click body, and changes nothing', async () => {
    const { user, path } = await announce();
    const res = await call(unsubscribe.GET, { url: path });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.text).toMatch(/<form method="post" action="\/api\/communications\/unsubscribe\?u=/);
    expect(res.text).toContain('name="List-Unsubscribe" value="One-Click"');
    expect(res.text).toMatch(/<button[^>]*>Unsubscribe<\/button>/);
    expect(await emailOn(user.id)).toBe(true);
    const forged = await call(unsubscribe.GET, {
      url: `/api/communications/unsubscribe?u=${user.id}&s=forgedsignature`,
    });
    expect(forged.status).toBe(400);
  });

  it('a POST with List-Unsubscribe=One-Click unsubscribes; without that body it is a 400 and changes nothing', async () => {
    const { user, path } = await announce();
    const bare = await call(unsubscribe.POST, { method: 'POST', url: path });
    expect(bare.status).toBe(400);
    expect(await emailOn(user.id)).toBe(true);
    const res = await call(unsubscribe.POST, { method: 'POST', url: path, ...ONE_CLICK });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ unsubscribed: true });
    expect(await emailOn(user.id)).toBe(false);
    // The confirmation page's button (a browser form): the same body, answered with a page.
    const again = await call(unsubscribe.POST, {
      method: 'POST',
      url: path,
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    });
    expect(again.status).toBe(200);
    expect(again.text).toContain('You are unsubscribed');
  });

  it('emails carry https List-Unsubscribe and one-click headers; the stored copy an admin reads has the signature redacted', async () => {
    const { mail, link, headers } = await announce();
    expect(link.protocol).toBe('https:');
    expect(link.pathname).toBe('/api/communications/unsubscribe');
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const signature = link.searchParams.get('s')!;
    const stored = await db.outboxEmail.findUniqueOrThrow({ where: { id: mail.id } });
    expect(JSON.stringify([stored.text, stored.html, stored.headers, stored.subject])).not.toContain(signature);
    expect((stored.headers as Record<string, string>)['List-Unsubscribe']).toContain(REDACTED);
    const admin = await createUser('admin');
    const listed = await call(outbox.GET, { as: admin, url: `/api/admin/outbox?to=${encodeURIComponent(mail.to)}` });
    expect(listed.status).toBe(200);
    expect(listed.text).not.toContain(signature);
  });
});
