// A ticket's reply address, support+<ticket id>.<signature>@<domain>: replies to it land in the thread.
// The signature makes the address unguessable from the id alone.
import { env } from '../../platform/env';
import { sign, verify } from '../signing';

function inboundDomain(): string {
  const e = env();
  if (e.INBOUND_EMAIL_DOMAIN) return e.INBOUND_EMAIL_DOMAIN;
  const m = e.MAIL_FROM.match(/@([^>\s]+)/);
  return m?.[1] ?? 'localhost';
}

export function replyAddress(ticketId: string): string {
  return `support+${ticketId}.${sign('ticket-reply', ticketId)}@${inboundDomain()}`;
}

/** The ticket id of a reply address, or null when the address is not one (or its signature is wrong). */
export function ticketIdFromAddress(address: string): { ticketId: string; valid: boolean } | null {
  const m = address.toLowerCase().match(/^support\+([a-z0-9_-]+)\.([a-z0-9_-]+)@/);
  if (!m) return null;
  return { ticketId: m[1], valid: verify('ticket-reply', m[1], m[2]) };
}
