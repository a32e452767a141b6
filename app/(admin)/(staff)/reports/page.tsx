// /reports: per-artist royalty statements (period, lines, totals) as CSV and PDF.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { ReportsAdmin } from '@/components/royalties/reports-admin';

export const metadata: Metadata = { title: 'Reports' };

export default function ReportsPage() {
  return (
    <>
      <PageHeader title="Reports" description="Royalty statements per artist for a period." />
      <ReportsAdmin />
    </>
  );
}
