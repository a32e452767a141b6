// The learner's dashboard: enrolled courses with progress and next lesson, due dates, grades, certificates.
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SessionUser } from '@/lib/platform/auth/session';
import { studentDashboard } from '@/lib/school/learning';
import { LinkButton, TextLink } from '@/components/ui/links';
import { formatDateTime } from '@/lib/platform/format';

const date = (d: Date | string | null) => (d ? formatDateTime(d) : '');

export async function StudentDashboard({ user }: { user: SessionUser }) {
  const d = await studentDashboard(user);
  return (
    <Stack spacing={4}>
      {d.needsWelcomeCall && (
        <Alert
          severity="info"
          action={
            <LinkButton href="/book-welcome-call" color="inherit" size="small">
              Book now
            </LinkButton>
          }
        >
          Book your welcome call with our admissions team.
        </Alert>
      )}
      {d.welcomeCall && <Alert severity="success">Your welcome call is booked for {date(d.welcomeCall)}.</Alert>}
      <section aria-labelledby="courses-heading">
        <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography id="courses-heading" component="h2" variant="h5" gutterBottom>
            My courses
          </Typography>
          <TextLink href="/learn/courses">Browse the course catalog</TextLink>
        </Stack>
        {d.courses.length === 0 ? (
          <Alert severity="info">
            You are not enrolled in a course yet. Courses appear here once your program agreement is signed and its
            courses open.
          </Alert>
        ) : (
          <Grid container spacing={2}>
            {d.courses.map((c) => (
              <Grid key={c.id} size={{ xs: 12, md: 6 }}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardContent>
                    <Chip size="small" label={c.programName} sx={{ mb: 1 }} />
                    <Typography component="h3" variant="h6">
                      {c.title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" gutterBottom>
                      {c.completed} of {c.lessonCount} lessons done · {c.percent}%
                    </Typography>
                    <LinearProgress
                      variant="determinate"
                      value={c.percent}
                      aria-label={`${c.title} progress`}
                      sx={{ mb: 2 }}
                    />
                    {c.nextLesson ? (
                      <LinkButton href={`/learn/lessons/${c.nextLesson.id}`} variant="contained" size="small">
                        Next lesson: {c.nextLesson.title}
                      </LinkButton>
                    ) : (
                      <Typography color="success.main">Course complete</Typography>
                    )}
                    {c.modules.map((m) => (
                      <div key={m.id}>
                        <Typography variant="subtitle2" sx={{ mt: 2 }}>
                          {m.title}
                        </Typography>
                        <List dense disablePadding>
                          {m.lessons.map((l) => (
                            <ListItem key={l.id} disableGutters>
                              <ListItemText
                                primary={<TextLink href={`/learn/lessons/${l.id}`}>{l.title}</TextLink>}
                                secondary={[
                                  l.completed ? 'Done' : null,
                                  l.hasQuiz ? 'Quiz' : null,
                                  l.hasAssignment ? 'Assignment' : null,
                                ]
                                  .filter(Boolean)
                                  .join(' · ')}
                              />
                            </ListItem>
                          ))}
                        </List>
                      </div>
                    ))}
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        )}
      </section>
      <section aria-labelledby="certificates-heading">
        <Typography id="certificates-heading" component="h2" variant="h5" gutterBottom>
          Certificates
        </Typography>
        {d.certificates.length === 0 ? (
          <Typography color="text.secondary">
            Finish every required lesson of a program, with its quizzes passed and its assignments graded, to earn its
            certificate.
          </Typography>
        ) : (
          <Grid container spacing={2}>
            {d.certificates.map((c) => (
              <Grid key={c.code} size={{ xs: 12, md: 6 }}>
                <Card variant="outlined" aria-label={`Certificate ${c.programName}`}>
                  <CardContent>
                    <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
                      <Chip
                        size="small"
                        color={c.revoked ? 'error' : 'success'}
                        label={c.revoked ? 'Revoked' : 'Valid'}
                      />
                    </Stack>
                    <Typography component="h3" variant="h6">
                      {c.programName}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
                      Issued {date(c.issuedAt)} · code {c.code}
                    </Typography>
                    {!c.revoked && (
                      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
                        <Button
                          variant="contained"
                          size="small"
                          // eslint-disable-next-line local/no-raw-api-path -- a download link to a route answering a file
                          href={`/api/school/certificates/${c.code}/pdf`}
                          download={`certificate-${c.code}.pdf`}
                        >
                          Download PDF
                        </Button>
                        <LinkButton href={c.verifyUrl} size="small" variant="outlined">
                          Verify link
                        </LinkButton>
                      </Stack>
                    )}
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        )}
      </section>
      <Grid container spacing={3}>
        <ListSection
          id="due-heading"
          title="Upcoming due dates"
          empty="Nothing due."
          items={d.upcoming.map((a) => ({
            id: a.id,
            primary: <TextLink href={`/learn/lessons/${a.lessonId}`}>{a.title}</TextLink>,
            secondary: `Due ${date(a.dueAt)}`,
          }))}
        />
        <ListSection
          id="quiz-grades-heading"
          title="Quiz grades"
          empty="No quizzes taken yet."
          // One line per quiz: its best score when it was retaken (the attempt that decides the pass).
          items={d.quizGrades.map((g) => ({
            id: g.quizId,
            primary: g.quizTitle,
            secondary:
              g.status === 'pending_review'
                ? 'Waiting for an instructor'
                : `${g.attempts > 1 ? `Best of ${g.attempts} attempts: ` : ''}${g.score}% · ${g.passed ? 'Passed' : 'Not passed'}${g.laterPending ? ' · a later attempt waits for an instructor' : ''}`,
          }))}
        />
        <ListSection
          id="assignment-grades-heading"
          title="Assignment grades"
          empty="No assignments submitted yet."
          items={d.assignmentGrades.map((g) => ({
            id: g.id,
            primary: g.title,
            secondary: `${g.grade === null ? 'Not graded yet' : `${g.grade}/${g.maxPoints}`}${g.late ? ' · late' : ''}${g.feedback ? ` · ${g.feedback}` : ''}`,
          }))}
        />
      </Grid>
    </Stack>
  );
}

/** One column of the dashboard: a heading, then its entries or a line saying there are none. */
function ListSection({
  id,
  title,
  empty,
  items,
}: {
  id: string;
  title: string;
  empty: string;
  items: { id: string; primary: ReactNode; secondary: string }[];
}) {
  return (
    <Grid size={{ xs: 12, md: 4 }} component="section" aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <List dense>
          {items.map((item) => (
            <ListItem key={item.id} disableGutters>
              <ListItemText primary={item.primary} secondary={item.secondary} />
            </ListItem>
          ))}
        </List>
      )}
    </Grid>
  );
}
