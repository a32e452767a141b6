// /admin-tnm-applications: work the school's applications.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { ApplicationsBoard } from '@/components/school/applications-board';

export const metadata: Metadata = { title: 'TNM applications' };

export default function AdminApplicationsPage() {
  return (
    <>
      <PageHeader
        title="TNM applications"
        description="Accept, review or reject applications. Every decision is recorded and emailed to the applicant; accepted applicants receive their agreement to sign."
      />
      <ApplicationsBoard />
    </>
  );
}
