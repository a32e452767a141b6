// /distribution-flow: releases moving through review and delivery, with live counts.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { PipelineChart } from '@/components/distribution/pipeline-chart';

export const metadata: Metadata = { title: 'Distribution flow' };

export default function DistributionFlowPage() {
  return (
    <>
      <PageHeader
        title="Distribution flow"
        description="Draft → Uploaded → Under Review → Approved → Live, counted live from the catalog and the delivery queue."
      />
      <PipelineChart />
    </>
  );
}
