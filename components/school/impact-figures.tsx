// The headline impact figures as tiles.
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { impactAnalytics } from '@/lib/school/analytics';

type Impact = Awaited<ReturnType<typeof impactAnalytics>>;

export function ImpactFigures({ data }: { data: Impact }) {
  const tiles: [string, string][] = [
    ['Applications', String(data.applications)],
    ['Acceptance rate', data.acceptanceRate === null ? 'No decisions yet' : `${data.acceptanceRate}%`],
    ['Enrolments', String(data.enrolments)],
    ['Completion rate', data.completionRate === null ? 'No students yet' : `${data.completionRate}%`],
    ['Average quiz score', data.averageQuizScore === null ? 'No graded quizzes' : `${data.averageQuizScore}%`],
    ['Certificates', String(data.certified)],
  ];
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}>
      {tiles.map(([label, value]) => (
        <Grid key={label} size={{ xs: 6, md: 2 }} component="li">
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
              {value}
            </Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
