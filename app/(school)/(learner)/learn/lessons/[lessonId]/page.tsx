// /learn/lessons/{lessonId}: a published lesson for an enrolled learner.
import type { Metadata } from 'next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/ui/page-header';
import { LinkButton, TextLink } from '@/components/ui/links';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { lessonForStudent } from '@/lib/school/learning';
import { AssignmentForm, CompleteLessonButton } from '@/components/school/lesson-actions';
import { recordOrNotFound } from '@/lib/platform/http/not-found';
import { formatDateTime } from '@/lib/platform/format';

export const metadata: Metadata = { title: 'Lesson' };

export default async function LessonPage({ params }: { params: Promise<{ lessonId: string }> }) {
  const user = await requirePageAccess('student');
  const { lessonId } = await params;
  const lesson = await recordOrNotFound(lessonForStudent(user, lessonId));
  const isVideoFile = lesson.videoUrl && /\.(mp4|webm|ogg)(\?|$)/i.test(lesson.videoUrl);
  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      <PageHeader title={lesson.title} description={`${lesson.courseTitle} · ${lesson.moduleTitle}`} />
      {lesson.description && <Typography color="text.secondary">{lesson.description}</Typography>}
      {lesson.videoUrl &&
        (isVideoFile ? (
          <Box component="video" controls src={lesson.videoUrl} sx={{ width: '100%', borderRadius: 1 }} />
        ) : (
          <TextLink href={lesson.videoUrl} target="_blank" rel="noopener noreferrer">
            Watch the lesson video
          </TextLink>
        ))}
      {/* Sanitised on the server by lib/school/markdown.ts: scripts and event handlers are removed. */}
      <Box
        className="lesson-content"
        sx={{ '& img': { maxWidth: '100%' }, lineHeight: 1.7 }}
        dangerouslySetInnerHTML={{ __html: lesson.html }}
      />
      {lesson.resources.length > 0 && (
        <section aria-labelledby="resources-heading">
          <Typography id="resources-heading" component="h2" variant="h6">
            Resources
          </Typography>
          <List dense>
            {/* Images, sound and video play in the lesson; other resources open as links. */}
            {lesson.resources.map((r) => (
              <ListItem key={r.id} disableGutters sx={{ flexDirection: 'column', alignItems: 'stretch' }}>
                <ListItemText
                  primary={
                    <TextLink href={r.url} target="_blank" rel="noopener noreferrer">
                      {r.name}
                    </TextLink>
                  }
                  secondary={r.type.toUpperCase()}
                />
                {r.type === 'image' && (
                  <Box component="img" src={r.url} alt={r.name} sx={{ maxWidth: '100%', borderRadius: 1 }} />
                )}
                {r.type === 'audio' && (
                  <Box component="audio" controls preload="none" src={r.url} aria-label={r.name} />
                )}
                {r.type === 'video' && (
                  <Box
                    component="video"
                    controls
                    preload="none"
                    src={r.url}
                    aria-label={r.name}
                    sx={{ width: '100%', borderRadius: 1 }}
                  />
                )}
              </ListItem>
            ))}
          </List>
        </section>
      )}
      {lesson.quiz && (
        <Card variant="outlined" component="section" aria-labelledby="quiz-heading">
          <CardContent>
            <Typography id="quiz-heading" component="h2" variant="h6">
              Quiz: {lesson.quiz.title}
            </Typography>
            <Typography color="text.secondary" gutterBottom>
              {lesson.quiz.questionCount} questions · pass mark {lesson.quiz.passingScore}%
              {lesson.quiz.timeLimitMinutes ? ` · ${lesson.quiz.timeLimitMinutes} minutes` : ''}
            </Typography>
            {lesson.quiz.best && lesson.quiz.best.status !== 'pending_review' && (
              <Typography gutterBottom>
                Your best score: {lesson.quiz.best.score}% ({lesson.quiz.best.passed ? 'passed' : 'not passed'})
              </Typography>
            )}
            <LinkButton href={`/learn/quizzes/${lesson.quiz.id}`} variant="contained">
              {lesson.quiz.best ? 'Open the quiz' : 'Take the quiz'}
            </LinkButton>
          </CardContent>
        </Card>
      )}
      {lesson.assignment && (
        <Card variant="outlined" component="section" aria-labelledby="assignment-heading">
          <CardContent>
            <Typography id="assignment-heading" component="h2" variant="h6">
              Assignment: {lesson.assignment.title}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }} gutterBottom>
              {lesson.assignment.description}
            </Typography>
            {lesson.assignment.dueAt && (
              <Typography color="text.secondary">Due {formatDateTime(lesson.assignment.dueAt)}</Typography>
            )}
            {lesson.assignment.submission ? (
              <Alert severity={lesson.assignment.submission.grade === null ? 'info' : 'success'} sx={{ mt: 2 }}>
                Submitted {formatDateTime(lesson.assignment.submission.submittedAt)}
                {lesson.assignment.submission.late ? ' (late)' : ''}.{' '}
                {lesson.assignment.submission.grade === null
                  ? 'Waiting for a grade.'
                  : `Grade: ${lesson.assignment.submission.grade}/${lesson.assignment.maxPoints}.`}
                {lesson.assignment.submission.feedback ? ` Feedback: ${lesson.assignment.submission.feedback}` : ''}
              </Alert>
            ) : null}
            {lesson.assignment.submission?.grade == null && (
              <Box sx={{ mt: 2 }}>
                <AssignmentForm assignmentId={lesson.assignment.id} submissionType={lesson.assignment.submissionType} />
              </Box>
            )}
          </CardContent>
        </Card>
      )}
      {!lesson.quiz && <CompleteLessonButton lessonId={lesson.id} completed={lesson.completed} />}
      {lesson.quiz && lesson.completed && <Alert severity="success">You completed this lesson.</Alert>}
      <Stack direction="row" spacing={2}>
        {lesson.previous && (
          <LinkButton href={`/learn/lessons/${lesson.previous.id}`}>Previous: {lesson.previous.title}</LinkButton>
        )}
        {lesson.next && <LinkButton href={`/learn/lessons/${lesson.next.id}`}>Next: {lesson.next.title}</LinkButton>}
        <LinkButton href="/student-dashboard">My dashboard</LinkButton>
      </Stack>
    </Stack>
  );
}
