// An ERN PurgeReleaseMessage: the live release it names (by ICPN, with or without leading zeros) is taken
// down, once; the import is recorded and audited in one transaction.
import { db } from '../../platform/db';
import { Conflict, NotFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/auth/session';
import { recordAudit } from '../../platform/audit';
import { takedownRelease } from '../releases/lifecycle';
import { arr, text, type Node } from './object-form';
import { child } from './import-values';
import { asUpcOrEan, upcForms } from '../upc';
import type { ErnVersion } from './validate';

export async function purgeRelease(
  user: SessionUser,
  msg: Node,
  { sender, messageId }: { sender: string; messageId: string },
  ernVersion: ErnVersion,
) {
  const purged = child(msg, 'PurgedRelease');
  const ids = arr(purged?.ReleaseId as Node[]);
  const icpn = ids.map((i) => text(i.ICPN)).find(Boolean) ?? '';
  const others = ids.flatMap((i) => [text(i.GRid), text(i.ProprietaryId), text(i.CatalogNumber)]).filter(Boolean);
  const title = text(child(purged, 'Title')?.TitleText ?? child(purged, 'Title'));
  const named =
    [icpn && `ICPN ${icpn}`, ...others, title && `"${title}"`].filter(Boolean).join(', ') || 'no identifier';
  // 0094631432057 is the UPC-A 094631432057, and DDEX's samples write it 00094631432057 (GTIN-14).
  const variants = icpn ? upcForms(asUpcOrEan(icpn)) : [];
  const release = variants.length
    ? await db.release.findFirst({ where: { upc: { in: variants } }, select: { id: true, status: true, title: true } })
    : null;
  if (!release) throw new NotFound(`The release to purge (${named}) is not in the catalog.`);
  if (release.status === 'taken_down')
    return { id: release.id, title: release.title, messageType: 'PurgeReleaseMessage', status: 'taken_down' };
  if (release.status !== 'distributed' && release.status !== 'delivery_failed')
    throw new Conflict(
      `The release ${named} is ${release.status.replace(/_/g, ' ')}, not live: there is nothing to take down.`,
    );
  await takedownRelease(user, release.id);
  await db.$transaction(async (tx) => {
    await tx.ernImport.upsert({
      where: {
        senderPartyId_messageId_releaseReference: {
          senderPartyId: sender,
          messageId: messageId || `purge-${release.id}`,
          releaseReference: 'purge',
        },
      },
      create: {
        senderPartyId: sender,
        messageId: messageId || `purge-${release.id}`,
        releaseReference: 'purge',
        messageType: 'PurgeReleaseMessage',
        ernVersion,
        releaseId: release.id,
        importedById: user.id,
      },
      update: {},
    });
    await recordAudit({
      tx,
      actor: user.id,
      action: 'release.purge_ern',
      target: { type: 'Release', id: release.id },
      detail: { messageId, ernVersion },
    });
  });
  return { id: release.id, title: release.title, messageType: 'PurgeReleaseMessage', status: 'taken_down' };
}
