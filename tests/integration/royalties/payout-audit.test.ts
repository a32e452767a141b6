// A payout request writes its audit row in the transaction that debits the balance; a refused request
// (above the balance, or a replayed key with another amount) writes neither a payout nor an audit row.
import { db } from '@/lib/platform/db';
import * as payoutsRoute from '@/app/api/royalties/payouts/route';
import { call } from '../../helpers/api';
import { artistWithBalance } from '../../helpers/payouts';

jest.setTimeout(60_000);

beforeAll(() => {
  process.env.PAYOUT_KEY_FILE = `.data/test-payout-key`;
  delete process.env.STRIPE_SECRET_KEY;
});

const requestAudits = (actorId: string) => db.auditLog.findMany({ where: { actorId, action: 'payout.request' } });

describe('payout request audit', () => {
  it('a request writes one audit row naming the payout and its amount', async () => {
    const artist = await artistWithBalance(5_000);
    const res = await call(payoutsRoute.POST, {
      as: artist,
      body: { amountCents: 3_000, idempotencyKey: 'audit-key-1' },
    });
    expect(res.status).toBe(201);
    const rows = await requestAudits(artist.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      entityType: 'PayoutRequest',
      entityId: res.json.id,
      meta: { amountCents: 3000 },
    });
    // The same key again returns the first request and changes nothing: no second row.
    const replay = await call(payoutsRoute.POST, {
      as: artist,
      body: { amountCents: 3_000, idempotencyKey: 'audit-key-1' },
    });
    expect(replay.status).toBe(200);
    expect(replay.json.id).toBe(res.json.id);
    expect(await requestAudits(artist.id)).toHaveLength(1);
  });

  it('a refused request writes no payout and no audit row', async () => {
    const artist = await artistWithBalance(5_000);
    const over = await call(payoutsRoute.POST, {
      as: artist,
      body: { amountCents: 9_000, idempotencyKey: 'audit-key-2' },
    });
    expect(over.status).toBe(400);
    expect(await db.payoutRequest.count({ where: { userId: artist.id } })).toBe(0);
    expect(await requestAudits(artist.id)).toHaveLength(0);
  });
});
