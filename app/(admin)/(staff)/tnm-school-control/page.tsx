// /tnm-school-control: the school's control panel: headline figures and the way to every school tool.
import type { Metadata } from 'next';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/ui/page-header';
import { LinkButton } from '@/components/ui/links';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { impactAnalytics } from '@/lib/school/analytics';
import { ImpactFigures } from '@/components/school/impact-figures';
import { schoolWorkload } from '@/lib/school/workload';

export const metadata: Metadata = { title: 'TNM school control' };

const TOOLS: [string, string, string][] = [
  ['/admin-tnm-applications', 'Applications', 'Accept, review or reject applicants'],
  ['/course-management', 'Course management', 'Courses, modules, lessons and the lesson builder'],
  ['/school-management', 'School management', 'Students, grading and certificates'],
  ['/admin-meeting-scheduler', 'Meeting scheduler', 'Welcome-call availability and bookings'],
  ['/admin-tnm-crp', 'Career accelerator', 'Practicum cohorts'],
  ['/tnm-impact-analytics', 'Impact analytics', 'Charts of applications, completion and scores'],
];

export default async function SchoolControlPage() {
  await requirePageAccess('admin');
  const [data, work] = await Promise.all([impactAnalytics(), schoolWorkload()]);
  const { draftLessons: drafts, ungradedSubmissions: ungraded, openSlots } = work;
  return (
    <>
      <PageHeader
        title="TNM school control"
        description={`${data.byStatus.pending + data.byStatus.under_review} applications to decide · ${drafts} lesson drafts · ${ungraded} submissions to grade · ${openSlots} open welcome-call slots`}
      />
      <ImpactFigures data={data} />
      <Grid container spacing={2}>
        {TOOLS.map(([href, title, text]) => (
          <Grid key={href} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography component="h2" variant="h6">
                  {title}
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  {text}
                </Typography>
                <LinkButton href={href} variant="outlined">
                  Open
                </LinkButton>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
