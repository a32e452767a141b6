// The ERN messages imported on /ddex-upload (GET /api/ddex/import): newest first, a page at a time, each with its
// sender's DPID and MessageId, message type, the ERN version it validated against, and the release it created or
// took down.
import { db } from '../../platform/db';
import { newestFirst, paginate, type PageQuery } from '../../platform/paging';

export function listErnImports(q: PageQuery) {
  return paginate(
    q,
    (page) =>
      db.ernImport.findMany({
        ...newestFirst(page),
        select: {
          id: true,
          senderPartyId: true,
          messageId: true,
          messageType: true,
          ernVersion: true,
          ddexReleaseType: true,
          importedById: true,
          createdAt: true,
          release: { select: { id: true, title: true, upc: true, status: true } },
        },
      }),
    () => db.ernImport.count(),
    async (rows) => {
      // ErnImport keeps the importer's id without a relation: their names in one read for the page.
      const ids = [...new Set(rows.map((r) => r.importedById).filter((id): id is string => !!id))];
      const users = ids.length
        ? await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } })
        : [];
      const names = new Map(users.map((u) => [u.id, u.name]));
      return rows.map(({ importedById, ...r }) => ({
        ...r,
        importedBy: importedById ? (names.get(importedById) ?? null) : null,
      }));
    },
  );
}
