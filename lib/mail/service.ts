// Sending email: every message lands in the outbox table; with SMTP_URL a job delivers it via SMTP.
import nodemailer from 'nodemailer';
import { db } from '../db';
import { env } from '../env';
import { enqueue } from '../jobs/queue';
import { logger } from '../logger';

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

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export const sendEmailJob = { name: 'email.send', options: { retryLimit: 5, retryDelay: 30, retryBackoff: true } };

/** Records the email; queues SMTP delivery when SMTP is configured. Call after any transaction commits. */
export async function sendEmail(email: Email): Promise<string> {
  const smtp = !!env().SMTP_URL;
  const { attachments = [], secrets: _secrets, ...rest } = email;
  const row = await db.outboxEmail.create({
    data: { ...rest, attachments: attachments as unknown as object[], status: smtp ? 'queued' : 'stored' },
  });
  if (smtp) await enqueue(sendEmailJob, { outboxId: row.id });
  else logger.info('email stored in outbox (no SMTP_URL)', { to: email.to, subject: email.subject });
  return row.id;
}

let transport: nodemailer.Transporter | undefined;

/** Job handler: delivers one outbox email over SMTP. Throws to let the queue retry. */
export async function deliverOutboxEmail(outboxId: string): Promise<void> {
  const row = await db.outboxEmail.findUnique({ where: { id: outboxId } });
  if (!row || row.status === 'sent') return;
  const url = env().SMTP_URL;
  if (!url) return;
  transport ??= nodemailer.createTransport(url);
  try {
    const attachments = (row.attachments as unknown as EmailAttachment[]).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.content,
    }));
    await transport.sendMail({
      from: env().MAIL_FROM,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html ?? undefined,
      replyTo: row.replyTo ?? undefined,
      headers: (row.headers ?? {}) as Record<string, string>,
      attachments,
    });
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

export async function listOutbox(opts: { to?: string; limit: number; offset: number }) {
  const where = opts.to ? { to: { contains: opts.to, mode: 'insensitive' as const } } : {};
  const [items, total] = await Promise.all([
    db.outboxEmail.findMany({ where, orderBy: { createdAt: 'desc' }, take: opts.limit, skip: opts.offset }),
    db.outboxEmail.count({ where }),
  ]);
  return { items, total };
}
