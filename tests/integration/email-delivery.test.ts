import { SMTPServer } from 'smtp-server';
import { db } from '@/lib/db';
import { resetEnvCache } from '@/lib/env';
import { sendEmail } from '@/lib/mail/service';
import { startWorkers } from '@/lib/jobs/queue';
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
