'use client';
// Taking a quiz: questions come without answers; the clock is the server's deadline; answers are
// autosaved until the submit starts (the submit carries every answer, so nothing races it); the server
// grades on submit and sends the key and explanations only when the quiz's setting allows.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { api, apiKey, errorText, useApi } from '@/lib/api-client';
import { LoadingModule } from '@/components/ui/loading-module';
import { QuizQuestions } from './quiz-questions';
import { QuizResult } from './quiz-result';
import type { Result } from './quiz-types';

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
  const target = { params: { id: quizId } };
  const qc = useQueryClient();
  const { data, error, isLoading } = useApi('/api/school/quizzes/[id]', target, { staleTime: 0 });
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
      const a = await api.post('/api/school/quizzes/[id]/attempts', undefined, target);
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
      api
        .put('/api/school/attempts/[id]/answers', { questionId, response }, { params: { id: attempt.id } })
        .catch((err) => {
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
      const r = await api.post(
        '/api/school/attempts/[id]/submit',
        { answers: Object.entries(answers).map(([questionId, response]) => ({ questionId, response })) },
        { params: { id: attempt.id } },
      );
      setResult(r);
      setAttempt(null);
      await qc.invalidateQueries({ queryKey: apiKey('/api/school/quizzes/[id]', target) });
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
    return <QuizResult result={result} lessonId={data.lessonId} onRetry={start} />;
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
      <QuizQuestions questions={data.questions} answers={answers} onAnswer={answer} />
      <div>
        <Button variant="contained" size="large" onClick={submit} disabled={pending}>
          {pending ? 'Submitting...' : 'Submit answers'}
        </Button>
      </div>
    </Stack>
  );
}
