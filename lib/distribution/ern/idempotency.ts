// An ERN NewReleaseMessage sent again: the same sender (DPID), MessageId and ReleaseReference answer with the release
// the first import created; another sender's message with the same MessageId is another message. DDEX makes a MessageId unique per sender, so the same id naming another release (another ICPN) is
// the sender's mistake, refused with 409 rather than answered with a release that is not the message's.
import { db } from '../../platform/db';
import { Conflict } from '../../platform/errors';
import { asUpcOrEan, upcForms } from '../upc';

export async function previousImport(sender: string, messageId: string, releaseReference: string, icpn: string) {
  if (!messageId) return null;
  // Imports recorded before the sender was kept have none: one of those with this MessageId and ICPN counts too.
  const existing = await db.ernImport.findFirst({
    where: { senderPartyId: { in: [sender, ''] }, messageId, releaseReference },
    orderBy: { senderPartyId: 'desc' },
    include: { release: { select: { id: true, title: true, upc: true, _count: { select: { tracks: true } } } } },
  });
  const r = existing?.release;
  if (!r) return null;
  // DDEX's own samples "2 Video" and "3 MixedMedia" both say MessageId test1, release R0, for two products.
  if (icpn && r.upc && !upcForms(asUpcOrEan(icpn)).includes(r.upc)) {
    // A row without a sender naming another release may be another sender's message: not this one.
    if (!existing.senderPartyId && sender) return null;
    throw new Conflict(
      `MessageId ${messageId} (release ${releaseReference}) was already imported for another release, "${r.title}" (UPC ${r.upc}), and this message names ICPN ${icpn}: a sender never uses a MessageId twice (DDEX), so it is not imported. Send it with a new MessageId.`,
    );
  }
  return { id: r.id, title: r.title, tracks: r._count.tracks, upc: r.upc };
}
