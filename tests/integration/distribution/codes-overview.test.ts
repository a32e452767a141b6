// /admin-isrc's range figures: how much of each ISRC year and UPC prefix is used, and the warning at 80%.
import { db } from '@/lib/platform/db';
import { codesOverview } from '@/lib/distribution/codes-overview';
import { getDistributionSettings } from '@/lib/distribution/settings';

jest.setTimeout(60_000);

it('reports each sequence with its share used and warns from 80% of the range', async () => {
  const { upcPrefix } = await getDistributionSettings();
  const width = 12 - 1 - upcPrefix.length; // UPC-A by default
  const upcCapacity = 10 ** width - 1;
  await db.isrcCounter.create({ data: { registrant: 'USMMS', year: 2031, lastNumber: 79_998 } });
  await db.isrcCounter.create({ data: { registrant: 'USMMS', year: 2032, lastNumber: 80_000 } });
  await db.upcCounter.upsert({
    where: { prefix: upcPrefix },
    create: { prefix: upcPrefix, lastNumber: Math.ceil(upcCapacity * 0.9) },
    update: { lastNumber: Math.ceil(upcCapacity * 0.9) },
  });

  const { sequences } = await codesOverview();
  const byLabel = Object.fromEntries(sequences.map((q) => [q.label, q]));
  expect(byLabel['ISRC USMMS 2031']).toMatchObject({
    issued: 79_998,
    capacity: 99_999,
    usedPercent: 79,
    nearlyFull: false,
  });
  expect(byLabel['ISRC USMMS 2032']).toMatchObject({ usedPercent: 80, nearlyFull: true });
  expect(byLabel[`UPC prefix ${upcPrefix}`]).toMatchObject({
    capacity: upcCapacity,
    usedPercent: 90,
    nearlyFull: true,
  });
});
