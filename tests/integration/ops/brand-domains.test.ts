// The brand-to-domain map saved in Super Admin Settings drives proxy.ts: the save applies at once in the
// saving process, other processes pick it up from the database on their refresh, and no request reads
// the database.
import { NextRequest } from 'next/server';
import { db } from '@/lib/platform/db';
import { proxy } from '@/proxy';
import * as settings from '@/app/api/admin/super-settings/route';
import { refreshBrandDomains } from '@/lib/command/settings';
import { createUser } from '../../helpers/api';
import { callSteppedUp } from '../../helpers/step-up';

jest.setTimeout(60_000);

/** The brand proxy.ts hands to the app for a request to this host. */
async function brandFor(host: string): Promise<string | null> {
  const res = await proxy(new NextRequest(`http://${host}/`, { headers: { host } }));
  return res.headers.get('x-middleware-request-x-brand');
}

const empty = { tnm: [], mastermusicsafe: [], distro80: [], sgr: [] };

it('a domain saved for a brand serves that brand, and a removed one stops', async () => {
  const boss = await createUser('super_admin');
  const fallback = await brandFor('beats.example.org');
  expect(await brandFor('sgr.localhost')).toBe('sgr');
  expect(fallback).not.toBe('sgr');

  const saved = await callSteppedUp(settings.PATCH, boss, {
    method: 'PATCH',
    body: { brandDomains: { ...empty, sgr: ['Beats.Example.org'] } },
  });
  expect(saved.status).toBe(200);
  expect(await brandFor('beats.example.org')).toBe('sgr');
  expect(await brandFor('BEATS.example.org:8443')).toBe('sgr');
  expect(await brandFor('shop.beats.example.org')).toBe('sgr');

  const moved = await callSteppedUp(settings.PATCH, boss, {
    method: 'PATCH',
    body: { brandDomains: { ...empty, distro80: ['beats.example.org'] } },
  });
  expect(moved.status).toBe(200);
  expect(await brandFor('beats.example.org')).toBe('distro80');

  const cleared = await callSteppedUp(settings.PATCH, boss, { method: 'PATCH', body: { brandDomains: empty } });
  expect(cleared.status).toBe(200);
  expect(await brandFor('beats.example.org')).toBe(fallback);
});

it('a save made by another process reaches this one on its refresh', async () => {
  // Another process wrote the setting: this process does not see it until it refreshes.
  await db.setting.upsert({
    where: { key: 'platform.brandDomains' },
    create: { key: 'platform.brandDomains', value: { ...empty, mastermusicsafe: ['vault.example.net'] } },
    update: { value: { ...empty, mastermusicsafe: ['vault.example.net'] } },
  });
  expect(await brandFor('vault.example.net')).not.toBe('mastermusicsafe');
  await refreshBrandDomains();
  expect(await brandFor('vault.example.net')).toBe('mastermusicsafe');
});
