// Reads an email as its recipient gets it (the SMTP copy with secrets), not as the outbox shows it.
import { db } from '@/lib/platform/db';
import { deliverableCopy } from '@/lib/platform/mail/service';

/** The text the recipient receives of the newest email to `to` (optionally of one kind). */
async function deliveredText(to: string, kind?: string): Promise<string> {
  const mail = await db.outboxEmail.findFirst({
    where: { to, ...(kind ? { kind } : {}) },
    orderBy: { createdAt: 'desc' },
    select: { id: true },
  });
  if (!mail) throw new Error(`no email to ${to}${kind ? ` of kind ${kind}` : ''}`);
  return (await deliverableCopy(mail.id))!.text;
}

/** The first capture of `pattern` in the newest email to `to`, as delivered. */
export async function deliveredLink(to: string, pattern: RegExp, kind?: string): Promise<string> {
  const text = await deliveredText(to, kind);
  const m = text.match(pattern);
  if (!m) throw new Error(`no link matching ${pattern} in the last email to ${to}`);
  return m[1];
}
