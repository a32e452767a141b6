// Operations demo data: the demo payees' tax details (W-9 with a test TIN), so their payouts can go ahead.
import type { Db } from '../../lib/platform/db';
import { encryptField } from '../../lib/platform/security/crypto';

export async function seedOps(db: Db): Promise<void> {
  const payees = await db.user.findMany({
    where: { OR: [{ payoutMethod: { isNot: null } }, { payoutRequests: { some: {} } }] },
    select: { id: true, name: true },
  });
  for (const [i, p] of payees.entries()) {
    const tin = `900-70-${String(1000 + i).slice(-4)}`;
    await db.taxProfile.upsert({
      where: { userId: p.id },
      update: {},
      create: {
        userId: p.id,
        form: 'w9',
        legalName: p.name,
        businessType: 'individual',
        country: 'US',
        tinEnc: encryptField(tin.replace(/-/g, '')),
        tinMasked: `•••-••-${tin.slice(-4)}`,
        certifiedAt: new Date(),
      },
    });
  }
}
