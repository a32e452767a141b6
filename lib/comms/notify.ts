// In-app notifications (the bell) and their email copies, sent per the user's preferences. Call notify()
// after the change it reports has committed; it never throws into the caller's flow.
import { db } from '../platform/db';
import { paginate, type PageQuery } from '../platform/paging';
import { brandLink } from '../platform/brands/public-url';
import { logger } from '../platform/logger';
import { NotFound } from '../platform/errors';
import { sendTemplatedEmail } from './templates';
import type { TemplateKey } from './template-defaults';
import { sign, verify } from './signing';
import { BadRequest } from '../platform/errors';

const NOTIFY_CATEGORIES = {
  releases: 'Releases',
  deliveries: 'Store deliveries',
  royalties: 'Earnings and statements',
  payouts: 'Payouts',
  support: 'Support tickets',
  services: 'Service orders',
  school: 'School and applications',
  direct: 'Messages from the team',
  announcements: 'Announcements and news',
} as const;
export type NotifyCategory = keyof typeof NOTIFY_CATEGORIES;
export const NOTIFY_CATEGORY_KEYS = Object.keys(NOTIFY_CATEGORIES) as NotifyCategory[];

/** Each event: its preference category and the email template that carries it. */
const EVENTS = {
  release_approved: { category: 'releases', template: 'release_approved' },
  release_rejected: { category: 'releases', template: 'release_rejected' },
  release_changes_requested: { category: 'releases', template: 'release_changes_requested' },
  release_scheduled: { category: 'releases', template: 'release_scheduled' },
  release_live: { category: 'releases', template: 'release_live' },
  release_taken_down: { category: 'releases', template: 'release_taken_down' },
  delivery_failed: { category: 'deliveries', template: 'delivery_failed' },
  statement_imported: { category: 'royalties', template: 'statement_imported' },
  payout_sent: { category: 'payouts', template: 'payout_sent' },
  payout_failed: { category: 'payouts', template: 'payout_failed' },
  ticket_reply: { category: 'support', template: 'ticket_reply' },
  service_order_step: { category: 'services', template: 'service_order_step' },
  application_decision: { category: 'school', template: 'application_under_review' },
  direct_message: { category: 'direct', template: 'direct_message' },
  announcement: { category: 'announcements', template: 'announcement' },
} as const satisfies Record<string, { category: NotifyCategory; template: TemplateKey }>;
export type NotifyEvent = keyof typeof EVENTS;

export interface NotifyInput {
  userId: string;
  event: NotifyEvent;
  title: string;
  body?: string;
  /** Path inside the app, e.g. /project/abc */
  link?: string;
  /** Template variables (recipientName is filled in) */
  vars?: Record<string, string>;
  announcementId?: string;
  fromUserId?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /** The domain already emailed this (e.g. the school's decision letter): in-app only. */
  inAppOnly?: boolean;
  /** A more specific template than the event's own (e.g. the application decision per outcome). */
  template?: TemplateKey;
  /** The outbox kind (defaults to the template key) */
  kind?: string;
  /** Single-use tokens in the email's links: redacted in the stored copy. */
  secrets?: string[];
}

export async function preferenceOf(userId: string, category: NotifyCategory) {
  const p = await db.notificationPreference.findUnique({ where: { userId_category: { userId, category } } });
  return { inApp: p?.inApp ?? true, email: p?.email ?? true };
}

