// Stripe Connect (Express) for payees: onboarding through account links, the account's status and
// outstanding requirements, transfers that pay payout requests, and the admin's view of them.
import { db, type Tx } from '../../platform/db';
import type { SessionUser } from '../../platform/auth/session';
import { recordAudit } from '../../platform/audit';
import { callStripe, stripeConfigured } from '../../platform/stripe';
import { brandBaseUrl } from '../../platform/brands/public-url';

/** The fields of a Stripe account object the platform reads (Stripe.Account has them all). */
export interface StripeAccountObject {
  id: string;
  details_submitted?: boolean;
  payouts_enabled?: boolean;
  capabilities?: { transfers?: string };
  requirements?: {
    currently_due?: string[] | null;
    past_due?: string[] | null;
    disabled_reason?: string | null;
  } | null;
}

/** The account fields we keep, from a Stripe account object. */
export function accountState(a: StripeAccountObject) {
  const due = [...new Set([...(a.requirements?.past_due ?? []), ...(a.requirements?.currently_due ?? [])])];
  return {
    detailsSubmitted: !!a.details_submitted,
    payoutsEnabled: !!a.payouts_enabled,
    transfersActive: a.capabilities?.transfers === 'active',
    requirementsDue: due.slice(0, 50),
    disabledReason: a.requirements?.disabled_reason ?? null,
  };
}

const REQUIREMENT_LABELS: [RegExp, string][] = [
  [/^external_account$/, 'A bank account for payouts'],
  [/^tos_acceptance\./, "Accept Stripe's services agreement"],
  [/verification\.(additional_)?document$/, 'An identity document'],
  [/\.dob\./, 'Date of birth'],
  [/\.address\./, 'Address'],
  [/\.(ssn_last_4|id_number)$/, 'Tax or national id number'],
  [/\.(first_name|last_name)$/, 'Legal name'],
  [/\.email$/, 'Email address'],
  [/\.phone$/, 'Phone number'],
  [/^business_profile\./, 'Business details (website or description)'],
  [/^business_type$/, 'Business type'],
  [/^company\./, 'Company details'],
];

/** Stripe's requirement names ("individual.dob.day") as things a person can act on, without repeats. */
function requirementLabels(due: string[]): string[] {
  const out = new Set<string>();
  for (const r of due) {
    const hit = REQUIREMENT_LABELS.find(([re]) => re.test(r));
    out.add(hit ? hit[1] : 'Other details Stripe asks for');
  }
  return [...out];
}

export function accountView(a: {
  accountId: string;
  detailsSubmitted: boolean;
  payoutsEnabled: boolean;
  transfersActive: boolean;
  requirementsDue: string[];
  disabledReason: string | null;
  lastBankPayout: string | null;
  updatedAt: Date;
}) {
  const status: 'active' | 'pending' | 'incomplete' =
    a.payoutsEnabled && a.transfersActive ? 'active' : a.detailsSubmitted ? 'pending' : 'incomplete';
  return {
    /** acct_… shortened: enough to recognise it, nothing more */
    accountRef: `${a.accountId.slice(0, 5)}…${a.accountId.slice(-4)}`,
    status,
    payoutsEnabled: a.payoutsEnabled,
    transfersActive: a.transfersActive,
    requirements: requirementLabels(a.requirementsDue),
    disabledReason: a.disabledReason,
    lastBankPayout: a.lastBankPayout,
    updatedAt: a.updatedAt,
  };
}

/** The caller's connected account, refreshed from Stripe when Stripe is configured. */
export async function getMyStripeAccount(actor: SessionUser) {
  const configured = stripeConfigured();
  let row = await db.stripeConnectAccount.findUnique({ where: { userId: actor.id } });
  if (row && configured) {
    const id = row.accountId;
    const a = await callStripe('accounts.retrieve', (stripe) => stripe.accounts.retrieve(id));
    row = await db.stripeConnectAccount.update({ where: { userId: actor.id }, data: accountState(a) });
  }
  return { configured, account: row ? accountView(row) : null };
}

/**
 * Creates the caller's Express account on first use (idempotency key per user, so a double click makes
 * one account) and returns a fresh onboarding link to Stripe's hosted form.
 */
export async function startStripeOnboarding(actor: SessionUser) {
  let row = await db.stripeConnectAccount.findUnique({ where: { userId: actor.id } });
  if (!row) {
    const a = await callStripe('accounts.create', (stripe) =>
      stripe.accounts.create(
        {
          type: 'express',
          email: actor.email,
          capabilities: { transfers: { requested: true } },
          metadata: { userId: actor.id },
        },
        { idempotencyKey: `connect-account-${actor.id}` },
      ),
    );
    // Two clicks at once get the same account from Stripe (same idempotency key); one row is kept.
    row = await db.$transaction(async (tx) => {
      const made = await tx.stripeConnectAccount.createMany({
        data: [{ userId: actor.id, accountId: a.id, ...accountState(a) }],
        skipDuplicates: true,
      });
      if (made.count === 1)
        await recordAudit({
          tx,
          actor: actor.id,
          action: 'stripe_account.create',
          target: { type: 'StripeConnectAccount', id: actor.id },
        });
      return tx.stripeConnectAccount.findUniqueOrThrow({ where: { userId: actor.id } });
    });
  }
  const base = brandBaseUrl(actor.brand);
  const account = row.accountId;
  const link = await callStripe('account_links.create', (stripe) =>
    stripe.accountLinks.create({
      account,
      type: 'account_onboarding',
      refresh_url: `${base}/artist-payout-setup?stripe=refresh`,
      return_url: `${base}/artist-payout-setup?stripe=return`,
    }),
  );
  return { url: link.url };
}

