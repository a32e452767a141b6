// The local mail catcher (#41 item 2): without SMTP the person running the instance reads the full messages,
// tokens included, at /api/dev/mailbox, only from this machine; the outbox admins list keeps tokens redacted; the
// mailbox is off with SMTP, and in production unless MAIL_CATCHER=1.
import { db } from '@/lib/platform/db';
import { resetEnvCache } from '@/lib/platform/env';
import { sendEmail, REDACTED } from '@/lib/platform/mail/service';
import { CLIENT_ADDRESS_HEADER, markClientAddressHookInstalled } from '@/lib/platform/auth/client-address';
import * as mailbox from '@/app/api/dev/mailbox/route';
import { call } from '../../helpers/api';

const TOKEN = 'tok_0123456789abcdefghij';
const LOCAL = { host: 'localhost:3000', [CLIENT_ADDRESS_HEADER]: '127.0.0.1' };

function withEnv(vars: Record<string, string | undefined>) {
  const before = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  const set = (v: Record<string, string | undefined>) => {
    for (const [k, x] of Object.entries(v))
      if (x === undefined) delete process.env[k];
      else process.env[k] = x;
    resetEnvCache();
  };
  set(vars);
  return () => set(before);
}

let restore: () => void;
beforeAll(async () => {
  markClientAddressHookInstalled(); // as the server does: the client address header comes from the socket
  restore = withEnv({ SMTP_URL: undefined, MAIL_CATCHER: undefined });
  await sendEmail({
    to: 'reader@example.com',
    subject: 'Reset your password',
    text: `Open http://localhost:3000/reset-password?token=${TOKEN} within 30 minutes.`,
    kind: 'password_reset',
    secrets: [TOKEN],
  });
});
afterAll(() => restore());

describe('the local mailbox', () => {
  it('shows the full message to this machine while the outbox keeps the token redacted', async () => {
    const res = await call(mailbox.GET, { url: '/api/dev/mailbox?to=reader@example.com', headers: LOCAL });
    expect(res.status).toBe(200);
    expect(res.json.messages).toHaveLength(1);
    expect(res.json.messages[0]).toMatchObject({ to: 'reader@example.com', subject: 'Reset your password' });
    expect(res.json.messages[0].text).toContain(`reset-password?token=${TOKEN}`);
    const stored = await db.outboxEmail.findFirstOrThrow({ where: { to: 'reader@example.com' } });
    expect(stored.text).not.toContain(TOKEN);
    expect(stored.text).toContain(REDACTED);
  });

  it('is a page for a browser, with the links clickable and the text escaped', async () => {
    await sendEmail({
      to: 'html@example.com',
      subject: '<b>hi</b>',
      text: 'see http://localhost:3000/x',
      kind: 'test',
    });
    const res = await call(mailbox.GET, {
      url: '/api/dev/mailbox',
      headers: { ...LOCAL, accept: 'text/html' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.text).toContain('&lt;b&gt;hi&lt;/b&gt;');
    expect(res.text).toContain('<a href="http://localhost:3000/x"');
  });

  it("accepts the X-Forwarded-For Next itself adds with the socket's own address", async () => {
    for (const xff of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await call(mailbox.GET, { url: '/api/dev/mailbox', headers: { ...LOCAL, 'x-forwarded-for': xff } });
      expect({ xff, status: res.status }).toEqual({ xff, status: 200 });
    }
  });

  it('refuses every request that is not from this machine to a loopback name', async () => {
    const refused: Record<string, string>[] = [
      { host: 'localhost:3000', [CLIENT_ADDRESS_HEADER]: '203.0.113.9' }, // another machine
      { host: 'localhost:3000' }, // no address recorded
      { host: 'platform.example.com', [CLIENT_ADDRESS_HEADER]: '127.0.0.1' }, // a proxy on this machine, or DNS rebinding
      { ...LOCAL, 'x-forwarded-for': '198.51.100.7' }, // forwarded by a proxy on this machine
      { ...LOCAL, 'x-forwarded-for': '198.51.100.7, 127.0.0.1' },
      { ...LOCAL, 'x-real-ip': '198.51.100.7' },
      { ...LOCAL, forwarded: 'for=198.51.100.7;proto=https' },
    ];
    for (const headers of refused) {
      const res = await call(mailbox.GET, { url: '/api/dev/mailbox', headers });
      expect({ headers, status: res.status }).toEqual({ headers, status: 403 });
      expect(res.text).not.toContain(TOKEN);
    }
  });

  it('is off with SMTP, and in production unless MAIL_CATCHER=1', async () => {
    for (const [vars, status] of [
      [{ SMTP_URL: 'smtp://127.0.0.1:2525' }, 404],
      [{ NODE_ENV: 'production' }, 404],
      [{ NODE_ENV: 'production', MAIL_CATCHER: '1' }, 200],
      [{ MAIL_CATCHER: '0' }, 404],
      [{ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_CATCHER: '1' }, 404],
    ] as const) {
      const undo = withEnv(vars);
      try {
        const res = await call(mailbox.GET, { url: '/api/dev/mailbox', headers: LOCAL });
        expect({ vars, status: res.status }).toEqual({ vars, status });
      } finally {
        undo();
      }
    }
  });
});
