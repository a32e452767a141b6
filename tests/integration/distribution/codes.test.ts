jest.setTimeout(120_000);
import { db } from '@/lib/platform/db';
import { assignIsrc, checkBroughtIsrc } from '@/lib/distribution/isrc';
import { assignUpc, checkBroughtUpc, upcProblem } from '@/lib/distribution/upc';
import { getDistributionSettings, setDistributionSettings } from '@/lib/distribution/settings';
import { createUser } from '../../helpers/api';

describe('ISRC assignment', () => {
  it('gives 200 concurrent assignments 200 distinct, consecutive codes', async () => {
    const codes = await Promise.all(Array.from({ length: 200 }, () => assignIsrc(2026)));
    expect(new Set(codes).size).toBe(200);
    const numbers = codes.map((c) => Number(c.slice(7))).sort((a, b) => a - b);
    expect(numbers[0]).toBe(1);
    expect(numbers[199]).toBe(200);
    expect(codes.every((c) => /^USMMS26\d{5}$/.test(c))).toBe(true);
  });

  it('gives a number back when its transaction rolls back (no gap)', async () => {
    const { nextIsrc } = await import('@/lib/distribution/isrc');
    await expect(
      db.$transaction(async (tx) => {
        await nextIsrc(tx, 2030);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await assignIsrc(2030)).toBe('USMMS3000001');
  });

  it('continues after the highest code already in the catalog and uses the configured registrant', async () => {
    const owner = await createUser('artist');
    await db.release.create({
      data: {
        ownerId: owner.id,
        title: 'Old',
        primaryArtist: 'A',
        tracks: { create: [{ position: 1, title: 'T', isrc: 'QZABC2800042' }] },
      },
    });
    await setDistributionSettings({ isrcRegistrant: 'qzabc' }, null);
    expect(await assignIsrc(2028)).toBe('QZABC2800043');
    await setDistributionSettings({ isrcRegistrant: 'USMMS' }, null);
  });

  it('refuses a brought ISRC that is malformed, and keeps the one it accepts in the stored form', () => {
    expect(() => checkBroughtIsrc('US-MMS-2')).toThrow(expect.objectContaining({ status: 400 }));
    expect(checkBroughtIsrc('qz-abc-28-00099')).toBe('QZABC2800099');
  });

  it('skips a code of its registrant someone brought ahead of the counter', async () => {
    const owner = await createUser('artist');
    await setDistributionSettings({ isrcRegistrant: 'qzabd' }, null);
    const first = await assignIsrc(2029);
    expect(first).toBe('QZABD2900001');
    await db.release.create({
      data: {
        ownerId: owner.id,
        title: 'Brought',
        primaryArtist: 'A',
        tracks: { create: [{ position: 1, title: 'T', isrc: 'QZABD2900002' }] },
      },
    });
    expect(await assignIsrc(2029)).toBe('QZABD2900003');
    await setDistributionSettings({ isrcRegistrant: 'USMMS' }, null);
  });
});

describe('UPC assignment', () => {
  it('issues distinct UPC-A codes with valid check digits under the prefix, and EAN-13 when configured', async () => {
    const codes = await Promise.all(Array.from({ length: 50 }, () => assignUpc()));
    expect(new Set(codes).size).toBe(50);
    for (const c of codes) {
      expect(c).toMatch(/^8500001\d{5}$/);
      expect(upcProblem(c)).toBeNull();
    }
    await setDistributionSettings({ barcodeType: 'ean_13', upcPrefix: '5012345' }, null);
    const ean = await assignUpc();
    expect(ean).toMatch(/^5012345\d{6}$/);
    expect(upcProblem(ean)).toBeNull();
    await setDistributionSettings({ barcodeType: 'upc_a', upcPrefix: '8500001' }, null);
    expect((await getDistributionSettings()).upcPrefix).toBe('8500001');
  });

  it('refuses a brought UPC with a wrong check digit', async () => {
    await expect(checkBroughtUpc('036000291453', null)).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('should be 2'),
    });
    await expect(checkBroughtUpc('036000291452', null)).resolves.toBe('036000291452');
  });

  it('refuses invalid settings', async () => {
    await expect(setDistributionSettings({ isrcRegistrant: 'U1' }, null)).rejects.toThrow();
    await expect(setDistributionSettings({ upcPrefix: '12ab' }, null)).rejects.toThrow();
  });
});

describe('codes continue after the catalog', () => {
  it('starts the UPC counter after the highest item number already used under the prefix', async () => {
    const owner = await createUser('artist');
    await db.upcCounter.deleteMany();
    await db.release.create({ data: { ownerId: owner.id, title: 'Seeded', primaryArtist: 'A', upc: '850000100060' } });
    expect(await assignUpc()).toBe('850000100077');
  });
});
