// Sending email: every message lands in the outbox table (secrets redacted); with SMTP_URL a job
// delivers it via SMTP with the secrets restored from their encrypted copy.
import { db } from '../db';
import { env } from '../env';
import { enqueue } from '../jobs';
import { logger } from '../logger';
import { recordCall } from '../integrations';
import { smtpTransport } from './transport';
import { NotFound } from '../errors';
import { recordAudit } from '../audit';
import { decryptField, encryptField } from '../security/crypto';
import type { SessionUser } from '../auth/session';
import { newestFirst, paginate, type PageQuery } from '../paging';
import { catchEmail } from './catcher';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the email is for (password_reset, admin_invitation ...), shown in the outbox. */
  kind: string;
  /** Small text attachments (a calendar invitation): kept in the outbox row, attached over SMTP. */
  attachments?: EmailAttachment[];
  /**
   * Secret values in the text (single-use tokens in links). Only the SMTP delivery carries them; the
   * stored copy that admins can list shows them redacted.
   */
  secrets?: string[];
  /** Reply-To address (support tickets: the ticket's token address). */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe on bulk mail. */
  headers?: Record<string, string>;
}

export type EmailAttachment = {
  filename: string;
  contentType: string;
  content: string;
};

export const sendEmailJob = { name: 'email.send', options: { retryLimit: 5, retryDelay: 30, retryBackoff: true } };

/** What an admin sees in place of a secret in the stored copy of an email. */
export const REDACTED = '[redacted]';

function redact(text: string, secrets: string[]): string {
  let out = text;
  for (const secret of secrets) out = out.split(secret).join(REDACTED);
  return out;
}

/** What SMTP needs of a message with secrets: every field a secret can be in, kept only sealed. */
interface SealedCopy {
  subject?: string;
  text: string;
  html: string | null;
  replyTo?: string | null;
  headers?: Record<string, string> | null;
  attachments?: EmailAttachment[];
}

/**
 * The stored copy of an email: every secret replaced by REDACTED in every field an admin can read (subject,
 * text, html, reply-to, header values, attachment contents), not only in the body.
 */
function redactedCopy(email: Omit<Email, 'secrets'>, secrets: string[]) {
  const r = (v: string) => redact(v, secrets);
  return {
    ...email,
    subject: r(email.subject),
    text: r(email.text),
    html: email.html ? r(email.html) : email.html,
    replyTo: email.replyTo ? r(email.replyTo) : email.replyTo,
    headers: email.headers ? Object.fromEntries(Object.entries(email.headers).map(([k, v]) => [k, r(v)])) : undefined,
    attachments: (email.attachments ?? []).map((a) => ({ ...a, content: r(a.content) })),
  };
}

/**
 * Records the email; queues SMTP delivery when SMTP is configured. Call after any transaction commits.
 * The outbox row (which admins can list) has every `secrets` value replaced by REDACTED; the full text is
 * kept only encrypted in OutboxSecret, read by the SMTP job. Without SMTP_URL the full message goes to
 * the server log, as development mail backends do.
 */
export async function sendEmail(email: Email): Promise<string> {
  const { secrets = [], ...rest } = email;
  const live = secrets.filter((s) => s.length >= 8);
  const { attachments, ...stored } = redactedCopy(rest, live);
  const row = await db.$transaction(async (tx) => {
    const created = await tx.outboxEmail.create({
      data: { ...stored, attachments, status: outboxStatus() },
    });
    if (live.length) {
      const copy: SealedCopy = {
        subject: rest.subject,
        text: rest.text,
        html: rest.html ?? null,
        replyTo: rest.replyTo ?? null,
        headers: rest.headers ?? null,
        attachments: rest.attachments ?? [],
      };
      await tx.outboxSecret.create({ data: { outboxId: created.id, sealed: encryptField(JSON.stringify(copy)) } });
    }
    return created;
  });
  await dispatchStoredEmail(row.id, email);
  return row.id;
}

/** The status a new outbox row starts in: queued for the SMTP job, or stored when there is no SMTP. */
export const outboxStatus = (): 'queued' | 'stored' => (env().SMTP_URL ? 'queued' : 'stored');

/**
 * After an outbox row (without secrets) was written and committed, by sendEmail or by a service that
 * writes it in one statement with its cause (a certificate issued by quiz grading): queue its SMTP
 * delivery, or log it for development.
 */
export async function dispatchStoredEmail(
  id: string,
  email: Pick<Email, 'to' | 'subject' | 'text'> & { kind?: string },
): Promise<void> {
  if (env().SMTP_URL) await enqueue(sendEmailJob, { outboxId: id });
  else logDevelopmentCopy(id, email.to, email.subject, email.text, email.kind ?? null);
}

/** Without SMTP: the full message in the log and in the local mail catcher (./catcher.ts). */
function logDevelopmentCopy(id: string, to: string, subject: string, text: string, kind: string | null) {
  logger.info('email not sent (no SMTP_URL); full message for development', { id, to, subject, text });
  catchEmail({ id, to, subject, text, kind });
}

/**
 * The message as SMTP delivers it: the stored copy with its secrets restored in every field. Server-side
 * only. A sealed copy written before subjects and headers were sealed keeps the stored ones.
 */
