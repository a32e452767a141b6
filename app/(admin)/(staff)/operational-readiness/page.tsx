// /operational-readiness: whether each part of distribution works right now.
import type { Metadata } from 'next';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { readinessChecks } from '@/lib/distribution/readiness';
import { PageHeader } from '@/components/ui/page-header';
import { ChecksList } from '@/components/distribution/checks-list';

export const metadata: Metadata = { title: 'Operational readiness' };
export const dynamic = 'force-dynamic';

export default async function OperationalReadinessPage() {
  await requirePageAccess('admin');
  const checks = await readinessChecks();
  const ready = checks.every((c) => c.ok);
  return (
    <>
      <PageHeader
        title="Operational readiness"
        description={
          ready
            ? 'Every check passes: releases can be reviewed and delivered.'
            : `${checks.filter((c) => !c.ok).length} check(s) need attention.`
        }
      />
      <ChecksList checks={checks} />
    </>
  );
}