/** The payee's connected account when Stripe can pay them (configured, payouts and transfers on). */
export async function payableStripeAccount(userId: string) {
  if (!stripeConfigured()) return null;
  const a = await db.stripeConnectAccount.findUnique({ where: { userId } });
  return a && a.payoutsEnabled && a.transfersActive ? a : null;
}

/** Of these payees, those Stripe can pay now. */
export async function payableStripeUsers(userIds: string[]): Promise<Set<string>> {
  if (!stripeConfigured() || userIds.length === 0) return new Set();
  const rows = await db.stripeConnectAccount.findMany({
    where: { userId: { in: userIds }, payoutsEnabled: true, transfersActive: true },
    select: { userId: true },
  });
  return new Set(rows.map((r) => r.userId));
}

/**
 * Sends the transfer that pays a payout request. The idempotency key is the request's id: a retry after
 * a crash between Stripe's answer and our commit gets the same transfer back, never a second one.
 */
export async function createPayoutTransfer(payout: { id: string; amountCents: number }, accountId: string) {
  const t = await callStripe('transfers.create', (stripe) =>
    stripe.transfers.create(
      {
        amount: payout.amountCents,
        currency: 'usd',
        destination: accountId,
        transfer_group: `payout_${payout.id}`,
        metadata: { payoutRequestId: payout.id },
      },
      { idempotencyKey: `payout-${payout.id}` },
    ),
  );
  return { id: t.id, accountId, amountCents: t.amount, currency: t.currency };
}

/** Inside the transaction that marks the payout paid. */
export async function recordPayoutTransfer(
  tx: Tx,
  payoutRequestId: string,
  t: Awaited<ReturnType<typeof createPayoutTransfer>>,
) {
  await tx.stripeTransfer.create({
    data: {
      id: t.id,
      payoutRequestId,
      accountId: t.accountId,
      amountCents: t.amountCents,
      currency: t.currency,
    },
  });
}

interface BalanceTransaction {
  id: string;
  amount: number;
  source: string | null;
}

/**
 * Payout transfers of the last `days` days against Stripe's balance transactions of type transfer:
 * matched, amount differs, missing at Stripe, or at Stripe with no payout here.
 */
export async function reconcileTransfers(days = 90) {
  const since = new Date(Date.now() - days * 86_400_000);
  const ours = await db.stripeTransfer.findMany({
    where: { createdAt: { gte: since } },
    orderBy: { createdAt: 'desc' },
  });
  const theirs: BalanceTransaction[] = [];
  let after: string | undefined;
  for (let page = 0; page < 10; page++) {
    const startingAfter = after;
    const res = await callStripe('balance_transactions.list', (stripe) =>
      stripe.balanceTransactions.list({
        type: 'transfer',
        limit: 100,
        created: { gte: Math.floor(since.getTime() / 1000) - 86_400 },
        ...(startingAfter ? { starting_after: startingAfter } : {}),
      }),
    );
    theirs.push(
      ...res.data.map((b) => ({
        id: b.id,
        amount: b.amount,
        source: typeof b.source === 'string' ? b.source : (b.source?.id ?? null),
      })),
    );
    if (!res.has_more || res.data.length === 0) break;
    after = res.data[res.data.length - 1].id;
  }
  const bySource = new Map(theirs.filter((b) => b.source).map((b) => [b.source!, b]));
  const rows = ours.map((t) => {
    const b = bySource.get(t.id);
    bySource.delete(t.id);
    const stripeCents = b ? Math.abs(b.amount) : null;
    return {
      transferId: t.id,
      payoutRequestId: t.payoutRequestId as string | null,
      platformCents: t.amountCents as number | null,
      stripeCents,
      balanceTransactionId: b?.id ?? null,
      result: !b ? 'missing_at_stripe' : stripeCents === t.amountCents ? 'matched' : 'amount_differs',
    };
  });
  for (const b of bySource.values())
    rows.push({
      transferId: b.source!,
      payoutRequestId: null,
      platformCents: null,
      stripeCents: Math.abs(b.amount),
      balanceTransactionId: b.id,
      result: 'unknown_to_platform',
    });
  const count = (r: string) => rows.filter((x) => x.result === r).length;
  return {
    since,
    rows,
    summary: {
      matched: count('matched'),
      amountDiffers: count('amount_differs'),
      missingAtStripe: count('missing_at_stripe'),
      unknownToPlatform: count('unknown_to_platform'),
    },
  };
}