export async function deliverableCopy(outboxId: string): Promise<Required<SealedCopy> | null> {
  const row = await db.outboxEmail.findUnique({
    where: { id: outboxId },
    select: { subject: true, text: true, html: true, replyTo: true, headers: true, attachments: true },
  });
  if (!row) return null;
  const stored: Required<SealedCopy> = {
    ...row,
    headers: (row.headers ?? null) as Record<string, string> | null,
    attachments: (row.attachments ?? []) as EmailAttachment[],
  };
  const secret = await db.outboxSecret.findUnique({ where: { outboxId } });
  if (!secret) return stored;
  const sealed = JSON.parse(decryptField(secret.sealed)) as SealedCopy;
  return {
    subject: sealed.subject ?? stored.subject,
    text: sealed.text,
    html: sealed.html,
    replyTo: sealed.replyTo === undefined ? stored.replyTo : sealed.replyTo,
    headers: sealed.headers === undefined ? stored.headers : sealed.headers,
    attachments: sealed.attachments ?? stored.attachments,
  };
}

/**
 * An admin sends an email again (the person lost it) without reading it: over SMTP when configured,
 * else to the server log. Audited.
 */
export async function resendOutboxEmail(actor: SessionUser, outboxId: string): Promise<{ id: string; status: string }> {
  const smtp = !!env().SMTP_URL;
  const row = await db.$transaction(async (tx) => {
    // Without SMTP there is nothing to change on the row (an empty update is skipped and counts 0 rows on
    // PGlite), so existence is checked by the update only when there is one.
    const found = smtp
      ? (await tx.outboxEmail.updateMany({ where: { id: outboxId }, data: { status: 'queued', error: null } })).count
      : await tx.outboxEmail.count({ where: { id: outboxId } });
    if (found !== 1) throw new NotFound('This email does not exist.');
    await recordAudit({ tx, actor: actor.id, action: 'email.resend', target: { type: 'OutboxEmail', id: outboxId } });
    return tx.outboxEmail.findUniqueOrThrow({
      where: { id: outboxId },
      select: { id: true, status: true, to: true, subject: true },
    });
  });
  if (smtp) await enqueue(sendEmailJob, { outboxId, resend: true });
  else {
    const copy = await deliverableCopy(outboxId);
    logDevelopmentCopy(row.id, row.to, copy?.subject ?? row.subject, copy?.text ?? '', 'resend');
  }
  return { id: row.id, status: row.status };
}

/** Job handler: delivers one outbox email over SMTP. Throws to let the queue retry. */
export async function deliverOutboxEmail(outboxId: string, opts: { resend?: boolean } = {}): Promise<void> {
  const row = await db.outboxEmail.findUnique({ where: { id: outboxId } });
  if (!row || (row.status === 'sent' && !opts.resend)) return;
  const copy = await deliverableCopy(outboxId);
  const transport = smtpTransport();
  if (!transport || !copy) return;
  try {
    const attachments = copy.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.content,
    }));
    await recordCall('smtp', 'send', () =>
      transport.sendMail({
        from: env().MAIL_FROM,
        to: row.to,
        subject: copy.subject,
        text: copy.text,
        html: copy.html ?? undefined,
        replyTo: copy.replyTo ?? undefined,
        headers: copy.headers ?? {},
        attachments,
      }),
    );
    await db.outboxEmail.update({
      where: { id: row.id },
      data: { status: 'sent', sentAt: new Date(), attempts: { increment: 1 }, error: null },
    });
  } catch (err) {
    await db.outboxEmail.update({
      where: { id: row.id },
      data: { status: 'failed', attempts: { increment: 1 }, error: (err as Error).message },
    });
    throw err;
  }
}

/** What the outbox table shows of a stored copy (already redacted when it was stored). */
const OUTBOX_ROW = {
  id: true,
  to: true,
  subject: true,
  text: true,
  html: true,
  kind: true,
  status: true,
  error: true,
  attempts: true,
  createdAt: true,
  sentAt: true,
} as const;

/** The stored copies (secrets redacted), newest first, a page at a time. */
export async function listOutbox(q: PageQuery & { to?: string }) {
  const where = q.to ? { to: { contains: q.to, mode: 'insensitive' as const } } : {};
  return paginate(
    q,
    (page) => db.outboxEmail.findMany({ where, ...newestFirst(page), select: OUTBOX_ROW }),
    () => db.outboxEmail.count({ where }),
  );
}

/** The outbox by status (queued, sent, stored, failed), with the oldest still-queued email's time. */
export async function outboxCounts(): Promise<{ byStatus: Record<string, number>; oldestQueuedAt: Date | null }> {
  const [rows, oldest] = await Promise.all([
    db.outboxEmail.groupBy({ by: ['status'], _count: { _all: true } }),
    db.outboxEmail.findFirst({
      where: { status: 'queued' },
      orderBy: { createdAt: 'asc' },
      select: { createdAt: true },
    }),
  ]);
  return {
    byStatus: Object.fromEntries(rows.map((r) => [r.status, r._count._all])),
    oldestQueuedAt: oldest?.createdAt ?? null,
  };
}
