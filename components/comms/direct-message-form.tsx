'use client';
// A direct message from the team to one user: find them, write, send (they get it in their inbox and by email).
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, apiKey, errorText, useApi } from '@/lib/api-client';

export function DirectMessageForm() {
  const qc = useQueryClient();
  const [q, setQ] = useState('');
  const [to, setTo] = useState<{ id: string; name: string; email: string } | null>(null);
  const [body, setBody] = useState('');
  const users = useApi('/api/communications/users', { query: { q } }, { enabled: q.trim().length >= 2 && !to });
  const send = useMutation({
    mutationFn: () => api.post('/api/communications/direct-messages', { userId: to!.id, body, emailToo: true }),
    onSuccess: () => {
      setBody('');
      qc.invalidateQueries({ queryKey: apiKey('/api/communications/direct-messages') });
    },
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Direct message">
      <Stack spacing={2}>
        <Typography component="h2" variant="h6">
          Message one person
        </Typography>
        {to ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              To {to.name} ({to.email})
            </Typography>
            <Button size="small" onClick={() => setTo(null)}>
              Change
            </Button>
          </Stack>
        ) : (
          <>
            <TextField label="Find by name or email" value={q} onChange={(e) => setQ(e.target.value)} />
            {users.data?.items.map((u) => (
              <Button
                key={u.id}
                variant="text"
                onClick={() => setTo(u)}
                sx={{ justifyContent: 'flex-start', textTransform: 'none' }}
              >
                {u.name} · {u.email}
              </Button>
            ))}
          </>
        )}
        <TextField multiline minRows={3} label="Message" value={body} onChange={(e) => setBody(e.target.value)} />
        {send.error && <Alert severity="error">{errorText(send.error)}</Alert>}
        {send.isSuccess && <Alert severity="success">Sent.</Alert>}
        <Button
          variant="contained"
          disabled={!to || !body.trim() || send.isPending}
          onClick={() => send.mutate()}
          sx={{ alignSelf: 'flex-start' }}
        >
          Send message
        </Button>
      </Stack>
    </Paper>
  );
}
