'use client';
// The lesson page's interactive parts: Mark complete, and the assignment submission form.
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { api, apiRequest, errorText } from '@/lib/api-client';

export function CompleteLessonButton({ lessonId, completed }: { lessonId: string; completed: boolean }) {
  const router = useRouter();
  const [msg, setMsg] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  // The refresh that follows a completion renders `completed`: the message just earned (it may name a certificate)
  // stays on screen instead of being replaced by the generic line.
  if (completed) return <Alert severity="success">{msg?.ok ? msg.text : 'You completed this lesson.'}</Alert>;
  return (
    <Stack spacing={1}>
      {msg && <Alert severity={msg.ok ? 'success' : 'warning'}>{msg.text}</Alert>}
      <div>
        <Button
          variant="contained"
          disabled={pending}
          onClick={async () => {
            setPending(true);
            try {
              const res = await api.post('/api/school/lessons/[id]/complete', undefined, { params: { id: lessonId } });
              setMsg({
                ok: true,
                text: res.certificate
                  ? `Lesson complete. You earned the ${res.certificate.title} (${res.certificate.code})!`
                  : 'Lesson complete.',
              });
              router.refresh();
            } catch (err) {
              setMsg({ ok: false, text: errorText(err) });
            } finally {
              setPending(false);
            }
          }}
        >
          Mark lesson complete
        </Button>
      </div>
    </Stack>
  );
}

export function AssignmentForm({
  assignmentId,
  submissionType,
}: {
  assignmentId: string;
  submissionType: 'text' | 'file' | 'both';
}) {
  const router = useRouter();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [msg, setMsg] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setPending(true);
    setMsg(null);
    try {
      let res: Response;
      if (submissionType === 'text')
        // eslint-disable-next-line local/no-raw-api-path -- a route taking multipart or JSON, outside the route map
        res = await apiRequest('POST', `/api/school/assignments/${assignmentId}/submissions`, { text });
      else {
        const form = new FormData();
        if (text) form.append('text', text);
        if (file) form.append('file', file);
        // eslint-disable-next-line local/no-raw-api-path -- a multipart upload: the typed client sends JSON bodies only
        res = await apiRequest('POST', `/api/school/assignments/${assignmentId}/submissions`, form);
      }
      const body = (await res.json()) as { message: string };
      setMsg({ ok: true, text: body.message });
      router.refresh();
    } catch (err) {
      setMsg({ ok: false, text: errorText(err) });
    } finally {
      setPending(false);
    }
  }

  return (
    <Stack component="form" spacing={2} onSubmit={onSubmit}>
      {msg && <Alert severity={msg.ok ? 'success' : 'error'}>{msg.text}</Alert>}
      {submissionType !== 'file' && (
        <TextField label="Your answer" multiline minRows={4} value={text} onChange={(e) => setText(e.target.value)} />
      )}
      {submissionType !== 'text' && (
        <Button component="label" variant="outlined">
          {file ? file.name : 'Choose a file (PDF, image or audio)'}
          <input
            hidden
            type="file"
            accept="application/pdf,image/*,audio/*"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </Button>
      )}
      <div>
        <Button type="submit" variant="contained" disabled={pending}>
          {pending ? 'Submitting...' : 'Submit assignment'}
        </Button>
      </div>
    </Stack>
  );
}
