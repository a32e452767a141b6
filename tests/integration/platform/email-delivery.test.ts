import { SMTPServer } from 'smtp-server';
import { db } from '@/lib/platform/db';
import { env, resetEnvCache } from '@/lib/platform/env';
import { REDACTED, sendEmail } from '@/lib/platform/mail/service';
import { requestPasswordReset } from '@/lib/accounts/credentials';
import * as confirm from '@/app/api/auth/password-reset/confirm/route';
import { call, createUser } from '../../helpers/api';
import { startWorkers } from '@/lib/platform/jobs';
import { allJobs } from '@/jobs';

// A real SMTP server on loopback: the queue's job delivers the outbox email to it.
const received: { to: string; body: string }[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, cb) {
    let body = '';
    stream.on('data', (c: Buffer) => (body += c.toString()));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), body });
      cb();
    });
  },
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
  resetEnvCache();
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  resetEnvCache();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

it('queues an email and a background job delivers it over SMTP', async () => {
  await startWorkers(allJobs, 0.5);
  const id = await sendEmail({
    to: 'fan@test.local',
    subject: 'Hello',
    text: 'Your release is live.',
    kind: 'test',
    attachments: [
      {
        filename: 'call.ics',
        contentType: 'text/calendar; charset=utf-8',
        content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
      },
    ],
  });
  expect((await db.outboxEmail.findUnique({ where: { id } }))?.status).toBe('queued');
  const deadline = Date.now() + 20_000;
  let row = await db.outboxEmail.findUnique({ where: { id } });
  while (row?.status !== 'sent' && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    row = await db.outboxEmail.findUnique({ where: { id } });
  }
  expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  expect(received).toHaveLength(1);
  expect(received[0].to).toBe('fan@test.local');
  expect(received[0].body).toContain('Your release is live.');
  // The attachment travels as its own MIME part with its file name.
  expect(received[0].body).toMatch(/Content-Type: text\/calendar[^]*filename=call\.ics/);
});

it('delivers the secret over SMTP while the stored copy keeps it redacted', async () => {
  await startWorkers(allJobs, 0.5);
  const secret = 'tok_abcdefghijklmnopqrstuvwxyz0123456789';
  const id = await sendEmail({
    to: 'reset-me@test.local',
    subject: 'Reset',
    text: `Open http://localhost:3000/reset-password?token=${secret} within 30 minutes.`,
    kind: 'password_reset',
    secrets: [secret],
  });
  const stored = await db.outboxEmail.findUniqueOrThrow({ where: { id } });
  expect(stored.text).toContain('token=[redacted]');
  expect(stored.text).not.toContain(secret);
  const deadline = Date.now() + 20_000;
  while (!received.some((r) => r.to === 'reset-me@test.local') && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 200));
  const mail = received.find((r) => r.to === 'reset-me@test.local');
  expect(mail?.body.replace(/=\r?\n/g, '')).toContain(secret);
});

it('seals the subject, headers and reply-to too: the stored copy is redacted in every field, SMTP gets them whole', async () => {
  await startWorkers(allJobs, 0.5);
  const secret = 'tok_subject_header_abcdefghijklmnopqrstuvwxyz';
  const to = 'every-field@test.local';
  const id = await sendEmail({
    to,
    subject: `Your code ${secret}`,
    text: 'See the subject.',
    kind: 'test',
    replyTo: `reply+${secret}@test.local`,
    headers: { 'X-Link': `<http://localhost:3000/x?t=${secret}>` },
    secrets: [secret],
  });
  const stored = await db.outboxEmail.findUniqueOrThrow({ where: { id } });
  expect(JSON.stringify(stored)).not.toContain(secret);
  expect(stored.subject).toBe(`Your code ${REDACTED}`);
  expect(stored.headers).toEqual({ 'X-Link': `<http://localhost:3000/x?t=${REDACTED}>` });
  const mail = await receivedBy(to);
  expect(mail).toContain(`Subject: Your code ${secret}`);
  expect(mail).toContain(`X-Link: <http://localhost:3000/x?t=${secret}>`);
  expect(mail).toContain(`reply+${secret}@test.local`);
});

it('a reset email over SMTP carries a working link on the platform origin, whatever a stored template says', async () => {
  await startWorkers(allJobs, 0.5);
  const user = await createUser('super_admin');
  await db.emailTemplate.create({
    data: {
      brand: 'tnm',
      key: 'password_reset',
      subject: 'Reset {{resetUrl}}',
      body: '{{resetUrl}}',
      text: '{{resetUrl}}',
    },
  });
  try {
    await requestPasswordReset(user.email);
  } finally {
    await db.emailTemplate.deleteMany({ where: { key: 'password_reset' } });
  }
  const mail = await receivedBy(user.email);
  expect(mail).toMatch(/Subject: Reset\s*\r?\n/);
  const link = mail.match(/(https?:\/\/[^\s"<]+\/reset-password\?token=[\w-]+)/)![1];
  expect(new URL(link).origin).toBe(new URL(env().APP_BASE_URL).origin);
  const token = new URL(link).searchParams.get('token')!;
  expect((await call(confirm.POST, { body: { token, password: 'over smtp it works 1' } })).status).toBeLessThan(300);
});

/** The raw message SMTP received for `to` (folded headers and quoted-printable soft line breaks undone). */
async function receivedBy(to: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (!received.some((r) => r.to === to) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  const mail = received.find((r) => r.to === to);
  if (!mail) throw new Error(`nothing received for ${to}`);
  return mail.body
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
}
