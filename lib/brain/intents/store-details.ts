// A store's delivery settings: its DDEX party id (DPID), how we deliver to it (SFTP, API, S3 ...), whether it
// is switched on, from the store-management page's list ("ddex party id for spotify", "how do we deliver to
// amazon music, sftp or api?").
import { listStores } from '@/lib/distribution';
import { mentioned } from './entities';
import { staffOnly } from './staff';
import type { Intent } from './types';

const SETTINGS =
  /\b(?:party ?ids?|dpids?|ddex ids?|ddex party|delivery methods?|deliver(?:y|ed)? (?:via|by|over|through)|how (?:do|does|are) (?:we|they|releases|deliveries) (?:get )?deliver\w*|sftp|apis?|s3|protocols?|transports?)\b/i;

export const storeDetailsIntent: Intent = {
  key: 'store-details',
  description: "A store's DDEX party id, delivery method (SFTP, API, S3 ...) and whether it is enabled.",
  matches: (f) => SETTINGS.test(f.raw),
  async answer(ctx, _id, f) {
    if (!f) return null;
    const denied = staffOnly(ctx, this.key, 'the stores');
    if (denied) return denied;
    const named = new Set((await mentioned(ctx, 'store', f.raw)).map((s) => s.name));
    const stores = await listStores(true);
    const shown = named.size ? stores.filter((s) => named.has(s.name)) : stores.slice(0, 10);
    if (!shown.length) return null;
    const line = (s: (typeof stores)[number]) =>
      `${s.name}: DDEX party id ${s.ddexPartyId}, delivery method ${s.deliveryMethod}${s.enabled ? '' : ' (disabled)'}`;
    return {
      intent: this.key,
      text: `${shown.map(line).join('; ')}${named.size ? '' : ` (first ${shown.length} of ${stores.length} stores)`}.`,
      link: { href: '/store-management', label: 'Store management' },
    };
  },
};
