// Per-artist statements for a period: earnings lines by month, store and track, payouts, totals;
// as JSON, CSV or PDF (pdfkit).
import PDFDocument from 'pdfkit';
import { pdfToBuffer } from '../platform/pdf';
import { db } from '../platform/db';
import { Prisma } from '../generated/prisma/client';
import { paginate, type PageQuery } from '../platform/paging';
import { NotFound } from '../platform/errors';
import { toCsv } from '../platform/csv';
import { formatMoney } from '../platform/format';

export interface StatementQuery {
  userId: string;
  from: string;
  to: string;
}

export async function artistStatement(q: StatementQuery) {
  const user = await db.user.findUnique({ where: { id: q.userId }, select: { id: true, name: true, email: true } });
  if (!user) throw new NotFound('Artist not found');
  const groups = await db.earningAllocation.groupBy({
    by: ['salePeriod', 'store', 'trackId'],
    where: { userId: q.userId, salePeriod: { gte: q.from, lte: q.to } },
    _sum: { amountCents: true, units: true },
    orderBy: [{ salePeriod: 'asc' }, { store: 'asc' }],
  });
  const ids = [...new Set(groups.map((g) => g.trackId).filter((t): t is string => !!t))];
  const tracks = new Map(
    (await db.track.findMany({ where: { id: { in: ids } }, select: { id: true, title: true, isrc: true } })).map(
      (t) => [t.id, t],
    ),
  );
  const lines = groups.map((g) => ({
    period: g.salePeriod,
    store: g.store,
    track: (g.trackId && tracks.get(g.trackId)?.title) || '',
    isrc: (g.trackId && tracks.get(g.trackId)?.isrc) || '',
    units: g._sum.units ?? 0,
    cents: g._sum.amountCents ?? 0,
  }));
  const [y1, m1] = q.from.split('-').map(Number);
  const [y2, m2] = q.to.split('-').map(Number);
  const payouts = await db.payoutRequest.findMany({
    where: {
      userId: q.userId,
      status: 'paid',
      paidAt: { gte: new Date(Date.UTC(y1, m1 - 1, 1)), lt: new Date(Date.UTC(y2, m2, 1)) },
    },
    orderBy: { paidAt: 'asc' },
    select: { id: true, amountCents: true, paidAt: true, paidVia: true, paymentRef: true },
  });
  const earnedCents = lines.reduce((s, l) => s + l.cents, 0);
  const paidCents = payouts.reduce((s, p) => s + p.amountCents, 0);
  return { artist: user, from: q.from, to: q.to, lines, payouts, totals: { earnedCents, paidCents } };
}

type Statement = Awaited<ReturnType<typeof artistStatement>>;

export function statementCsv(s: Statement): string {
  const rows = [['sale_period', 'store', 'track', 'isrc', 'units', 'amount_usd']];
  for (const l of s.lines) rows.push([l.period, l.store, l.track, l.isrc, String(l.units), (l.cents / 100).toFixed(2)]);
  rows.push(['total', '', '', '', '', (s.totals.earnedCents / 100).toFixed(2)]);
  for (const p of s.payouts)
    rows.push([
      `payout ${p.paidAt?.toISOString().slice(0, 10) ?? ''}`,
      p.paidVia ?? '',
      p.paymentRef ?? '',
      '',
      '',
      (-p.amountCents / 100).toFixed(2),
    ]);
  return toCsv(rows);
}

export function statementPdf(s: Statement): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `Royalty statement ${s.artist.name} ${s.from} to ${s.to}` },
  });
  doc.fontSize(18).text('Royalty statement');
  doc.moveDown(0.3).fontSize(11).text(`${s.artist.name} <${s.artist.email}>`);
  doc.text(`Period: ${s.from} to ${s.to}`);
  doc.moveDown();
  const cols = [48, 110, 210, 380, 440];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    cells.forEach((c, i) =>
      doc.text(c, cols[i], y, {
        width: (cols[i + 1] ?? 548) - cols[i] - 6,
        align: i >= 3 ? 'right' : 'left',
        lineBreak: false,
        ellipsis: true,
      }),
    );
    doc.moveDown(0.6);
    if (doc.y > 770) doc.addPage();
  };
  row(['Period', 'Store', 'Track', 'Units', 'Amount'], true);
  for (const l of s.lines) row([l.period, l.store, l.track, String(l.units), formatMoney(l.cents)]);
  doc.moveDown(0.5);
  row(['Total earned', '', '', '', formatMoney(s.totals.earnedCents)], true);
  if (s.payouts.length) {
    doc.moveDown();
    row(['Paid on', 'Via', 'Reference', '', 'Amount'], true);
    for (const p of s.payouts)
      row([
        p.paidAt?.toISOString().slice(0, 10) ?? '',
        p.paidVia ?? '',
        p.paymentRef ?? '',
        '',
        formatMoney(p.amountCents),
      ]);
    row(['Total paid', '', '', '', formatMoney(s.totals.paidCents)], true);
  }
  return pdfToBuffer(doc);
}

const USER_CHOICE = { id: true, name: true, email: true } as const;

/** Artists with earnings, for the report picker, by name; one page at a time, each with their earnings (cents). */
export async function artistsWithEarnings(q: PageQuery) {
  // "Has earnings" and the sums from the running totals per user and month (kept by the allocation triggers),
  // not the allocations: a semi-join of the users with 200,000 allocation rows (2,000,000 at SCALE=1) on
  // every page, and the page's sums reading the allocations of an artist with a million rows.
  const earning = Prisma.sql`EXISTS (SELECT 1 FROM "EarningMonthTotal" t WHERE t."userId" = u."id" AND t."lines" > 0)`;
  return paginate(
    q,
    (page) => db.$queryRaw<{ id: string; name: string; email: string }[]>`
      SELECT u."id", u."name", u."email" FROM "User" u
      WHERE ${earning} ${
        // Prisma's cursor: the rows after the cursor's row in the list's order (none when it is gone).
        page.cursor
          ? Prisma.sql`AND (u."name", u."id") > (SELECT c."name", c."id" FROM "User" c WHERE c."id" = ${page.cursor.id})`
          : Prisma.empty
      }
      ORDER BY u."name", u."id" LIMIT ${page.take}`,
    async () => {
      const [{ n }] = await db.$queryRaw<{ n: number }[]>`SELECT COUNT(*)::int AS n FROM "User" u WHERE ${earning}`;
      return n;
    },
    async (users) => {
      const sums = await db.earningMonthTotal.groupBy({
        by: ['userId'],
        where: { userId: { in: users.map((u) => u.id) } },
        _sum: { cents: true },
      });
      const cents = new Map(sums.map((g) => [g.userId, Number(g._sum.cents ?? 0)]));
      return users.map((u) => ({ ...u, cents: cents.get(u.id) ?? 0 }));
    },
  );
}

/** The `n` payees with the most earnings (net share of every imported statement), the most first. */
export async function topEarners(n: number) {
  const groups = await db.earningAllocation.groupBy({
    by: ['userId'],
    where: { userId: { not: null } },
    _sum: { amountCents: true },
    orderBy: { _sum: { amountCents: 'desc' } },
    // bounded: the top N earners (the assistant names five).
    take: n,
  });
  const users = await db.user.findMany({ where: { id: { in: groups.map((g) => g.userId!) } }, select: USER_CHOICE });
  const byId = new Map(users.map((u) => [u.id, u]));
  return groups.flatMap((g) => {
    const u = byId.get(g.userId!);
    return u ? [{ ...u, cents: g._sum.amountCents ?? 0 }] : [];
  });
}
