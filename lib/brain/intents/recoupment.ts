// "How much is left to recoup on Midnight Signals' split sheet": each split sheet's recoupment of a release
// (target, recouped so far, what is left, to whom), from the royalties face.
import { formatMoney } from '../../platform/format';
import { recoupmentsOfRelease } from '@/lib/royalties';
import { staffOnly } from './staff';
import { type Intent } from './types';

export const recoupmentIntent: Intent = {
  key: 'recoupment',
  description: "A release's split-sheet recoupment: the amount to recoup first, what is recouped, what is left.",
  entity: 'release',
  matches: (f) => /\brecoup\w*|\badvances?\b|\bpaid back\b|\bearned back\b/i.test(f.raw),
  namePatterns: [/(?:on|of|for) (?:the )?(.+?)(?:'s)? split(?: sheet)?\b/i, /(?:on|of|for) (.+?)\s*[?.!]*$/i],
  async answer(ctx, id) {
    const denied = staffOnly(ctx, this.key, 'split sheets');
    if (denied) return denied;
    const sheets = await recoupmentsOfRelease(id!);
    const link = { href: '/rights-management', label: 'Rights management' };
    if (!sheets.length)
      return { intent: this.key, text: 'This release has no split sheet, so nothing to recoup ($0.00 left).', link };
    const lines = sheets.map((s) => {
      const left = Math.max(0, s.targetCents - s.recoupedCents);
      const what = s.targetCents
        ? `recoupment ${formatMoney(s.targetCents)}${s.to ? ` to ${s.to}` : ''}, ${formatMoney(s.recoupedCents)} recouped, ${formatMoney(left)} left${left ? '' : ' (fully recouped)'}`
        : `no recoupment set: ${formatMoney(0)} left to recoup (fully recouped)`;
      return `${s.track ? `the track "${s.track}"` : 'the release'} (from ${s.from}): ${what}`;
    });
    return { intent: this.key, text: `Split sheets: ${lines.join('; ')}.`, link };
  },
};
