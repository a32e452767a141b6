// /studio-booking: book studio time.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { StudioBooking } from '@/components/services/studio-booking';

export const metadata: Metadata = { title: 'Studio Booking' };

export default function Page() {
  return (
    <>
      <PageHeader
        title="Studio Booking"
        description="Book studio time: pick a room and a day, choose free times, and get a calendar invitation. Deposits are paid in your service hub."
      />
      <StudioBooking />
    </>
  );
}
