// Inbound email: a raw RFC 822 message from a mail provider's webhook or an IMAP poller. A reply to a
// ticket's address lands in its thread; other mail from a known user opens a ticket; the rest is refused.
import { simpleParser, type AddressObject } from 'mailparser';
import { db } from '../../platform/db';
import { env } from '../../platform/env';
import { BadRequest, Forbidden, Unauthorized } from '../../platform/errors';
import { safeEqual } from '../signing';
import { addMessage, createTicket } from './service';
import { ticketIdFromAddress } from './reply-address';

export const MAX_INBOUND_BYTES = 5 * 1024 * 1024;

/** The shared secret header, compared in constant time; no configured secret refuses everything. */
export function checkInboundSecret(header: string | null) {
  const secret = env().INBOUND_EMAIL_SECRET;
  if (!secret || !header || !safeEqual(header, secret)) throw new Unauthorized('Inbound email is not authorised');
}

function addresses(a: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(a) ? a : a ? [a] : [];
  return list.flatMap((x) => x.value.map((v) => (v.address ?? '').toLowerCase())).filter(Boolean);
}

/** The new part of a reply: lines before the quoted original ("On ... wrote:" or "> ..."). */
function stripQuoted(text: string): string {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const out: string[] = [];
  for (const line of lines) {
    if (/^On .+wrote:\s*$/.test(line) || /^-{2,}\s*Original Message/i.test(line) || /^>/.test(line)) break;
    if (/^-- ?$/.test(line)) break; // signature
    out.push(line);
  }
  return out.join('\n').trim();
}

/** Mail that fails the sender checks its provider recorded (SPF/DKIM/DMARC) is treated as forged. */
function failsAuthentication(headerValue: unknown): boolean {
  const v = String(headerValue ?? '').toLowerCase();
  return /\b(dmarc|spf|dkim)=(fail|softfail)\b/.test(v);
}

export async function receiveInboundEmail(raw: Buffer) {
  if (raw.length === 0) throw new BadRequest('The message is empty');
  const mail = await simpleParser(raw);
  const from = addresses(mail.from)[0];
  if (!from) throw new BadRequest('The message has no sender');
  if (failsAuthentication(mail.headers.get('authentication-results')))
    throw new Forbidden('The sender of this message could not be verified');
  const sender = await db.user.findUnique({ where: { email: from } });
  if (!sender || sender.status !== 'active') throw new Forbidden('The sender is not known here');
  const actor = { id: sender.id, role: sender.role, brand: sender.brand };
  const body = stripQuoted(mail.text ?? '') || (mail.text ?? '').trim();
  if (!body) throw new BadRequest('The message has no text');

  const recipients = [...addresses(mail.to), ...addresses(mail.cc)];
  const match = recipients.map(ticketIdFromAddress).find((m) => m !== null);
  if (match) {
    if (!match.valid) throw new Forbidden('The reply address is not valid');
    // Only the requester may reply by email (staff answer in the app).
    const t = await db.supportTicket.findFirst({ where: { id: match.ticketId, requesterId: sender.id } });
    if (!t) throw new Forbidden('The sender cannot reply to this ticket');
    const target = t.mergedIntoId ?? t.id;
    // Posted as the customer even when the requester is staff.
    const res = await addMessage({ ...actor, role: 'artist' }, target, { body: body.slice(0, 20_000) }, 'email');
    return { ticketId: target, messageId: res.id, created: false };
  }
  const subject = (mail.subject ?? '').trim() || 'Email to support';
  const created = await createTicket(
    actor,
    { category: 'other', subject: subject.slice(0, 200).padEnd(3, '.'), body: body.slice(0, 20_000) },
    'email',
  );
  return { ticketId: created.id, messageId: null, created: true };
}
