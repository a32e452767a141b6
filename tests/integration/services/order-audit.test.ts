// An order's status change writes its audit row with it; a refused change (out of order, or a stranger's)
// writes none.
import { resetEnvCache } from '@/lib/platform/env';
import { db } from '@/lib/platform/db';
import * as ordersRoute from '@/app/api/services/orders/route';
import * as orderRoute from '@/app/api/services/orders/[id]/route';
import * as offeringsRoute from '@/app/api/services/offerings/route';
import { call, createUser } from '../../helpers/api';

jest.setTimeout(60_000);

beforeAll(() => {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_API_BASE;
  resetEnvCache();
});

const act = (as: Awaited<ReturnType<typeof createUser>>, id: string, body: object) =>
  call(orderRoute.POST, { as, params: { id }, body });
const auditsOf = (orderId: string) =>
  db.auditLog.findMany({ where: { entityId: orderId }, orderBy: { createdAt: 'asc' }, select: { action: true } });

describe('order status audit', () => {
  it('audits each status change and nothing for refused ones', async () => {
    const admin = await createUser('admin');
    const artist = await createUser('artist');
    const stranger = await createUser('artist');
    const made = await call(offeringsRoute.POST, {
      as: admin,
      body: {
        brand: 'tnm',
        key: 'epk',
        name: 'Press kit',
        priceCents: 9900,
        description: '',
        requirements: '',
        deliverables: '',
        turnaroundDays: 5,
        commissionBps: 1000,
      },
    });
    expect(made.status).toBe(201);
    const placed = await call(ordersRoute.POST, {
      as: artist,
      body: { offeringId: made.json.id, intake: { artistName: 'Audit Act', pressContact: 'press@audit.test' } },
    });
    expect(placed.status).toBe(201);
    const id = placed.json.id as string;
    const before = (await auditsOf(id)).length;

    // Unpaid: starting is refused (409); a stranger's cancel is a 404. Neither leaves a row.
    expect((await act(admin, id, { action: 'start' })).status).toBe(409);
    expect((await act(stranger, id, { action: 'cancel', reason: '' })).status).toBe(404);
    expect(await auditsOf(id)).toHaveLength(before);

    expect((await act(admin, id, { action: 'record_payment', reference: 'BANK-AUDIT' })).status).toBe(200);
    expect((await act(admin, id, { action: 'start' })).status).toBe(200);
    const actions = (await auditsOf(id)).slice(before).map((r) => r.action);
    expect(actions).toEqual(['service_order.paid', 'service_order.start']);
    // Started twice: the second is refused and writes nothing.
    expect((await act(admin, id, { action: 'start' })).status).toBe(409);
    expect(await auditsOf(id)).toHaveLength(before + 2);
  });
});
