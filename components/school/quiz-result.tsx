'use client';
// A submitted quiz attempt: the score (or what waits for an instructor), the attempts left, the certificate a
// passed program earns, and per question the answer given with the key and explanations when the quiz shows them.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LinkButton } from '@/components/ui/links';
import type { Result } from './quiz-types';

export function QuizResult({ result, lessonId, onRetry }: { result: Result; lessonId: string; onRetry: () => void }) {
  return (
    <Stack spacing={3}>
      <Alert severity={result.pending ? 'info' : result.passed ? 'success' : 'warning'} role="status">
        {result.pending
          ? `Submitted. Your essay answers wait for an instructor; the graded part scored ${result.pointsEarned} of ${result.pointsPossible} points.`
          : `Your score: ${result.score}% (${result.pointsEarned}/${result.pointsPossible} points). ${result.passed ? 'Passed' : `Not passed: the pass mark is ${result.passingScore}%`}.`}
        {result.late ? ' The time limit had passed: answers saved by the deadline were graded.' : ''}
      </Alert>
      <Typography color="text.secondary" data-testid="quiz-attempts-left">
        {result.attemptsLeft === 0
          ? `You have used all ${result.maxAttempts} attempts.`
          : `${result.attemptsLeft} of ${result.maxAttempts} attempts left.`}{' '}
        {result.answersShown
          ? ''
          : result.revealAnswers === 'never'
            ? 'This quiz does not show the correct answers.'
            : result.revealAnswers === 'after_passing'
              ? 'The correct answers and explanations are shown once you pass.'
              : 'The correct answers and explanations are shown after your last attempt.'}
      </Typography>
      {result.certificate && (
        <Alert
          severity="success"
          action={
            <LinkButton href={result.certificate.verifyUrl} color="inherit" size="small">
              View certificate
            </LinkButton>
          }
        >
          Program complete: you earned the {result.certificate.title} ({result.certificate.code}).
        </Alert>
      )}
      {result.feedback.map((f, i) => (
        <Card key={f.questionId} variant="outlined">
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
              <Chip
                size="small"
                label={f.correct === null ? 'Waiting for grading' : f.correct ? 'Correct' : 'Incorrect'}
                color={f.correct === null ? 'default' : f.correct ? 'success' : 'error'}
              />
              <Chip size="small" label={`${f.pointsAwarded ?? '-'} / ${f.points} points`} />
            </Stack>
            <Typography sx={{ fontWeight: 600 }}>
              {i + 1}. {f.question}
            </Typography>
            <Typography variant="body2">Your answer: {f.responseText || '(no answer)'}</Typography>
            {f.correctAnswer && !f.correct && (
              <Typography variant="body2">Correct answer: {f.correctAnswer}</Typography>
            )}
            {f.explanation && (
              <Typography variant="body2" color="text.secondary">
                {f.explanation}
              </Typography>
            )}
          </CardContent>
        </Card>
      ))}
      <Stack direction="row" spacing={2}>
        <LinkButton href={`/learn/lessons/${lessonId}`}>Back to the lesson</LinkButton>
        {!result.passed && !result.pending && result.attemptsLeft > 0 && (
          <Button variant="outlined" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
