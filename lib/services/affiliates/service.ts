// The affiliate program: referral codes, click counts, attribution of sign-ups and orders (a first-party
// cookie for 30 days), and commissions credited to the affiliate's ledger when an order is paid and
// reversed when it is refunded.
import { randomBytes } from 'node:crypto';
import { db, type Tx } from '../../platform/db';
import { recordAudit } from '../../platform/audit';
import { postTransaction } from '@/lib/royalties';
import { env } from '../../platform/env';

export const AFFILIATE_COOKIE = 'aff_ref';
const AFFILIATE_COOKIE_DAYS = 30;
export const AFFILIATE_COOKIE_MAX_AGE = AFFILIATE_COOKIE_DAYS * 24 * 3600;

const CODE_RE = /^[a-z0-9]{6,16}$/;
export const isAffiliateCode = (v: unknown): v is string => typeof v === 'string' && CODE_RE.test(v);

function newCode(): string {
  return randomBytes(6)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .padEnd(8, '7')
    .slice(0, 8);
}

function referralLink(code: string): string {
  return `${env().APP_BASE_URL.replace(/\/$/, '')}/r/${code}`;
}

/** Makes the user an affiliate (idempotent) and returns their code. */
export async function becomeAffiliate(actor: { id: string }) {
  const existing = await db.affiliate.findUnique({ where: { userId: actor.id } });
  if (existing) return existing;
  return db.$transaction(async (tx) => {
    const a = await tx.affiliate.upsert({
      where: { userId: actor.id },
      create: { userId: actor.id, code: newCode() },
      update: {},
    });
    await recordAudit({ tx, actor: actor.id, action: 'affiliate.join', target: { type: 'affiliate', id: a.id } });
    return a;
  });
}

/** Counts a click on a referral link; returns whether the code exists. */
export async function recordClick(code: string): Promise<boolean> {
  if (!isAffiliateCode(code)) return false;
  const r = await db.affiliate.updateMany({ where: { code }, data: { clicks: { increment: 1 } } });
  return r.count === 1;
}

/** The affiliate a referral code stands for, unless it is the customer's own. */
export async function affiliateForCode(tx: Tx, code: string | undefined, customerId: string) {
  if (!isAffiliateCode(code)) return null;
  const a = await tx.affiliate.findUnique({ where: { code }, select: { id: true, userId: true } });
  return a && a.userId !== customerId ? a : null;
}

/** Attributes a new account to the affiliate whose cookie it arrived with (once per account). */
export async function attributeSignup(userId: string, code: string | undefined): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const a = await affiliateForCode(tx, code, userId);
    if (!a) return false;
    const user = await tx.user.findUnique({ where: { id: userId }, select: { createdAt: true } });
    if (!user || Date.now() - user.createdAt.getTime() > AFFILIATE_COOKIE_MAX_AGE * 1000) return false;
    const made = await tx.affiliateReferral.createMany({
      data: [{ affiliateId: a.id, userId }],
      skipDuplicates: true,
    });
    if (made.count === 1)
      await recordAudit({ tx, actor: userId, action: 'affiliate.signup', target: { type: 'affiliate', id: a.id } });
    return made.count === 1;
  });
}

/** Commission on an order, in cents (rounded down). */
const commissionCents = (amountCents: number, bps: number) => Math.floor((amountCents * bps) / 10_000);

/** Inside the payment's transaction: credits the affiliate's ledger for a paid, attributed order. */
export async function creditCommission(
  tx: Tx,
  order: { id: string; affiliateId: string | null; amountCents: number; offering: { commissionBps: number } },
) {
  if (!order.affiliateId) return;
  const cents = commissionCents(order.amountCents, order.offering.commissionBps);
  if (cents <= 0) return;
  const a = await tx.affiliate.findUniqueOrThrow({ where: { id: order.affiliateId }, select: { userId: true } });
  // One commission per order (orderId is unique): a repeated payment notice credits nothing more.
  const made = await tx.affiliateCommission.createMany({
    data: [{ affiliateId: order.affiliateId, orderId: order.id, amountCents: cents }],
    skipDuplicates: true,
  });
  if (made.count !== 1) return;
  await postTransaction(tx, {
    kind: 'affiliate_commission',
    refType: 'ServiceOrder',
    refId: order.id,
    memo: 'Affiliate commission',
    entries: [
      { userId: a.userId, kind: 'earnings', amountCents: cents },
      { userId: null, kind: 'affiliate_commissions', amountCents: -cents },
    ],
  });
}

/** Inside the refund's transaction: reverses the order's commission, if one was credited. */
export async function reverseCommission(tx: Tx, orderId: string) {
  const c = await tx.affiliateCommission.findUnique({
    where: { orderId },
    select: { id: true, amountCents: true, affiliate: { select: { userId: true } } },
  });
  if (!c) return;
  const done = await tx.affiliateCommission.updateMany({
    where: { id: c.id, status: 'credited' },
    data: { status: 'reversed', reversedAt: new Date() },
  });
  if (done.count !== 1) return;
  await postTransaction(tx, {
    kind: 'affiliate_commission_reversal',
    refType: 'ServiceOrder',
    refId: orderId,
    memo: 'Affiliate commission reversed (order refunded)',
    entries: [
      { userId: c.affiliate.userId, kind: 'earnings', amountCents: -c.amountCents },
      { userId: null, kind: 'affiliate_commissions', amountCents: c.amountCents },
    ],
  });
}

/** What an affiliate sees: link, clicks, sign-ups, orders and commission. */
export async function affiliateStats(actor: { id: string }) {
  const a = await db.affiliate.findUnique({ where: { userId: actor.id } });
  if (!a) return { affiliate: null };
  const [signups, orders, credited, reversed, recent] = await Promise.all([
    db.affiliateReferral.count({ where: { affiliateId: a.id } }),
    db.serviceOrder.count({ where: { affiliateId: a.id } }),
    db.affiliateCommission.aggregate({
      where: { affiliateId: a.id, status: 'credited' },
      _sum: { amountCents: true },
      _count: true,
    }),
    db.affiliateCommission.aggregate({ where: { affiliateId: a.id, status: 'reversed' }, _sum: { amountCents: true } }),
    db.affiliateCommission.findMany({
      where: { affiliateId: a.id },
      orderBy: { createdAt: 'desc' },
      // bounded: the latest commissions; the totals above count them all.
      take: 20,
      select: {
        id: true,
        amountCents: true,
        status: true,
        createdAt: true,
        order: { select: { reference: true, offering: { select: { name: true } } } },
      },
    }),
  ]);
  return {
    affiliate: { code: a.code, link: referralLink(a.code), clicks: a.clicks, since: a.createdAt.toISOString() },
    signups,
    orders,
    paidOrders: credited._count,
    commissionCents: credited._sum.amountCents ?? 0,
    reversedCents: reversed._sum.amountCents ?? 0,
    recent: recent.map((r) => ({
      id: r.id,
      amountCents: r.amountCents,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      reference: r.order.reference,
      service: r.order.offering.name,
    })),
  };
}
