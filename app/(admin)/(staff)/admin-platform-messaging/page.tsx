// /admin-platform-messaging: announcements to a segment and direct messages, with read receipts.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { PlatformMessaging } from '@/components/comms/platform-messaging';

export const metadata: Metadata = { title: 'Platform messaging' };

export default function PlatformMessagingPage() {
  return (
    <>
      <PageHeader
        title="Platform messaging"
        description="Tell a group of people something in their inbox (and by email if you like), now or later, or write to one person."
      />
      <PlatformMessaging />
    </>
  );
}
