jest.setTimeout(120_000);
import { db } from '@/lib/platform/db';
import { startsFromDemoData } from '../../helpers/demo-data';
import { buildReleaseErn, loadErnRelease } from '@/lib/distribution/ern/service';
import { validateErn, validateErns } from '@/lib/distribution/ern/validate';

startsFromDemoData();

beforeAll(async () => {}, 120_000);

describe('DDEX ERN 4.3', () => {
  it('builds a message for every seeded release that validates against the ERN 4.3 XSD', async () => {
    const releases = await db.release.findMany({ select: { id: true, title: true } });
    expect(releases.length).toBeGreaterThanOrEqual(10);
    const stores = await db.store.findMany({ take: 1 });
    const xmls = await Promise.all(
      releases.map(async (r) => buildReleaseErn(await loadErnRelease(r.id), { store: stores[0] })),
    );
    const results = await validateErns(xmls);
    results.forEach((res, i) =>
      expect({ title: releases[i].title, errors: res.errors }).toEqual({ title: releases[i].title, errors: [] }),
    );
    expect(results.every((r) => r.valid)).toBe(true);
    expect(xmls[0]).toContain('<MessageRecipient>');
  }, 120_000);

  it('builds valid takedown messages and reports schema errors with line numbers', async () => {
    const live = await db.release.findFirstOrThrow({ where: { status: 'distributed' } });
    const takedown = await buildReleaseErn(await loadErnRelease(live.id), { kind: 'takedown' });
    expect(takedown).toContain('<EndDate>');
    expect((await validateErn(takedown)).valid).toBe(true);

    const broken = takedown
      .replace('<ReleaseType>', '<ReleaseType>Mixtape')
      .replace(/<MessageId>[^<]*<\/MessageId>/, '');
    const res = await validateErn(broken);
    expect(res.valid).toBe(false);
    expect(res.errors.length).toBeGreaterThanOrEqual(2);
    expect(res.errors[0]).toMatchObject({ line: expect.any(Number), message: expect.stringContaining('Message') });
  }, 60_000);
});
