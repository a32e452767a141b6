// /tnm-crp: the career accelerator practicum: what it is, its cohorts so far, and how to apply.
import type { Metadata } from 'next';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/ui/page-header';
import { LinkButton } from '@/components/ui/links';
import { PROGRAMS } from '@/lib/school/programs';
import { CrpCohorts } from '@/components/school/crp-cohorts';

export const metadata: Metadata = { title: 'TNM Career Accelerator (CRP)' };
export const dynamic = 'force-dynamic';

export default function CrpPage() {
  const p = PROGRAMS.practicum;
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <PageHeader
        title={p.name}
        description={p.summary}
        actions={
          <LinkButton href="/tnm-application?program=practicum" variant="contained">
            Apply to the practicum
          </LinkButton>
        }
      />
      <Stack spacing={2}>
        <Typography>
          About {p.weeks} weeks in a cohort: a welcome call, lessons and quizzes, assignments graded by mentors, and the{' '}
          {p.certificate} on completion.
        </Typography>
        <Typography component="h2" variant="h5">
          Cohorts
        </Typography>
        <CrpCohorts staff={false} />
      </Stack>
    </Container>
  );
}
