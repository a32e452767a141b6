// Payout test data: an artist with tax details, a credited balance and a PayPal payout method.
import { db } from '@/lib/platform/db';
import * as methodRoute from '@/app/api/royalties/payout-method/route';
import { creditEarnings } from '@/lib/royalties/ledger';
import { call, createUser } from './api';
import { giveTaxDetails } from './tax';

export async function artistWithBalance(cents: number) {
  const artist = await createUser('artist');
  await giveTaxDetails(artist);
  await db.$transaction((tx) =>
    creditEarnings(tx, new Map([[artist.id, cents]]), { refType: 'test', refId: artist.id, memo: 'test earnings' }),
  );
  const m = await call(methodRoute.PUT, {
    as: artist,
    body: { type: 'paypal', holderName: 'Test Artist', paypalEmail: 'paid.me@example.com' },
  });
  if (m.status !== 200) throw new Error(`payout method not saved: ${m.status} ${JSON.stringify(m.json)}`);
  return artist;
}
