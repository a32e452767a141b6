// /learn/courses: the course catalog: every published course, what it covers, and the learner's place in it.
import type { Metadata } from 'next';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
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
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { courseCatalog } from '@/lib/school/catalog';
import { PageHeader } from '@/components/ui/page-header';
import { LinkButton, TextLink } from '@/components/ui/links';

export const metadata: Metadata = { title: 'Course catalog' };
export const dynamic = 'force-dynamic';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export default async function CourseCatalogPage() {
  const user = await requirePageAccess('student');
  const courses = await courseCatalog(user);
  return (
    <>
      <PageHeader
        title="Course catalog"
        description="Every course of the institute: what it covers, its videos, quizzes and resources."
        actions={<LinkButton href="/student-dashboard">My dashboard</LinkButton>}
      />
      {courses.length === 0 ? (
        <Alert severity="info">No courses are published yet.</Alert>
      ) : (
        <Grid container spacing={2}>
          {courses.map((c) => (
            <Grid key={c.id} size={{ xs: 12, md: 6 }}>
              <Card variant="outlined" sx={{ height: '100%' }} component="article" aria-label={c.title}>
                <CardContent>
                  <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', gap: 1 }}>
                    <Chip size="small" label={c.programName} />
                    {c.enrolled && <Chip size="small" color="success" label="Enrolled" />}
                  </Stack>
                  <Typography component="h2" variant="h6">
                    {c.title}
                  </Typography>
                  {c.description && (
                    <Typography variant="body2" sx={{ mb: 1 }}>
                      {c.description}
                    </Typography>
                  )}
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {plural(c.lessonCount, 'lesson')} · {c.mediaCount} with media ·{' '}
                    {c.quizCount === 1 ? '1 quiz' : `${c.quizCount} quizzes`} · {plural(c.resourceCount, 'download')}
                  </Typography>
                  {c.enrolled ? (
                    <>
                      <LinearProgress
                        variant="determinate"
                        value={c.percent}
                        aria-label={`${c.title} progress`}
                        sx={{ mb: 1 }}
                      />
                      <Typography variant="body2" sx={{ mb: 1 }}>
                        {c.percent}% done
                      </Typography>
                    </>
                  ) : (
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                      Part of the {c.programName} program. Ask admissions to add it to your studies.
                    </Typography>
                  )}
                  <Accordion disableGutters variant="outlined">
                    <AccordionSummary aria-controls={`outline-${c.id}`} id={`outline-${c.id}-header`}>
                      <Typography variant="body2">Course outline</Typography>
                    </AccordionSummary>
                    <AccordionDetails id={`outline-${c.id}`}>
                      {c.modules.map((m) => (
                        <div key={m.id}>
                          <Typography variant="subtitle2">{m.title}</Typography>
                          <List dense disablePadding>
                            {m.lessons.map((l) => (
                              <ListItem key={l.id} disableGutters>
                                <ListItemText
                                  primary={
                                    c.enrolled ? (
                                      <TextLink href={`/learn/lessons/${l.id}`}>{l.title}</TextLink>
                                    ) : (
                                      l.title
                                    )
                                  }
                                  secondary={l.description || undefined}
                                />
                              </ListItem>
                            ))}
                          </List>
                        </div>
                      ))}
                    </AccordionDetails>
                  </Accordion>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </>
  );
}
