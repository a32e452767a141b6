// Every handler that changes a platform-wide setting is the super admin's and needs a live step-up grant:
// an admin gets 403, a super admin without step-up 428 (before the input is read), and with it the change
// is made. PUT /api/rights/settings (publisher IPI, CWR sender) was the one without step-up.
import { db } from '@/lib/platform/db';
import * as rightsSettings from '@/app/api/rights/settings/route';
import * as superSettings from '@/app/api/admin/super-settings/route';
import * as signupSettings from '@/app/api/admin/signup-settings/route';
import * as distSettings from '@/app/api/distribution/settings/route';
import * as store from '@/app/api/distribution/stores/[id]/route';
import * as storeTransport from '@/app/api/ops/store-transports/[id]/route';
import * as edgeSettings from '@/app/api/security/edge-settings/route';
import { call, createUser } from '../../helpers/api';
import { callSteppedUp } from '../../helpers/step-up';

type Handler = Parameters<typeof call>[0];

// Each entry gives its path parameters (none: {}), so jest passes as many arguments as the test takes.
const SETTINGS: [name: string, handler: Handler, method: string, params: Record<string, string>][] = [
  ['PUT /api/rights/settings', rightsSettings.PUT, 'PUT', {}],
  ['PATCH /api/admin/super-settings', superSettings.PATCH, 'PATCH', {}],
  ['PUT /api/admin/signup-settings', signupSettings.PUT, 'PUT', {}],
  ['PATCH /api/distribution/settings', distSettings.PATCH, 'PATCH', {}],
  ['PATCH /api/distribution/stores/{id}', store.PATCH, 'PATCH', { id: 'spotify' }],
  ['PUT /api/ops/store-transports/{id}', storeTransport.PUT, 'PUT', { id: 'spotify' }],
  ['DELETE /api/ops/store-transports/{id}', storeTransport.DELETE, 'DELETE', { id: 'spotify' }],
  ['PATCH /api/security/edge-settings', edgeSettings.PATCH, 'PATCH', {}],
];

describe('platform-wide settings need a super admin with step-up', () => {
  it.each(SETTINGS)(
    '%s: 403 for an admin, 428 for a super admin without step-up',
    async (_n, handler, method, params) => {
      const admin = await createUser('admin');
      const boss = await createUser('super_admin');
      const body = method === 'DELETE' ? undefined : {};
      expect((await call(handler, { as: admin, method, params, body })).status).toBe(403);
      expect((await call(handler, { as: boss, method, params, body })).status).toBe(428);
    },
  );

  it('PUT /api/rights/settings saves the publisher IPI and CWR sender only after step-up', async () => {
    const boss = await createUser('super_admin');
    const input = { senderCode: 'ZZ', publisherName: 'Step Up Publishing', publisherIpi: '00123456790' };
    expect((await call(rightsSettings.PUT, { as: boss, method: 'PUT', body: input })).status).toBe(428);
    expect(await db.auditLog.count({ where: { actorId: boss.id } })).toBe(0);
    const saved = await callSteppedUp(rightsSettings.PUT, boss, { method: 'PUT', body: input });
    expect(saved.status).toBe(200);
    expect(saved.json.settings).toMatchObject({ senderCode: 'ZZ', publisherName: 'Step Up Publishing' });
    expect((await call(rightsSettings.GET, { as: boss })).json.settings).toMatchObject({ senderCode: 'ZZ' });
  });
});
