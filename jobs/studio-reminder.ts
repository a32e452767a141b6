// Job: the reminder email a day before a studio session (queued with startAfter when the session is booked).
import type { JobDefinition } from '../lib/platform/jobs';
import { sendStudioReminder, studioReminderJob } from '../lib/services/studio/booking-mail';

export const studioReminderWorker: JobDefinition<{ bookingId: string }> = {
  ...studioReminderJob,
  handler: async ({ bookingId }) => sendStudioReminder(bookingId),
};
