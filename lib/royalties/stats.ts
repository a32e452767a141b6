// Figures the command center's /api/stats reads from the royalties domain.
import { db } from '../db';

/** Revenue reported by stores across all completed statement imports, in USD cents. */
export async function totalRevenueCents(): Promise<number> {
  const agg = await db.statementImport.aggregate({ where: { status: 'completed' }, _sum: { totalUsdCents: true } });
  return Number(agg._sum.totalUsdCents ?? 0n);
}