/** Records the in-app entry and emails it, each per the user's preference. Returns what was done. */
export async function notify(input: NotifyInput): Promise<{ inApp: boolean; email: boolean }> {
  try {
    const ev = EVENTS[input.event];
    const user = await db.user.findUnique({ where: { id: input.userId } });
    if (!user || user.status !== 'active') return { inApp: false, email: false };
    const pref = await preferenceOf(user.id, ev.category);
    if (pref.inApp)
      await db.notification.create({
        data: {
          userId: user.id,
          category: ev.category,
          event: input.event,
          title: input.title.slice(0, 300),
          body: (input.body ?? '').slice(0, 4000),
          link: input.link ?? null,
          announcementId: input.announcementId ?? null,
          fromUserId: input.fromUserId ?? null,
        },
      });
    if (pref.email && !input.inAppOnly) {
      const headers = { ...input.headers };
      let vars: Record<string, string> = { recipientName: user.name, ...input.vars };
      const secrets = [...(input.secrets ?? [])];
      if (ev.category === 'announcements') {
        const { url, signature } = unsubscribeLink(user.id, user.brand);
        vars = { unsubscribeUrl: url, ...vars };
        // RFC 8058 one-click: mail providers POST `List-Unsubscribe=One-Click` to the HTTPS link.
        headers['List-Unsubscribe'] = `<${url}>`;
        if (url.startsWith('https://')) headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
        // Whoever holds the signature can unsubscribe the user: redacted in the stored copy like a token.
        secrets.push(signature);
      }
      await sendTemplatedEmail({
        to: user.email,
        brand: user.brand,
        template: input.template ?? ev.template,
        vars,
        kind: input.kind,
        secrets,
        replyTo: input.replyTo,
        headers: Object.keys(headers).length ? headers : undefined,
      });
    }
    return { inApp: pref.inApp, email: pref.email && !input.inAppOnly };
  } catch (err) {
    // A notification must never undo or fail the change it reports.
    logger.error('notification failed', { event: input.event, userId: input.userId, err: (err as Error).message });
    return { inApp: false, email: false };
  }
}

function unsubscribeLink(userId: string, brand: string | null): { url: string; signature: string } {
  const signature = sign('unsubscribe', userId);
  return { url: brandLink(brand, `/api/communications/unsubscribe?u=${userId}&s=${signature}`), signature };
}

/** The user an unsubscribe link (a signed user id) names; 400/404 when it is not valid. Changes nothing. */
export async function checkUnsubscribeLink(userId: string, signature: string) {
  if (!verify('unsubscribe', userId, signature)) throw new BadRequest('This unsubscribe link is not valid.');
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true, email: true } });
  if (!user) throw new NotFound('This unsubscribe link is not valid.');
  return user;
}

/**
 * Unsubscribes from announcements by the List-Unsubscribe link: a signed user id, no session. Only by POST
 * (RFC 8058 one-click, or the confirmation page's button): a GET of the link changes nothing.
 */
export async function unsubscribe(userId: string, signature: string) {
  const user = await checkUnsubscribeLink(userId, signature);
  await db.notificationPreference.upsert({
    where: { userId_category: { userId, category: 'announcements' } },
    create: { userId, category: 'announcements', email: false, inApp: true },
    update: { email: false },
  });
  return { email: user.email };
}

export async function listPreferences(userId: string) {
  const rows = await db.notificationPreference.findMany({ where: { userId } });
  const by = new Map(rows.map((r) => [r.category, r]));
  return NOTIFY_CATEGORY_KEYS.map((c) => ({
    category: c,
    label: NOTIFY_CATEGORIES[c],
    inApp: by.get(c)?.inApp ?? true,
    email: by.get(c)?.email ?? true,
  }));
}
export type PreferenceRow = Awaited<ReturnType<typeof listPreferences>>[number];

export async function setPreferences(
  userId: string,
  prefs: { category: NotifyCategory; inApp: boolean; email: boolean }[],
) {
  await db.$transaction(async (tx) => {
    for (const p of prefs)
      await tx.notificationPreference.upsert({
        where: { userId_category: { userId, category: p.category } },
        create: { userId, category: p.category, inApp: p.inApp, email: p.email },
        update: { inApp: p.inApp, email: p.email },
      });
  });
  return listPreferences(userId);
}

/** The user's inbox (or only the unread), the latest first, a page at a time; `unread` counts the whole inbox. */
export async function listInbox(userId: string, q: PageQuery & { unreadOnly?: boolean }) {
  const where = { userId, ...(q.unreadOnly ? { readAt: null } : {}) };
  const [page, unread] = await Promise.all([
    paginate(
      q,
      (p) => db.notification.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...p }),
      () => db.notification.count({ where }),
    ),
    db.notification.count({ where: { userId, readAt: null } }),
  ]);
  return { ...page, unread };
}

export async function unreadCount(userId: string) {
  return { unread: await db.notification.count({ where: { userId, readAt: null } }) };
}

/** Marks the user's own notifications read (ids given, or all). */
export async function markRead(userId: string, ids: string[] | 'all') {
  const res = await db.notification.updateMany({
    where: { userId, readAt: null, ...(ids === 'all' ? {} : { id: { in: ids } }) },
    data: { readAt: new Date() },
  });
  return { marked: res.count };
}
