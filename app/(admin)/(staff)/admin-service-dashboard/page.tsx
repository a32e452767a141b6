// /admin-service-dashboard: the service queue for staff.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { ServiceAdminDashboard } from '@/components/services/admin-dashboard';

export const metadata: Metadata = { title: 'Service Dashboard' };

export default function Page() {
  return (
    <>
      <PageHeader
        title="Service Dashboard"
        description="Every open order by status and age, with its SLA, assignment, payment and delivery; revenue per service."
      />
      <ServiceAdminDashboard />
    </>
  );
}
