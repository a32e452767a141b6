'use client';
// Opening a ticket: a category, the record it is about (from the user's own releases and payouts),
// a subject with help-centre suggestions while typing, the message and attachments.
import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { PanelForm } from '@/components/ui/form';
import { api, apiKey, apiRequest, errorText, useApi } from '@/lib/api-client';
import { TICKET_CATEGORIES } from '@/lib/comms/support/sla';
import { formatDate, formatMoney } from '@/lib/platform/format';
import type { uploadSupportAttachment } from '@/lib/comms/support/attachments';
import type { Json } from '@/lib/platform/json-types';

export type Uploaded = Json<Awaited<ReturnType<typeof uploadSupportAttachment>>>;

export function issuesByField(err: unknown): Record<string, string> {
  const text = err instanceof Error ? err.message : '';
  const json = text.slice(text.indexOf('{'));
  try {
    const parsed = JSON.parse(json) as { issues?: { path: string; message: string }[] };
    return Object.fromEntries((parsed.issues ?? []).map((i) => [i.path, i.message]));
  } catch {
    return {};
  }
}

export function AttachmentPicker({ files, onChange }: { files: Uploaded[]; onChange: (f: Uploaded[]) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function upload(file: File) {
    setBusy(true);
    setError(null);
    try {
      const form = new FormData();
      form.append('file', file);
      // A multipart upload: the typed client sends JSON bodies only.
      const res = await apiRequest('POST', '/api/support/attachments', form);
      const f = (await res.json()) as Uploaded;
      onChange([...files, f]);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button component="label" variant="outlined" size="small" disabled={busy || files.length >= 5}>
          {busy ? 'Uploading…' : 'Attach a file'}
          <input
            hidden
            type="file"
            accept="image/*,application/pdf,.doc,.docx,.txt"
            onChange={(e) => {
              const f = e.target.files?.[0];
              if (f) void upload(f);
              e.target.value = '';
            }}
          />
        </Button>
        {files.map((f) => (
          <Chip key={f.id} label={f.name} onDelete={() => onChange(files.filter((x) => x.id !== f.id))} />
        ))}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        Images, PDF or documents, 10 MB each, up to 5.
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}

export function NewTicketForm({
  initialReleaseId,
  initialCategory,
}: {
  initialReleaseId?: string;
  initialCategory?: string;
}) {
  const router = useRouter();
  const qc = useQueryClient();
  const { data: choices } = useApi('/api/support/context');
  const [category, setCategory] = useState(initialCategory ?? (initialReleaseId ? 'release' : ''));
  const [releaseId, setReleaseId] = useState(initialReleaseId ?? '');
  const [payoutId, setPayoutId] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<Uploaded[]>([]);
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setDebounced(subject.trim()), 300);
    return () => clearTimeout(t);
  }, [subject]);
  const { data: suggestions } = useApi(
    '/api/communications/faq/suggest',
    { query: { q: debounced } },
    { enabled: debounced.length >= 4 },
  );
  const create = useMutation({
    mutationFn: () =>
      api.post('/api/support/tickets', {
        // Sent as chosen: a missing category is the server's 400, shown beside the field.
        category: category as keyof typeof TICKET_CATEGORIES,
        subject,
        body,
        ...(releaseId ? { releaseId } : {}),
        ...(payoutId ? { payoutId } : {}),
        attachmentIds: files.map((f) => f.id),
      }),
    onSuccess: (res) => {
      qc.invalidateQueries({ queryKey: apiKey('/api/support/tickets') });
      router.push(`/support-ticket/${res.id}`);
    },
  });
  const issues = create.error ? issuesByField(create.error) : {};
  const showRelease = ['release', 'delivery', 'royalties'].includes(category);
  return (
    <PanelForm label="New ticket" heading="Ask for help" onSubmit={() => create.mutate()}>
      <TextField
        select
        required
        label="What is it about?"
        value={category}
        onChange={(e) => setCategory(e.target.value)}
        error={!!issues.category}
        helperText={issues.category}
      >
        {Object.entries(TICKET_CATEGORIES).map(([k, label]) => (
          <MenuItem key={k} value={k}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      {showRelease && (
        <TextField
          select
          label="Which release?"
          value={releaseId}
          onChange={(e) => setReleaseId(e.target.value)}
          error={!!issues.releaseId}
          helperText={
            issues.releaseId ?? 'We attach its status, checks and delivery log so you do not have to explain them.'
          }
        >
          <MenuItem value="">None in particular</MenuItem>
          {choices?.releases.map((r) => (
            <MenuItem key={r.id} value={r.id}>
              {r.title} ({r.statusLabel})
            </MenuItem>
          ))}
        </TextField>
      )}
      {category === 'payout' && (
        <TextField
          select
          label="Which payout?"
          value={payoutId}
          onChange={(e) => setPayoutId(e.target.value)}
          error={!!issues.payoutId}
          helperText={issues.payoutId}
        >
          <MenuItem value="">The latest one</MenuItem>
          {choices?.payouts.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {formatMoney(p.amountCents)} · {p.status} · {formatDate(p.createdAt)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        required
        label="Subject"
        value={subject}
        onChange={(e) => setSubject(e.target.value)}
        error={!!issues.subject}
        helperText={issues.subject}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      {suggestions && suggestions.items.length > 0 && (
        <Alert severity="info" aria-label="Suggested articles">
          These articles may answer it already:
          <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
            {suggestions.items.map((a) => (
              <li key={a.id}>
                <Link href={`/faq#${a.id}`} target="_blank">
                  {a.title}
                </Link>
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <TextField
        required
        multiline
        minRows={5}
        label="Message"
        value={body}
        onChange={(e) => setBody(e.target.value)}
        error={!!issues.body}
        helperText={issues.body}
      />
      <AttachmentPicker files={files} onChange={setFiles} />
      {create.error && <Alert severity="error">{errorText(create.error)}</Alert>}
      <Button
        type="submit"
        variant="contained"
        disabled={create.isPending || !category}
        sx={{ alignSelf: 'flex-start' }}
      >
        Send to support
      </Button>
    </PanelForm>
  );
}
