// The local mail catcher: without SMTP, the person running the instance reads the full messages (links with their
// tokens) at /api/dev/mailbox instead of in the server log. A separate store from the outbox, which admins can
// list and which keeps tokens redacted. Kept in this process's memory only (the newest MAX messages; nothing
// written to disk), on only without SMTP_URL, and outside production unless MAIL_CATCHER=1 (`npm start` sets
// it when there is no SMTP); read only from this machine (`mailboxRefusal`).
import { env } from '../env';
import { clientIp } from '../auth/client-address';
import { normalizeHost } from '../brands/hosts';
import { isLoopbackHost } from '../brands/public-url';

const MAX = 200;

export interface CaughtEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  kind: string | null;
  at: string;
}

const KEY = Symbol.for('platform.mailCatcher');
type G = typeof globalThis & { [KEY]?: CaughtEmail[] };
const box = () => ((globalThis as G)[KEY] ??= []);

export function mailCatcherEnabled(): boolean {
  const e = env();
  if (e.SMTP_URL) return false;
  if (e.MAIL_CATCHER) return e.MAIL_CATCHER === '1';
  return e.NODE_ENV !== 'production';
}

/** Keeps the full message (when the catcher is on). */
export function catchEmail(mail: Omit<CaughtEmail, 'at'>): void {
  if (!mailCatcherEnabled()) return;
  const b = box();
  b.push({ ...mail, at: new Date().toISOString() });
  if (b.length > MAX) b.splice(0, b.length - MAX);
}

/** The caught messages, newest first (optionally to one address). */
export function caughtEmails(to?: string): CaughtEmail[] {
  const all = [...box()].reverse();
  return to ? all.filter((m) => m.to.toLowerCase() === to.toLowerCase()) : all;
}

const LOOPBACK_ADDRESS = /^(127\.\d+\.\d+\.\d+|::1)$/;

/** Every address a proxy header names (Next itself adds X-Forwarded-For with the socket's address). */
function forwardedAddresses(h: Headers): string[] {
  const out: string[] = [];
  for (const v of (h.get('x-forwarded-for') ?? '').split(',')) if (v.trim()) out.push(v.trim());
  if (h.get('x-real-ip')) out.push(h.get('x-real-ip')!.trim());
  for (const m of (h.get('forwarded') ?? '').matchAll(/for="?([^;,"]+)"?/gi)) out.push(m[1].trim());
  return out.map((a) =>
    a
      .replace(/^\[([^\]]+)\](:\d+)?$/, '$1')
      .replace(/^::ffff:/, '')
      .replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1'),
  );
}

/**
 * Why this request may not read the mailbox, or null when it may: it must come from this machine's own address
 * (the socket, as the server hook recorded it), be addressed to a loopback name (so neither a reverse proxy on
 * this machine forwarding public traffic nor a DNS-rebinding page gets in), and every address a proxy header
 * names must be this machine's too.
 */
export function mailboxRefusal(req: Request): string | null {
  const ip = clientIp(req.headers);
  const host = normalizeHost(req.headers.get('host'));
  const forwarded = forwardedAddresses(req.headers);
  if (!LOOPBACK_ADDRESS.test(ip) || !isLoopbackHost(host) || forwarded.some((a) => !LOOPBACK_ADDRESS.test(a)))
    return 'The mailbox can only be read on the machine running the platform (http://localhost).';
  return null;
}
