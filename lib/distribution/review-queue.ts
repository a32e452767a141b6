// Releases waiting for review, oldest submission first, each with its quality-control errors.
import { db } from '../platform/db';
import { qcRelease } from './qc/service';

export async function reviewQueue(take = 50) {
  const waiting = await db.release.findMany({
    where: { status: { in: ['uploaded', 'under_review'] } },
    orderBy: { submittedAt: 'asc' },
    take,
    include: { owner: { select: { name: true, email: true } }, _count: { select: { tracks: true } } },
  });
  const qc = await Promise.all(waiting.map((r) => qcRelease(r.id)));
  return waiting.map((r, i) => ({ ...r, qcErrors: qc[i].filter((x) => x.severity === 'error') }));
}
