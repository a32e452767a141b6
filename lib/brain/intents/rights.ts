// Rights: musical works, their registrations by society (sent and awaiting acknowledgement, accepted,
// conflicts, overdue acknowledgements), split sheets awaiting signatures and copyright certificates, as
// the rights-management page shows them; and one work's state by title.
import { listCopyrightCertificates, registrationOverview, splitSignatures } from '../../rights';
import { worksOf } from './entities';
import { staffOnly } from './staff';
import { plural, type Intent } from './types';

const link = { href: '/rights-management', label: 'Rights management' };
const society = (t: string) => t.replace(/^CWR:/, '');

export const rightsIntent: Intent = {
  key: 'rights-registrations',
  description:
    'Rights: musical works, registrations by society (pending, overdue, conflicts), unsigned split sheets and copyright certificates.',
  matches: (f) =>
    f.has('work', 'registration', 'society', 'ack', 'conflict', 'copyright', 'unsigned', 'rights') ||
    (f.has('split') && f.has('waiting', 'unsigned')),
  async answer(ctx) {
    const denied = staffOnly(ctx, this.key, 'rights registrations');
    if (denied) return denied;
    const [o, works, certs] = await Promise.all([
      registrationOverview(ctx.user, { limit: 1 }),
      worksOf(ctx),
      listCopyrightCertificates(ctx.user, { limit: 1 }),
    ]);
    const sent = o.bySociety.reduce((s, x) => s + x.sent, 0);
    const conflicts = o.conflicts.length;
    const unsigned = works.filter((w) => w.splitStatus === 'pending').map((w) => `"${w.title}"`);
    const societies = o.bySociety.map(
      (s) =>
        `${society(s.target)}: ${s.sent} sent awaiting acknowledgement, ${s.acknowledged} acknowledged, ${s.accepted} accepted, ${s.rejected + s.conflict} rejected or in conflict`,
    );
    return {
      intent: this.key,
      text:
        `${plural(works.length, 'musical work')}: ${works
          .slice(0, 12)
          .map((w) => `"${w.title}"`)
          .join(', ')}. ` +
        `${plural(sent, 'registration')} sent and awaiting acknowledgement${societies.length ? ` (${societies.join('; ')})` : ''}. ` +
        `${o.overdue.length} overdue registrations (no acknowledgement after ${o.alertDays} days)${o.overdue.length ? `: ${o.overdue.map((r) => `"${r.title}" at ${society(r.target)}`).join(', ')}` : ''}; ` +
        `${conflicts} registrations rejected or in conflict. ` +
        `${unsigned.length} works with split sheets awaiting signatures${unsigned.length ? `: ${unsigned.join(', ')}` : ''}. ` +
        `${plural(certs.total, 'copyright certificate')} issued.`,
      link,
    };
  },
};

export const workStatusIntent: Intent = {
  key: 'work-status',
  description: "A musical work by title: its split sheet's state and its registrations by society.",
  entity: 'work',
  matches: (f) => f.has('work', 'registration', 'status', 'split', 'copyright', 'unsigned'),
  async answer(ctx, id) {
    const denied = staffOnly(ctx, this.key, 'rights registrations');
    if (denied) return denied;
    const w = (await worksOf(ctx)).find((x) => x.id === id)!;
    // Who has signed the current split sheet and who has not yet, writer by writer.
    const sigs = await splitSignatures(w.id);
    const signed = sigs.filter((s) => s.signedAt).map((s) => s.name);
    const waiting = sigs.filter((s) => !s.signedAt).map((s) => s.name);
    const who = sigs.length
      ? ` Not signed yet: ${waiting.join(', ') || 'nobody (every writer signed)'}; signed: ${signed.join(', ') || 'nobody yet'}.`
      : ' No split sheet has been sent for signature.';
    const regs = w.registrations.map(
      (r) => `${society(r.target)} ${r.status}${r.overdue ? ' (acknowledgement overdue)' : ''}`,
    );
    return {
      intent: this.key,
      text: `The work "${w.title}" (${w.number}, ${w.ownerName}): split sheet ${w.splitStatus.replace(/_/g, ' ')}; ${regs.length ? `registrations: ${regs.join(', ')}` : 'not registered with any society yet'}.${who}`,
      link,
    };
  },
};
