// Known platform data for the assistant's question set: releases in every state, deliveries, earnings
// with splits, unmatched statement rows, payouts, students with progress and support tickets.
import { db } from '@/lib/platform/db';
import { createUser } from './api';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.UTC(2026, 10, 1) + days * DAY);

export async function seedBrainData() {
  const nova = await createUser('artist', { name: 'Nova Reyes' });
  const kairo = await createUser('artist', { name: 'Kairo James' });
  const lee = await createUser('artist', { name: 'Lee Producer' });
  const rel = (ownerId: string, title: string, primaryArtist: string, status: string, extra = {}) =>
    db.release.create({ data: { ownerId, title, primaryArtist, status: status as never, ...extra } });
  const golden = await rel(nova.id, 'Golden Hour', 'Nova Reyes', 'distributed', {
    liveAt: at(2),
    releaseDate: at(0),
    submittedAt: at(-10),
  });
  await rel(nova.id, 'Midnight Drive', 'Nova Reyes', 'under_review', { submittedAt: at(10) });
  await rel(nova.id, 'Paper Planes', 'Nova Reyes', 'uploaded', { submittedAt: at(12) });
  await rel(nova.id, 'Sketches', 'Nova Reyes', 'draft');
  const neon = await rel(kairo.id, 'Neon Rain', 'Kairo James', 'distributed', { liveAt: at(3) });
  const silver = await rel(kairo.id, 'Silver Lining', 'Kairo James', 'delivery_failed');

  const store = (slug: string, name: string) =>
    db.store.create({ data: { slug, name, ddexPartyId: `PADPIDQ${slug.toUpperCase()}`, requirements: {} } });
  const waves = await store('qwaves', 'Waves Music');
  const tidal = await store('qtide', 'Tide Audio');
  const deliver = (releaseId: string, storeId: string, status: string, lastError?: string) =>
    db.delivery.create({
      data: { releaseId, storeId, status: status as never, lastError, messageId: `q-${releaseId}-${storeId}` },
    });
  await deliver(golden.id, waves.id, 'acknowledged');
  await deliver(golden.id, tidal.id, 'acknowledged');
  await deliver(silver.id, waves.id, 'failed', 'SFTP timeout');
  await deliver(neon.id, tidal.id, 'rejected', 'Artwork too small');

  const imp = await db.statementImport.create({
    data: {
      store: 'Waves Music',
      period: '2026-10',
      currency: 'USD',
      exchangeRate: '1',
      originalName: 'waves-2026-10.csv',
      storage: 'local',
      storageKey: 'q',
      sizeBytes: BigInt(1),
      sha256: 'brain-questions',
      status: 'completed',
    },
  });
  const alloc = (userId: string, releaseId: string, amountCents: number) =>
    db.earningAllocation.create({
      data: { importId: imp.id, userId, releaseId, store: 'Waves Music', salePeriod: '2026-10', amountCents },
    });
  await alloc(nova.id, golden.id, 300_000);
  await alloc(lee.id, golden.id, 120_000);
  await alloc(kairo.id, neon.id, 50_000);
  for (const [i, usd] of ['10.25', '4.75', '5'].entries())
    await db.earningLine.create({
      data: {
        importId: imp.id,
        rowNumber: i + 1,
        status: 'unmatched',
        store: 'Waves Music',
        salePeriod: '2026-10',
        units: 1,
        amount: usd,
        currency: 'USD',
        amountUsd: usd,
      },
    });

  const payout = (userId: string, amountCents: number, status: string) =>
    db.payoutRequest.create({
      data: { userId, amountCents, status: status as never, idempotencyKey: `q-${userId}-${status}` },
    });
  await payout(nova.id, 150_000, 'requested');
  await payout(kairo.id, 20_000, 'approved');
  await payout(lee.id, 99_900, 'paid');

  const sam = await createUser('student', { name: 'Sam Rivera' });
  await createUser('student', { name: 'Ada Brooks' });
  const course = await db.course.create({
    data: { slug: 'q-business', title: 'Music Business 101', program: 'practicum', status: 'published' },
  });
  const mod = await db.courseModule.create({ data: { courseId: course.id, title: 'Basics', position: 1 } });
  const lessons = [];
  for (const [i, title] of ['Welcome', 'Royalties', 'Publishing', 'Touring'].entries())
    lessons.push(await db.lesson.create({ data: { moduleId: mod.id, title, position: i + 1, status: 'published' } }));
  await db.enrolment.create({ data: { studentId: sam.id, courseId: course.id } });
  await db.lessonProgress.create({ data: { studentId: sam.id, lessonId: lessons[0].id } });

  const ticket = (subject: string, status: string, priority: string) =>
    db.supportTicket.create({
      data: {
        requesterId: nova.id,
        category: 'payout',
        subject,
        status: status as never,
        priority: priority as never,
        firstResponseDueAt: new Date(Date.now() + DAY),
        resolutionDueAt: new Date(Date.now() + 3 * DAY),
      },
    });
  await ticket('Where is my payout?', 'open', 'high');
  await ticket('Wrong artist name on Golden Hour', 'new', 'normal');
  await ticket('Old question', 'closed', 'low');
  return { nova, kairo, lee, sam, golden };
}
