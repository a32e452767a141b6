// The career accelerator's cohorts (students by the month they signed), with progress per student.
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { crpCohorts } from '@/lib/school/students';
import { TextLink } from '@/components/ui/links';
import { formatDate, formatDateTime, formatMonth } from '@/lib/platform/format';

export async function CrpCohorts({ staff }: { staff: boolean }) {
  const data = await crpCohorts();
  const total = data.cohorts.reduce((n, c) => n + c.students.length, 0);
  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">
        {total} student{total === 1 ? '' : 's'} in {data.cohorts.length} cohort{data.cohorts.length === 1 ? '' : 's'} ·{' '}
        {data.pendingApplications} application{data.pendingApplications === 1 ? '' : 's'} waiting for a decision
      </Typography>
      {data.cohorts.length === 0 && <Alert severity="info">No cohort has started yet.</Alert>}
      {data.cohorts.map((c) => (
        <Card key={c.cohort} variant="outlined">
          <CardContent>
            <Typography component="h2" variant="h6">
              {formatMonth(c.cohort)} cohort · {c.students.length} student{c.students.length === 1 ? '' : 's'} ·{' '}
              {c.students.filter((s) => s.certified).length} certified
            </Typography>
            {staff && (
              <TableContainer>
                <Table size="small" aria-label={`${formatMonth(c.cohort)} cohort`}>
                  <TableHead>
                    <TableRow>
                      <TableCell>Student</TableCell>
                      <TableCell>Signed</TableCell>
                      <TableCell>Welcome call</TableCell>
                      <TableCell align="right">Required lessons</TableCell>
                      <TableCell>Certificate</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {c.students.map((s) => (
                      <TableRow key={s.id}>
                        <TableCell>
                          <TextLink href={`/student-crm/${s.id}`}>{s.name}</TextLink>
                        </TableCell>
                        <TableCell>{formatDate(s.signedAt)}</TableCell>
                        <TableCell>{s.welcomeCall ? formatDateTime(s.welcomeCall) : 'Not booked'}</TableCell>
                        <TableCell align="right">
                          {s.lessonsDone}/{s.lessonsRequired}
                        </TableCell>
                        <TableCell>{s.certified ? 'Certified' : ''}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
