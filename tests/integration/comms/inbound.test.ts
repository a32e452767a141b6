// Inbound email through POST /api/communications/inbound with real RFC 822 messages: the shared secret,
// a reply landing in its thread, forged or unknown senders refused, a new ticket from a known user.
import { db } from '@/lib/platform/db';
import { resetEnvCache } from '@/lib/platform/env';
import * as inbound from '@/app/api/communications/inbound/route';
import * as tickets from '@/app/api/support/tickets/route';
import { replyAddress } from '@/lib/comms/support/reply-address';
import { call, createUser } from '../../helpers/api';

const SECRET = 'inbound-test-secret-0123456789';

function rfc822(o: { from: string; to: string; subject: string; body: string; extra?: string }) {
  return [
    `From: Sender <${o.from}>`,
    `To: ${o.to}`,
    `Subject: ${o.subject}`,
    'Date: Mon, 23 Nov 2026 10:00:00 +0000',
    `Message-ID: <${Math.random().toString(36).slice(2)}@mail.test>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    ...(o.extra ? [o.extra] : []),
    '',
    o.body,
  ].join('\r\n');
}

function post(raw: string, secret: string | null = SECRET) {
  return call(inbound.POST, {
    method: 'POST',
    rawBody: raw,
    headers: { 'content-type': 'message/rfc822', ...(secret ? { 'x-inbound-secret': secret } : {}) },
  });
}

beforeAll(() => {
  process.env.INBOUND_EMAIL_SECRET = SECRET;
  resetEnvCache();
});

describe('POST /api/communications/inbound', () => {
  it('puts the new part of a reply into the ticket thread and reopens it', async () => {
    const artist = await createUser('artist');
    const { json } = await call(tickets.POST, {
      as: artist,
      body: { category: 'delivery', subject: 'Not on Spotify', body: 'Where is it?' },
    });
    await db.supportTicket.update({ where: { id: json.id }, data: { status: 'closed', closedAt: new Date() } });
    const raw = rfc822({
      from: artist.email,
      to: replyAddress(json.id),
      subject: 'Re: Not on Spotify',
      body: 'Still not there, see screenshot.\r\n\r\nOn Mon, Nov 23, 2026 Support wrote:\r\n> We looked into it',
    });
    const res = await post(raw);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ ticketId: json.id, created: false });
    const msgs = await db.supportMessage.findMany({ where: { ticketId: json.id }, orderBy: { createdAt: 'asc' } });
    expect(msgs).toHaveLength(2);
    expect(msgs[1]).toMatchObject({ via: 'email', authorKind: 'customer' });
    expect(msgs[1].body).toContain('Still not there');
    expect(msgs[1].body).not.toContain('We looked into it');
    expect((await db.supportTicket.findUniqueOrThrow({ where: { id: json.id } })).status).toBe('open');
  });

  it('refuses a wrong or missing secret, a forged address, another sender, failed DMARC and unknown senders', async () => {
    const artist = await createUser('artist');
    const stranger = await createUser('artist');
    const { json } = await call(tickets.POST, {
      as: artist,
      body: { category: 'other', subject: 'Question here', body: 'Hello' },
    });
    const good = rfc822({ from: artist.email, to: replyAddress(json.id), subject: 'Re', body: 'ok' });
    expect((await post(good, null)).status).toBe(401);
    expect((await post(good, 'wrong-secret-but-long-enough')).status).toBe(401);
    const forged = replyAddress(json.id).replace(/\.[a-z0-9_-]+@/, '.aaaaaaaaaaaaaaaaaaaa@');
    expect((await post(rfc822({ from: artist.email, to: forged, subject: 'Re', body: 'x' }))).status).toBe(403);
    expect(
      (await post(rfc822({ from: stranger.email, to: replyAddress(json.id), subject: 'Re', body: 'x' }))).status,
    ).toBe(403);
    expect(
      (
        await post(
          rfc822({
            from: artist.email,
            to: replyAddress(json.id),
            subject: 'Re',
            body: 'x',
            extra: 'Authentication-Results: mx.test; spf=fail smtp.mailfrom=evil.test; dmarc=fail',
          }),
        )
      ).status,
    ).toBe(403);
    expect(
      (await post(rfc822({ from: 'nobody@else.test', to: 'support@platform.test', subject: 'Hi', body: 'x' }))).status,
    ).toBe(403);
    expect(await db.supportMessage.count({ where: { ticketId: json.id } })).toBe(1);
    expect((await post('')).status).toBe(400);
  });

  it('opens a new ticket from a known user writing to the support address', async () => {
    const artist = await createUser('artist');
    const res = await post(
      rfc822({
        from: artist.email,
        to: 'support@platform.test',
        subject: 'Cannot log in on my phone',
        body: 'Help please',
      }),
    );
    expect(res.status).toBe(201);
    expect(res.json.created).toBe(true);
    const t = await db.supportTicket.findUniqueOrThrow({
      where: { id: res.json.ticketId },
      include: { messages: true },
    });
    expect(t).toMatchObject({ requesterId: artist.id, subject: 'Cannot log in on my phone', category: 'other' });
    expect(t.messages[0]).toMatchObject({ via: 'email' });
  });
});
