// /system-health-monitor: the platform's health checks (run every minute), incidents and history.
import type { Metadata } from 'next';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { PageHeader } from '@/components/ui/page-header';
import { HealthMonitor } from '@/components/ops/health-monitor';

export const metadata: Metadata = { title: 'System health monitor' };
export const dynamic = 'force-dynamic';

export default async function SystemHealthPage() {
  await requirePageAccess('admin');
  return (
    <>
      <PageHeader
        title="System health monitor"
        description="Database, job queues, email, storage, store endpoints and business pipelines, checked every minute. A check failing three times in a row opens an incident and emails the admins."
      />
      <HealthMonitor />
    </>
  );
}
