'use client';
// Instructors' queues: assignment submissions to grade, essays waiting in quiz attempts, certificates.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, apiKey, apiUrl, errorText, useApi, type ApiAnswer } from '@/lib/api-client';
import { useToast } from '@/components/ui/toast';
import { TextLink } from '@/components/ui/links';
import { LoadMore, usePagedList } from '../ui/paged-list';
import { formatDate, formatDateTime } from '@/lib/platform/format';

type Submission = ApiAnswer<'/api/school/submissions'>['items'][number];
type Attempt = ApiAnswer<'/api/school/attempts'>['items'][number];
type Cert = ApiAnswer<'/api/school/certificates'>['items'][number];

function SubmissionCard({ s, onDone }: { s: Submission; onDone: () => void }) {
  const { toast } = useToast();
  const [grade, setGrade] = useState('');
  const [feedback, setFeedback] = useState('');
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography sx={{ fontWeight: 700 }}>
          {s.assignment.title} · <TextLink href={`/student-crm/${s.student.id}`}>{s.student.name}</TextLink>
        </Typography>
        <Typography variant="body2" color={s.late ? 'error' : 'text.secondary'}>
          Submitted {formatDateTime(s.submittedAt)}
          {s.late ? ' · LATE' : ''}
        </Typography>
        {s.text && <Typography sx={{ whiteSpace: 'pre-wrap', my: 1 }}>{s.text}</Typography>}
        {s.fileId && <TextLink href={`/api/files/${s.fileId}`}>Open the submitted file</TextLink>}
        <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
          <TextField
            size="small"
            label={`Grade (of ${s.assignment.maxPoints})`}
            type="number"
            value={grade}
            onChange={(e) => setGrade(e.target.value)}
          />
          <TextField
            size="small"
            label="Feedback"
            value={feedback}
            onChange={(e) => setFeedback(e.target.value)}
            sx={{ flexGrow: 1 }}
          />
          <Button
            variant="contained"
            disabled={grade === ''}
            onClick={async () => {
              try {
                const graded = await api.post(
                  '/api/school/submissions/[id]/grade',
                  { grade: Number(grade), feedback: feedback || undefined },
                  { params: { id: s.id } },
                );
                // The last grade a program waited for issues its certificate: say so.
                toast({
                  title: 'Grade saved',
                  description: graded.certificate
                    ? `${s.student.name} can see it now and earned the ${graded.certificate.title}.`
                    : `${s.student.name} can see it now.`,
                });
                onDone();
              } catch (err) {
                toast({ title: 'Error', description: errorText(err), variant: 'destructive' });
              }
            }}
          >
            Save grade
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

function EssayCard({ a, onDone }: { a: Attempt; onDone: () => void }) {
  const { toast } = useToast();
  const detail = useApi('/api/school/attempts/[id]', { params: { id: a.id } });
  const [marks, setMarks] = useState<Record<string, string>>({});
  const essays = detail.data?.feedback.filter((f) => f.type === 'essay') ?? [];
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography sx={{ fontWeight: 700 }}>
          {a.quiz.title} · <TextLink href={`/student-crm/${a.student.id}`}>{a.student.name}</TextLink>
        </Typography>
        {essays.map((e) => (
          <Stack key={e.questionId} spacing={1} sx={{ mt: 2 }}>
            <Typography variant="subtitle2">{e.question}</Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{e.response || '(no answer)'}</Typography>
            <TextField
              size="small"
              label={`Points (of ${e.points})`}
              type="number"
              value={marks[e.questionId] ?? ''}
              onChange={(ev) => setMarks({ ...marks, [e.questionId]: ev.target.value })}
              sx={{ maxWidth: 180 }}
            />
          </Stack>
        ))}
        <Button
          sx={{ mt: 2 }}
          variant="contained"
          disabled={essays.some((e) => (marks[e.questionId] ?? '') === '')}
          onClick={async () => {
            try {
              await api.post(
                '/api/school/attempts/[id]/grade',
                {
                  grades: essays.map((e) => ({ questionId: e.questionId, pointsAwarded: Number(marks[e.questionId]) })),
                },
                { params: { id: a.id } },
              );
              toast({ title: 'Essays graded' });
              onDone();
            } catch (err) {
              toast({ title: 'Error', description: errorText(err), variant: 'destructive' });
            }
          }}
        >
          Save essay grades
        </Button>
      </CardContent>
    </Card>
  );
}

export function GradingQueue() {
  const qc = useQueryClient();
  const subs = usePagedList<Submission>(apiUrl('/api/school/submissions', { query: { ungraded: '1' } }), {
    staleTime: 0,
  });
  const essays = usePagedList<Attempt>(apiUrl('/api/school/attempts'), { staleTime: 0 });
  const refresh = () => qc.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/school/') });
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h6">
        To grade
      </Typography>
      {(subs.error || essays.error) && <Alert severity="error">{errorText(subs.error ?? essays.error)}</Alert>}
      {subs.items?.length === 0 && essays.items?.length === 0 && (
        <Alert severity="success">Nothing waits for a grade.</Alert>
      )}
      {subs.items?.map((s) => (
        <SubmissionCard key={s.id} s={s} onDone={refresh} />
      ))}
      {!!subs.items?.length && <LoadMore shown={subs.items.length} {...subs} />}
      {essays.items?.map((a) => (
        <EssayCard key={a.id} a={a} onDone={refresh} />
      ))}
      {!!essays.items?.length && <LoadMore shown={essays.items.length} {...essays} />}
    </Stack>
  );
}

export function CertificatesAdmin() {
  const { toast } = useToast();
  const qc = useQueryClient();
  const list = usePagedList<Cert>(apiUrl('/api/school/certificates'), { staleTime: 0 });
  const data = list.items;
  const [reasons, setReasons] = useState<Record<string, string>>({});
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h6">
        Certificates
      </Typography>
      {data?.length === 0 && <Typography color="text.secondary">No certificates issued yet.</Typography>}
      {data?.map((c) => (
        <Stack key={c.id} direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <Typography sx={{ flexGrow: 1 }}>
            <TextLink href={`/musicbizcert/verify/${c.code}`}>{c.code}</TextLink> · {c.holderName} ·{' '}
            {formatDate(c.issuedAt)}
            {c.revokedAt ? ' · REVOKED' : ''}
          </Typography>
          {!c.revokedAt && (
            <>
              <TextField
                size="small"
                label="Reason to revoke"
                value={reasons[c.id] ?? ''}
                onChange={(e) => setReasons({ ...reasons, [c.id]: e.target.value })}
              />
              <Button
                color="error"
                disabled={!reasons[c.id]?.trim()}
                onClick={async () => {
                  try {
                    await api.post(
                      '/api/school/certificates/[code]/revoke',
                      { reason: reasons[c.id] },
                      { params: { code: c.code } },
                    );
                    toast({ title: 'Certificate revoked', description: c.code });
                  } catch (err) {
                    toast({ title: 'Error', description: errorText(err), variant: 'destructive' });
                  }
                  await qc.invalidateQueries({ queryKey: apiKey('/api/school/certificates') });
                }}
              >
                Revoke
              </Button>
            </>
          )}
        </Stack>
      ))}
      {data && data.length > 0 && <LoadMore shown={data.length} {...list} />}
    </Stack>
  );
}
