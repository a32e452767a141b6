// What waits for the school's staff, counted in the database: for /tnm-school-control and the emergency
// dashboard (which also needs the email outbox's backlog).
import { db } from '../platform/db';

export async function schoolWorkload() {
  const now = new Date();
  const [pendingApplications, draftLessons, publishedLessons, ungradedSubmissions, openSlots, outboxWaiting] =
    await Promise.all([
      db.application.count({ where: { status: { in: ['pending', 'under_review'] } } }),
      db.lesson.count({ where: { status: 'draft' } }),
      db.lesson.count({ where: { status: 'published' } }),
      db.assignmentSubmission.count({ where: { grade: null } }),
      db.meetingSlot.count({ where: { startsAt: { gt: now }, booking: null } }),
      db.outboxEmail.count({ where: { status: { in: ['queued', 'failed'] } } }),
    ]);
  return { pendingApplications, draftLessons, publishedLessons, ungradedSubmissions, openSlots, outboxWaiting };
}
