// /tnm-impact-analytics: applications, acceptance, enrolments, completion, scores and certificates, from real records.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { impactAnalytics } from '@/lib/school/analytics';
import { ImpactCharts } from '@/components/school/impact-charts';
import { ImpactFigures } from '@/components/school/impact-figures';

export const metadata: Metadata = { title: 'TNM impact analytics' };

export default async function ImpactAnalyticsPage() {
  await requirePageAccess('admin');
  const data = await impactAnalytics();
  return (
    <>
      <PageHeader
        title="TNM impact analytics"
        description="Completion rate: students with a certificate among students enrolled in any course. Acceptance rate: accepted among decided applications."
      />
      <ImpactFigures data={data} />
      <ImpactCharts data={data} />
    </>
  );
}
