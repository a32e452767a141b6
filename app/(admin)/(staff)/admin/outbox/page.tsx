// /admin/outbox: every email the platform sent or stored (reset and invitation links live here without SMTP).
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { OutboxTable } from '@/components/comms/outbox-table';

export const metadata: Metadata = { title: 'Email outbox' };

export default function OutboxPage() {
  return (
    <>
      <PageHeader
        title="Email outbox"
        description="Every email the platform sends is recorded here. Until an outgoing mail server is set up, messages stay here instead of being delivered."
      />
      <OutboxTable />
    </>
  );
}
