'use client';
// The lesson builder's Quiz Builder tab: questions of the four types with points and explanations.
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ANSWER_REVEAL, ANSWER_REVEAL_LABEL } from '@/lib/school/schema';
import {
  newQuestion,
  type DraftQuestion,
  type LessonDraft,
  type QType,
  type RevealAnswers,
} from './lesson-builder-types';

const TYPES: [QType, string][] = [
  ['multiple_choice', 'Multiple choice'],
  ['true_false', 'True / false'],
  ['short_answer', 'Short answer'],
  ['essay', 'Essay'],
];

export function QuizBuilder({ draft, setDraft }: { draft: LessonDraft; setDraft: (d: LessonDraft) => void }) {
  const quiz = draft.quiz;
  const setQuiz = (q: Partial<LessonDraft['quiz']>) => setDraft({ ...draft, quiz: { ...quiz, ...q } });
  const setQuestion = (i: number, q: Partial<DraftQuestion>) =>
    setQuiz({ questions: quiz.questions.map((x, j) => (j === i ? { ...x, ...q } : x)) });
  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Checkbox checked={draft.hasQuiz} onChange={(e) => setDraft({ ...draft, hasQuiz: e.target.checked })} />
        }
        label="This lesson has a quiz"
      />
      {draft.hasQuiz && (
        <>
          <TextField label="Quiz title" value={quiz.title} onChange={(e) => setQuiz({ title: e.target.value })} />
          <TextField
            label="Quiz description"
            value={quiz.description}
            onChange={(e) => setQuiz({ description: e.target.value })}
          />
          <Stack direction="row" spacing={2}>
            <TextField
              label="Time limit (minutes)"
              type="number"
              value={quiz.timeLimit}
              onChange={(e) => setQuiz({ timeLimit: e.target.value })}
              helperText="Empty for no limit"
            />
            <TextField
              label="Passing score (%)"
              type="number"
              value={quiz.passingScore}
              onChange={(e) => setQuiz({ passingScore: Number(e.target.value) })}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Attempts per student"
              type="number"
              value={quiz.maxAttempts}
              onChange={(e) => setQuiz({ maxAttempts: Number(e.target.value) })}
              slotProps={{ htmlInput: { min: 1, max: 20 } }}
            />
            <TextField
              select
              label="Show answers and explanations"
              value={quiz.revealAnswers}
              onChange={(e) => setQuiz({ revealAnswers: e.target.value as RevealAnswers })}
              sx={{ minWidth: 240 }}
              helperText="When a student sees the correct answers"
            >
              {ANSWER_REVEAL.map((v) => (
                <MenuItem key={v} value={v}>
                  {ANSWER_REVEAL_LABEL[v]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {quiz.questions.map((q, i) => (
            <Card key={q.key} variant="outlined">
              <CardContent>
                <Stack spacing={2}>
                  <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                    <Typography sx={{ fontWeight: 700 }}>Question {i + 1}</Typography>
                    <TextField
                      select
                      size="small"
                      label="Type"
                      value={q.type}
                      onChange={(e) =>
                        setQuestion(i, {
                          type: e.target.value as QType,
                          correctAnswer:
                            e.target.value === 'true_false' ? 'true' : e.target.value === 'multiple_choice' ? '0' : '',
                        })
                      }
                    >
                      {TYPES.map(([v, l]) => (
                        <MenuItem key={v} value={v}>
                          {l}
                        </MenuItem>
                      ))}
                    </TextField>
                    <TextField
                      size="small"
                      label="Points"
                      type="number"
                      value={q.points}
                      onChange={(e) => setQuestion(i, { points: Number(e.target.value) })}
                      sx={{ width: 100 }}
                    />
                    <Button
                      color="error"
                      onClick={() => setQuiz({ questions: quiz.questions.filter((_, j) => j !== i) })}
                      disabled={quiz.questions.length === 1}
                    >
                      Remove
                    </Button>
                  </Stack>
                  <TextField
                    label={`Question ${i + 1} text`}
                    value={q.question}
                    onChange={(e) => setQuestion(i, { question: e.target.value })}
                    multiline
                  />
                  {q.type === 'multiple_choice' &&
                    q.options.map((o, k) => (
                      <Stack key={k} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <Radio
                          checked={q.correctAnswer === String(k)}
                          onChange={() => setQuestion(i, { correctAnswer: String(k) })}
                          slotProps={{ input: { 'aria-label': `Option ${k + 1} is correct` } }}
                        />
                        <TextField
                          size="small"
                          fullWidth
                          label={`Option ${k + 1}`}
                          value={o}
                          onChange={(e) =>
                            setQuestion(i, { options: q.options.map((x, m) => (m === k ? e.target.value : x)) })
                          }
                        />
                      </Stack>
                    ))}
                  {q.type === 'true_false' && (
                    <TextField
                      select
                      size="small"
                      label="Correct answer"
                      value={q.correctAnswer || 'true'}
                      onChange={(e) => setQuestion(i, { correctAnswer: e.target.value })}
                      sx={{ maxWidth: 200 }}
                    >
                      <MenuItem value="true">True</MenuItem>
                      <MenuItem value="false">False</MenuItem>
                    </TextField>
                  )}
                  {q.type === 'short_answer' && (
                    <TextField
                      label="Accepted answers (comma-separated)"
                      value={q.acceptedAnswers}
                      onChange={(e) => setQuestion(i, { acceptedAnswers: e.target.value })}
                      helperText="Compared ignoring case, spacing and punctuation"
                    />
                  )}
                  {q.type === 'essay' && (
                    <Typography color="text.secondary">An instructor grades essay answers.</Typography>
                  )}
                  <TextField
                    label="Explanation (shown after submission)"
                    value={q.explanation}
                    onChange={(e) => setQuestion(i, { explanation: e.target.value })}
                  />
                </Stack>
              </CardContent>
            </Card>
          ))}
          <div>
            <Button variant="outlined" onClick={() => setQuiz({ questions: [...quiz.questions, newQuestion()] })}>
              Add question
            </Button>
          </div>
        </>
      )}
    </Stack>
  );
}
