// /admin-meeting-scheduler: welcome-call availability and bookings.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { MeetingScheduler } from '@/components/school/meeting-scheduler';

export const metadata: Metadata = { title: 'Meeting scheduler' };

export default function MeetingSchedulerPage() {
  return (
    <>
      <PageHeader
        title="Meeting scheduler"
        description="Times offered for welcome calls. A slot can be booked once; bookings send both sides a calendar invitation."
      />
      <MeetingScheduler />
    </>
  );
}
