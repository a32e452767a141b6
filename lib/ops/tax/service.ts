// Payout tax information (W-9 / W-8BEN) and the yearly earnings summary per payee (1099-style).
import { toCsv } from '../../platform/csv';
import { db } from '../../platform/db';
import type { SessionUser } from '../../platform/auth/session';
import { recordAudit } from '../../platform/audit';
import { encryptField } from '../../platform/security/crypto';
import type { TaxProfileInput } from '../schema';

const BUSINESS_TYPES: Record<string, string> = {
  individual: 'Individual / sole proprietor',
  c_corp: 'C corporation',
  s_corp: 'S corporation',
  partnership: 'Partnership',
  trust_estate: 'Trust / estate',
  llc: 'Limited liability company',
  other: 'Other',
};

/** "•••-••-6789" for a US TIN, "•••• 4321" for a foreign one. */
function maskTin(form: string, tin: string): string {
  const last4 = tin.replace(/[^A-Za-z0-9]/g, '').slice(-4);
  return form === 'w9' ? `•••-••-${last4}` : `•••• ${last4}`;
}

function view(p: {
  form: string;
  legalName: string;
  businessType: string | null;
  country: string;
  tinMasked: string;
  treatyClaim: string | null;
  certifiedAt: Date;
}) {
  return {
    form: p.form as 'w9' | 'w8ben',
    formLabel: p.form === 'w9' ? 'W-9' : 'W-8BEN',
    legalName: p.legalName,
    businessType: p.businessType ? (BUSINESS_TYPES[p.businessType] ?? p.businessType) : null,
    country: p.country,
    tinMasked: p.tinMasked,
    treatyClaim: p.treatyClaim,
    certifiedAt: p.certifiedAt,
  };
}

export async function getMyTaxProfile(actor: SessionUser) {
  const p = await db.taxProfile.findUnique({ where: { userId: actor.id } });
  return { profile: p ? view(p) : null };
}

export async function saveTaxProfile(actor: SessionUser, input: TaxProfileInput) {
  const data = {
    form: input.form,
    legalName: input.legalName,
    businessType: input.form === 'w9' ? input.businessType : null,
    country: input.form === 'w9' ? 'US' : input.country,
    tinEnc: encryptField(input.tin),
    tinMasked: maskTin(input.form, input.tin),
    treatyClaim: input.form === 'w8ben' ? input.treatyClaim || null : null,
    certifiedAt: new Date(),
  };
  await db.$transaction(async (tx) => {
    await tx.taxProfile.upsert({ where: { userId: actor.id }, create: { userId: actor.id, ...data }, update: data });
    await recordAudit({
      tx,
      actor: actor.id,
      action: 'tax_profile.save',
      target: { type: 'TaxProfile', id: actor.id },
      detail: { form: input.form },
    });
  });
  return getMyTaxProfile(actor);
}

/** Payees (of these ids) who have given their tax details. */
export async function payeesWithTaxDetails(userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.taxProfile.findMany({ where: { userId: { in: userIds } }, select: { userId: true } });
  return new Set(rows.map((r) => r.userId));
}

/** Payees (a payout method or a payout request) who have not given their tax details, by name. */
export async function payeesWithoutTaxDetails(): Promise<{ id: string; name: string }[]> {
  const payees = await db.user.findMany({
    where: { OR: [{ payoutMethod: { isNot: null } }, { payoutRequests: { some: {} } }] },
    select: { id: true, name: true },
    orderBy: { name: 'asc' },
  });
  const given = await payeesWithTaxDetails(payees.map((p) => p.id));
  return payees.filter((p) => !given.has(p.id));
}

/** Tax profiles on file. */
export function taxProfileCount(): Promise<number> {
  return db.taxProfile.count();
}

export const TAX_DETAILS_MISSING = 'Waiting for the payee’s tax details (W-9 or W-8BEN).';

/** Per payee, what was paid out in the calendar year (UTC), with their masked tax id. */
export async function yearlyEarningsSummary(year = new Date().getUTCFullYear()) {
  const from = new Date(Date.UTC(year, 0, 1));
  const to = new Date(Date.UTC(year + 1, 0, 1));
  const groups = await db.payoutRequest.groupBy({
    by: ['userId'],
    where: { status: 'paid', paidAt: { gte: from, lt: to } },
    _sum: { amountCents: true },
    _count: { _all: true },
  });
  const ids = groups.map((g) => g.userId);
  const [users, profiles] = await Promise.all([
    db.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, email: true } }),
    db.taxProfile.findMany({ where: { userId: { in: ids } } }),
  ]);
  const userById = new Map(users.map((u) => [u.id, u]));
  const profileById = new Map(profiles.map((p) => [p.userId, p]));
  const rows = groups
    .map((g) => {
      const u = userById.get(g.userId);
      const p = profileById.get(g.userId);
      return {
        userId: g.userId,
        payee: p?.legalName ?? u?.name ?? 'Unknown payee',
        email: u?.email ?? '',
        form: p ? (p.form === 'w9' ? 'W-9' : 'W-8BEN') : null,
        country: p?.country ?? null,
        tinMasked: p?.tinMasked ?? null,
        payouts: g._count._all,
        totalPaidCents: g._sum.amountCents ?? 0,
      };
    })
    .sort((a, b) => b.totalPaidCents - a.totalPaidCents || a.payee.localeCompare(b.payee));
  return { year, rows, totalPaidCents: rows.reduce((s, r) => s + r.totalPaidCents, 0) };
}

export function yearlySummaryCsv(s: Awaited<ReturnType<typeof yearlyEarningsSummary>>): string {
  return toCsv(
    s.rows.map((r) => [
      s.year,
      r.payee,
      r.email,
      r.form ?? 'Not given',
      r.country ?? '',
      r.tinMasked ?? '',
      r.payouts,
      (r.totalPaidCents / 100).toFixed(2),
    ]),
    ['Year', 'Payee', 'Email', 'Tax form', 'Country', 'Tax id (masked)', 'Payouts', 'Total paid (USD)'],
  );
}
