// /request-to-apply: apply to a TNM program (the same page as /tnm-application and /request-to-apply).
import type { Metadata } from 'next';
import Container from '@mui/material/Container';
import { PageHeader } from '@/components/ui/page-header';
import { ApplicationForm } from '@/components/school/application-form';

export const metadata: Metadata = { title: 'Apply to TNM Music Institute' };

export default async function Page({ searchParams }: { searchParams: Promise<{ program?: string }> }) {
  const { program } = await searchParams;
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <PageHeader
        title="Apply to TNM Music Institute"
        description="Tell us who you are and choose a program. Our admissions team reviews every application and emails you a decision."
      />
      <ApplicationForm initialProgram={program} />
    </Container>
  );
}
