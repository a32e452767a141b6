'use client';
// Taking a quiz: questions come without answers; the clock is the server's deadline; answers are
// autosaved until the submit starts (the submit carries every answer, so nothing races it); the server
// grades on submit and sends the key and explanations only when the quiz's setting allows.
import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiJson, errorText } from '@/lib/api-client';
import { LoadingModule } from '@/components/ui/loading-module';
import { LinkButton } from '@/components/ui/links';
import type { quizForStudent } from '@/lib/school/quizzes';
import type { submitAttempt } from '@/lib/school/quiz-grading';
import type { Json } from '@/lib/json-types';

type QuizView = Json<Awaited<ReturnType<typeof quizForStudent>>>;
type Result = Json<Awaited<ReturnType<typeof submitAttempt>>>;

function useCountdown(deadline: string | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    const t = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(t);
  }, [deadline]);
  if (!deadline) return null;
  return Math.max(0, Math.floor((new Date(deadline).getTime() - now) / 1000));
}

export function QuizTaker({ quizId }: { quizId: string }) {
  const url = `/api/school/quizzes/${quizId}`;
  const qc = useQueryClient();
  const { data, error, isLoading } = useQuery<QuizView>({ queryKey: [url], staleTime: 0 });
  const [attempt, setAttempt] = useState<{ id: string; deadline: string | null } | null>(null);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [result, setResult] = useState<Result | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const timers = useRef<Record<string, number>>({});
  // Once the submit starts, autosave stops: pending saves are cancelled and later ones are not sent.
  const submitting = useRef(false);

  // Resume an open attempt once the quiz arrives (state adjusted during render, not in an effect).
  if (data?.openAttempt && !attempt && !result) {
    setAttempt({ id: data.openAttempt.id, deadline: data.openAttempt.deadline });
    setAnswers(Object.fromEntries(data.openAttempt.answers.map((a) => [a.questionId, a.response])));
  }

  const left = useCountdown(attempt?.deadline ?? null);

  async function start() {
    setProblem(null);
    try {
      const a = await apiJson<{ id: string; deadline: string | null }>(
        'POST',
        `/api/school/quizzes/${quizId}/attempts`,
      );
      submitting.current = false;
      setAttempt(a);
      setResult(null);
      setAnswers({});
    } catch (err) {
      setProblem(errorText(err));
    }
  }

  function answer(questionId: string, response: string) {
    setAnswers((prev) => ({ ...prev, [questionId]: response }));
    if (!attempt) return;
    window.clearTimeout(timers.current[questionId]);
    timers.current[questionId] = window.setTimeout(() => {
      if (submitting.current) return;
      apiJson('PUT', `/api/school/attempts/${attempt.id}/answers`, { questionId, response }).catch((err) => {
        if (!submitting.current) setProblem(errorText(err));
      });
    }, 400);
  }

  async function submit() {
    if (!attempt) return;
    submitting.current = true;
    for (const t of Object.values(timers.current)) window.clearTimeout(t);
    timers.current = {};
    setPending(true);
    setProblem(null);
    try {
      const r = await apiJson<Result>('POST', `/api/school/attempts/${attempt.id}/submit`, {
        answers: Object.entries(answers).map(([questionId, response]) => ({ questionId, response })),
      });
      setResult(r);
      setAttempt(null);
      await qc.invalidateQueries({ queryKey: [url] });
    } catch (err) {
      submitting.current = false;
      setProblem(errorText(err));
    } finally {
      setPending(false);
    }
  }

  if (isLoading) return <LoadingModule />;
  if (error) return <Alert severity="error">{errorText(error)}</Alert>;
  if (!data) return null;

  if (result) {
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
          <LinkButton href={`/learn/lessons/${data.lessonId}`}>Back to the lesson</LinkButton>
          {!result.passed && !result.pending && result.attemptsLeft > 0 && (
            <Button variant="outlined" onClick={start}>
              Try again
            </Button>
          )}
        </Stack>
      </Stack>
    );
  }

  if (!attempt) {
    const best = data.pastAttempts.reduce<number | null>(
      (b, a) => (a.score !== null && (b === null || a.score > b) ? a.score : b),
      null,
    );
    return (
      <Stack spacing={2}>
        {data.description && <Typography>{data.description}</Typography>}
        <Typography color="text.secondary">
          {data.questions.length} questions · pass mark {data.passingScore}%
          {data.timeLimitMinutes ? ` · ${data.timeLimitMinutes} minutes from when you start` : ' · no time limit'}
        </Typography>
        <Typography color="text.secondary">
          Attempts: {data.attemptsUsed} of {data.maxAttempts} used · correct answers shown{' '}
          {data.revealAnswers === 'never'
            ? 'never'
            : data.revealAnswers === 'after_passing'
              ? 'once you pass'
              : 'after your last attempt'}
        </Typography>
        {best !== null && <Typography>Best score so far: {best}%</Typography>}
        {problem && <Alert severity="error">{problem}</Alert>}
        {data.attemptsUsed >= data.maxAttempts ? (
          <Alert severity="info">You have used all your attempts at this quiz.</Alert>
        ) : (
          <div>
            <Button variant="contained" onClick={start}>
              {data.attemptsUsed > 0 ? 'Try again' : 'Start the quiz'}
            </Button>
          </div>
        )}
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      {left !== null && (
        <Alert severity={left < 60 ? 'warning' : 'info'} role="timer" aria-live="off">
          Time left: {Math.floor(left / 60)}:{String(left % 60).padStart(2, '0')}
          {left === 0 ? ' (time is up: submit to see your result; answers saved by the deadline count)' : ''}
        </Alert>
      )}
      {problem && <Alert severity="error">{problem}</Alert>}
      {data.questions.map((q, i) => (
        <Card key={q.id} variant="outlined" component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <CardContent>
            <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
              {i + 1}. {q.question}{' '}
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                ({q.points} points)
              </Box>
            </Typography>
            {q.type === 'multiple_choice' && (
              <RadioGroup
                value={answers[q.id] ?? ''}
                onChange={(e) => answer(q.id, e.target.value)}
                aria-label={q.question}
              >
                {q.options.map((o, idx) => (
                  <FormControlLabel key={idx} value={String(idx)} control={<Radio />} label={o} />
                ))}
              </RadioGroup>
            )}
            {q.type === 'true_false' && (
              <RadioGroup
                row
                value={answers[q.id] ?? ''}
                onChange={(e) => answer(q.id, e.target.value)}
                aria-label={q.question}
              >
                <FormControlLabel value="true" control={<Radio />} label="True" />
                <FormControlLabel value="false" control={<Radio />} label="False" />
              </RadioGroup>
            )}
            {q.type === 'short_answer' && (
              <TextField
                label="Your answer"
                fullWidth
                value={answers[q.id] ?? ''}
                onChange={(e) => answer(q.id, e.target.value)}
              />
            )}
            {q.type === 'essay' && (
              <TextField
                label="Your essay"
                fullWidth
                multiline
                minRows={5}
                value={answers[q.id] ?? ''}
                onChange={(e) => answer(q.id, e.target.value)}
              />
            )}
          </CardContent>
        </Card>
      ))}
      <div>
        <Button variant="contained" size="large" onClick={submit} disabled={pending}>
          {pending ? 'Submitting...' : 'Submit answers'}
        </Button>
      </div>
    </Stack>
  );
}
