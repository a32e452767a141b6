// "What's Nova Reyes's balance": what an artist can still request as a payout, the ledger's sum the payouts
// page shows (`availableBalanceCents`), for the account that owns the artist's releases.
import { formatMoney } from '../../platform/format';
import { availableBalanceCents } from '../../royalties';
import { releasesOf } from './entities';
import { staffOnly } from './staff';
import { normalize } from './text';
import type { Intent } from './types';

export const balanceIntent: Intent = {
  key: 'artist-balance',
  description: "An artist's available balance (what they can request as a payout), from the ledger.",
  entity: 'artist',
  matches: (f) => f.has('balance'),
  namePatterns: [/^(?:what(?:'s| is)\s+)?(.+?)(?:'s|’s)\s+balance/i, /balance (?:of|for) (.+?)\s*[?.!]*$/i],
  async answer(ctx, artist) {
    const mine = (await releasesOf(ctx)).filter(
      (r) =>
        normalize(r.primaryArtist) === normalize(artist ?? '') || normalize(r.owner.name) === normalize(artist ?? ''),
    );
    const owner = mine.find((r) => normalize(r.owner.name) === normalize(artist ?? '')) ?? mine[0];
    if (!owner) return null;
    if (owner.ownerId !== ctx.user.id) {
      const denied = staffOnly(ctx, this.key, "other people's balances");
      if (denied) return denied;
    }
    const cents = await availableBalanceCents(owner.ownerId);
    return {
      intent: this.key,
      text: `${owner.owner.name}'s available balance is ${formatMoney(cents)} (the ledger: earnings credited minus payouts requested, as the payouts page shows it).`,
      link: { href: '/payments', label: 'Payments' },
    };
  },
};
