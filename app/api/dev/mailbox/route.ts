// GET /api/dev/mailbox[?to=]: the local mail catcher (lib/platform/mail/catcher.ts), the full messages the
// platform would have sent, for the person running an instance without SMTP. 404 while it is off (SMTP set, or
// production without MAIL_CATCHER=1); 403 unless asked from this machine. HTML for a browser, JSON otherwise.
import { publicRoute } from '@/lib/platform/http/with-auth';
import { Forbidden, NotFound } from '@/lib/platform/errors';
import { mailboxQuerySchema } from '@/lib/platform/mail/schema';
import { caughtEmails, mailboxRefusal, mailCatcherEnabled, type CaughtEmail } from '@/lib/platform/mail/catcher';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Addresses in the text become links (escaped first, so nothing else of the message becomes markup). */
const linkify = (text: string) =>
  escape(text).replace(/https?:\/\/[^\s<>"']+/g, (u) => `<a href="${u}" rel="noreferrer">${u}</a>`);

function page(mails: CaughtEmail[]): string {
  const items = mails
    .map(
      (m) =>
        `<article><h2>${escape(m.subject)}</h2><p>To <strong>${escape(m.to)}</strong> · ${escape(m.at)}` +
        `${m.kind ? ` · ${escape(m.kind)}` : ''}</p><pre>${linkify(m.text)}</pre></article><hr>`,
    )
    .join('');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local mailbox</title></head><body>` +
    `<h1>Local mailbox</h1><p>Emails this instance would have sent (no SMTP is configured), newest first. ` +
    `Only readable from this machine; kept in memory until the server stops.</p>` +
    (items || '<p>No emails yet.</p>') +
    `</body></html>`
  );
}

export const GET = publicRoute({ query: mailboxQuerySchema }, ({ req, query }) => {
  if (!mailCatcherEnabled()) throw new NotFound('Not found');
  const refused = mailboxRefusal(req);
  if (refused) throw new Forbidden(refused);
  const mails = caughtEmails(query.to);
  if ((req.headers.get('accept') ?? '').includes('text/html'))
    return new Response(page(mails), {
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    });
  return Response.json({ messages: mails }, { headers: { 'cache-control': 'no-store' } });
});
