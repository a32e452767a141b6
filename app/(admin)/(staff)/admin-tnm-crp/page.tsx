// /admin-tnm-crp: the career accelerator's enrolment and cohorts, per student.
import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { LinkButton } from '@/components/ui/links';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { CrpCohorts } from '@/components/school/crp-cohorts';

export const metadata: Metadata = { title: 'Career accelerator (CRP)' };

export default async function AdminCrpPage() {
  await requirePageAccess('admin');
  return (
    <>
      <PageHeader
        title="Career accelerator (CRP)"
        description="Practicum students by cohort (the month they signed), with welcome calls, required lessons and certificates."
        actions={
          <LinkButton href="/admin-tnm-applications" variant="outlined">
            Applications
          </LinkButton>
        }
      />
      <CrpCohorts staff />
    </>
  );
}
