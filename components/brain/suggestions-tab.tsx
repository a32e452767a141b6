'use client';
// Suggestions derived from live platform signals: Clear, Generate, and Send → Memories / Tasks.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { api, useApi, type ApiAnswer } from '@/lib/api-client';
import { useToast } from '../ui/toast';
import { BRAIN, invalidate, messageOf } from './brain-client';

type Suggestion = ApiAnswer<'/api/brain/suggestions/pending'>['suggestions'][number];

export function SuggestionsTab() {
  const qc = useQueryClient();
  const { toast } = useToast();
  const [cleared, setCleared] = useState(false);
  const { data, error, isFetching } = useApi('/api/brain/suggestions/pending', {}, { staleTime: 0 });
  const list = cleared ? [] : (data?.suggestions ?? []);

  const send = async (s: Suggestion, target: 'memory' | 'task') => {
    try {
      await api.post('/api/brain/pending/promote', {
        ns: 'admins',
        category: 'suggestion',
        target,
        title: s.title,
        detail: s.detail ?? s.content ?? '',
        payload: s.payload,
      });
      toast({
        title: '✅ Approved',
        description: target === 'task' ? 'Promoted to Task' : 'Promoted to Protocol Memory',
      });
      await invalidate(qc, BRAIN.suggestions, BRAIN.tasks, BRAIN.memories, BRAIN.analytics);
    } catch {
      toast({ title: 'Failed to promote', variant: 'destructive' });
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => setCleared(true)}>
          Clear
        </Button>
        <Button
          variant="contained"
          disabled={isFetching}
          onClick={() => {
            setCleared(false);
            void invalidate(qc, BRAIN.suggestions);
          }}
        >
          Generate
        </Button>
      </Stack>
      {error && <Alert severity="error">{messageOf(error, 'Failed to fetch suggestions')}</Alert>}
      {data && list.length === 0 && <Typography color="text.secondary">No suggestions right now</Typography>}
      {list.map((s) => (
        <Card key={s.id} variant="outlined">
          <CardContent>
            <Typography sx={{ fontWeight: 700 }}>{s.title}</Typography>
            <Typography color="text.secondary">{s.detail ?? s.content}</Typography>
            <Typography variant="caption" color="text.secondary">
              Importance {s.importance}/10 · {String(s.payload.source ?? '')}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <Button size="small" variant="outlined" onClick={() => void send(s, 'memory')}>
                Send → Memories
              </Button>
              <Button size="small" variant="outlined" onClick={() => void send(s, 'task')}>
                Send → Tasks
              </Button>
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
