// The unsubscribe link's answers (RFC 8058): a GET shows a confirmation page whose button POSTs the one-click
// body; a POST with `List-Unsubscribe=One-Click` (from a mail provider or that button) unsubscribes. Plain
// HTML with no script (the CSP's form-action 'self' allows the form).
import { BadRequest } from '../platform/errors';
import { readText } from '../platform/http/request-body';

const MAX_BODY_BYTES = 4 * 1024;

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string, status = 200): Response {
  return new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta name="robots" content="noindex"><title>${escape(title)}</title></head><body style="font-family:sans-serif;padding:2rem;max-width:36rem"><h1>${escape(title)}</h1>${body}</body></html>`,
    { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } },
  );
}

/** GET: asks before anything changes; the button posts the one-click body to the same link. */
export function confirmationPage(u: string, s: string): Response {
  const action = `/api/communications/unsubscribe?u=${encodeURIComponent(u)}&s=${encodeURIComponent(s)}`;
  return page(
    'Unsubscribe from announcements?',
    `<p>You will no longer receive announcements by email. Other messages about your account are not affected, and you can change this at any time in your message preferences.</p><form method="post" action="${escape(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="font-size:1rem;padding:.5rem 1rem">Unsubscribe</button></form>`,
  );
}

/** POST from a browser (the confirmation page's button): a page; from a mail provider: JSON. */
export function unsubscribedAnswer(req: Request): Response {
  if (/text\/html/.test(req.headers.get('accept') ?? ''))
    return page(
      'You are unsubscribed',
      '<p>This address will no longer receive announcements by email. You can change this at any time in your message preferences.</p>',
    );
  return Response.json({ unsubscribed: true });
}

/** RFC 8058: the POST body (form-urlencoded or multipart) must be `List-Unsubscribe=One-Click`; else a 400. */
export async function assertOneClick(req: Request): Promise<void> {
  const type = req.headers.get('content-type') ?? '';
  const text = await readText(req, MAX_BODY_BYTES);
  let value: FormDataEntryValue | null = null;
  if (/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) {
    try {
      value = (await new Response(text, { headers: { 'content-type': type } }).formData()).get('List-Unsubscribe');
    } catch {
      value = null;
    }
  }
  if (value !== 'One-Click')
    throw new BadRequest(
      'Unsubscribing needs the one-click body List-Unsubscribe=One-Click (RFC 8058); open the link to confirm instead.',
    );
}
