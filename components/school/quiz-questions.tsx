'use client';
// The questions of an open quiz attempt, one card each: options for multiple choice and true/false, a field for
// short answers and essays. Every change goes to `onAnswer`, which autosaves it.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Question } from './quiz-types';

export function QuizQuestions({
  questions,
  answers,
  onAnswer,
}: {
  questions: Question[];
  answers: Record<string, string>;
  onAnswer: (questionId: string, response: string) => void;
}) {
  return (
    <>
      {questions.map((q, i) => (
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
                onChange={(e) => onAnswer(q.id, e.target.value)}
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
                onChange={(e) => onAnswer(q.id, e.target.value)}
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
                onChange={(e) => onAnswer(q.id, e.target.value)}
              />
            )}
            {q.type === 'essay' && (
              <TextField
                label="Your essay"
                fullWidth
                multiline
                minRows={5}
                value={answers[q.id] ?? ''}
                onChange={(e) => onAnswer(q.id, e.target.value)}
              />
            )}
          </CardContent>
        </Card>
      ))}
    </>
  );
}
