// /google-api-monitoring: every external integration the platform calls, with error rates and probes.
import type { Metadata } from 'next';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { PageHeader } from '@/components/ui/page-header';
import { IntegrationsMonitor } from '@/components/ops/integrations-monitor';

export const metadata: Metadata = { title: 'Integrations monitoring' };
export const dynamic = 'force-dynamic';

export default async function IntegrationsPage() {
  await requirePageAccess('admin');
  return (
    <>
      <PageHeader
        title="Integrations monitoring"
        description="Email, Stripe, file storage, the assistant's language model, Google and YouTube, and each store's delivery endpoint: every call the platform makes, with its errors and quota."
      />
      <IntegrationsMonitor />
    </>
  );
}
