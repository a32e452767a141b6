// A store's delivery settings: its DDEX party id (DPID), how we deliver to it (SFTP, API, S3 ...), whether it
// is switched on, from the store-management page's list ("ddex party id for spotify", "how do we deliver to
// amazon music, sftp or api?").
import { listStores } from '@/lib/distribution';
import { mentioned } from './entities';
import { staffOnly } from './staff';
import { plural, type Intent } from './types';

const SETTINGS =
  /\b(?:party ?ids?|dpids?|ddex ids?|ddex party|delivery methods?|deliver(?:y|ed)? (?:via|by|over|through)|how (?:do|does|are) (?:we|they|releases|deliveries) (?:get )?deliver\w*|sftp|apis?|s3|protocols?|transports?|ftp)\b/i;

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
    // "how many stores take deliveries by API", "stores by delivery method": the stores grouped by transport.
    const methods = [...new Set(stores.map((s) => s.deliveryMethod))].sort();
    const asked = methods.filter((m) => new RegExp(`\\b${m}\\b`, 'i').test(f.raw));
    if (
      !named.size &&
      (asked.length || /\b(?:by|per|each|every|breakdown|split|mix)\b/i.test(f.raw) || f.has('count'))
    ) {
      const on = (m: string) => stores.filter((s) => s.deliveryMethod === m && s.enabled);
      const all = (m: string) => stores.filter((s) => s.deliveryMethod === m);
      const line = (m: string) =>
        `${m.toUpperCase()}: ${plural(all(m).length, 'store')} (${on(m).length} enabled): ${all(m)
          .map((s) => s.name)
          .join(', ')}`;
      const lead = asked.map(
        (m) =>
          `${plural(all(m).length, 'store')} ${all(m).length === 1 ? 'takes' : 'take'} deliveries by ${m.toUpperCase()} (${on(m).length} of them enabled)`,
      );
      return {
        intent: this.key,
        text: `${lead.length ? `${lead.join('; ')}. ` : ''}Stores by delivery method: ${methods.map(line).join('; ')}.`,
        link: { href: '/store-management', label: 'Store management' },
      };
    }
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
