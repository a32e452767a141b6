// /school-management: students, what waits for a grade, and certificates.
import type { Metadata } from 'next';
import Grid from '@mui/material/Grid';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import { ShowingWithNextPage } from '@/components/ui/next-page-link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/ui/page-header';
import { TextLink } from '@/components/ui/links';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { listStudents } from '@/lib/school/students';
import { pageQuery } from '@/lib/platform/paging';
import { CertificatesAdmin, GradingQueue } from '@/components/school/grading-queue';

export const metadata: Metadata = { title: 'School management' };

export default async function SchoolManagementPage({ searchParams }: { searchParams: Promise<{ cursor?: string }> }) {
  await requirePageAccess('admin');
  const parsed = pageQuery.safeParse(await searchParams);
  const students = await listStudents(parsed.success ? parsed.data : pageQuery.parse({}));
  return (
    <>
      <PageHeader
        title="School management"
        description="Students and their progress, work waiting for a grade, and certificates."
      />
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Typography component="h2" variant="h6" gutterBottom>
            Students ({students.total})
          </Typography>
          <TableContainer>
            <Table size="small" aria-label="Students">
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>Program</TableCell>
                  <TableCell align="right">Courses</TableCell>
                  <TableCell align="right">Lessons done</TableCell>
                  <TableCell align="right">Certificates</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {students.items.map((s) => (
                  <TableRow key={s.id}>
                    <TableCell>
                      <TextLink href={`/student-crm/${s.id}`}>{s.name}</TextLink>
                      <Typography variant="body2" color="text.secondary">
                        {s.email}
                      </Typography>
                    </TableCell>
                    <TableCell>{s.programName ?? ''}</TableCell>
                    <TableCell align="right">{s.courses}</TableCell>
                    <TableCell align="right">{s.lessonsDone}</TableCell>
                    <TableCell align="right">{s.certificates}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <ShowingWithNextPage
            shown={students.items.length}
            total={students.total}
            nextCursor={students.nextCursor}
            sx={{ mt: 1 }}
          />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <GradingQueue />
          <br />
          <CertificatesAdmin />
        </Grid>
      </Grid>
    </>
  );
}
