'use client';
// Memories: search, category filter, cards with badges, use counts and feedback buttons.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ThumbUpIcon from '@mui/icons-material/ThumbUpOutlined';
import ThumbDownIcon from '@mui/icons-material/ThumbDownOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import VerifiedIcon from '@mui/icons-material/Verified';
import { api, useApi } from '@/lib/api-client';
import { CATEGORY_LABELS, MEMORY_CATEGORIES, type MemoryCategory } from '@/lib/brain/schema';
import { useToast } from '../ui/toast';
import { BRAIN, invalidate, messageOf, type Memory } from './brain-client';
import { formatDate } from '@/lib/platform/format';

export function MemoriesTab() {
  const qc = useQueryClient();
  const { toast } = useToast();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('all');
  const query = {
    status: 'approved' as const,
    search: search.trim(),
    category: MEMORY_CATEGORIES.find((c) => c === category),
  };
  const { data, error } = useApi('/api/brain/memories', { query }, { staleTime: 0 });

  const act = async (fn: () => Promise<unknown>, ok: string) => {
    try {
      await fn();
      toast({ title: ok });
      await invalidate(qc, BRAIN.memories, BRAIN.analytics);
    } catch (err) {
      toast({ title: 'Error', description: messageOf(err, 'Request failed'), variant: 'destructive' });
    }
  };
  const feedback = (m: Memory, feedbackType: 'positive' | 'negative') =>
    act(() => api.post('/api/brain/feedback', { memoryId: m.id, feedbackType }), 'Feedback Recorded');

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Search memories" value={search} onChange={(e) => setSearch(e.target.value)} fullWidth />
        <TextField
          select
          label="Category"
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="all">All</MenuItem>
          {MEMORY_CATEGORIES.map((c) => (
            <MenuItem key={c} value={c}>
              {CATEGORY_LABELS[c]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {error && <Alert severity="error">Failed to fetch memories</Alert>}
      {data?.memories.length === 0 && <Alert severity="info">No memories found. Teach the AI something new!</Alert>}
      {data?.memories.map((m) => (
        <Card key={m.id} variant="outlined" data-testid="memory-card">
          <CardContent>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {m.title}
              </Typography>
              <Chip size="small" color="primary" label={CATEGORY_LABELS[m.category as MemoryCategory] ?? m.category} />
              {m.isGlobal && <Chip size="small" variant="outlined" label="Global" />}
              {m.validated && <VerifiedIcon color="success" fontSize="small" titleAccess="Validated" />}
            </Stack>
            <Typography sx={{ my: 1, whiteSpace: 'pre-wrap' }}>{m.content}</Typography>
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography variant="body2" color="text.secondary">
                Importance {m.importance}/10
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Success {m.successRate === null ? '—' : `${m.successRate}%`}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Used {m.timesUsed} times
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Last used {m.lastUsed ? formatDate(m.lastUsed) : 'never'}
              </Typography>
              <Stack direction="row" sx={{ ml: 'auto' }}>
                <IconButton aria-label={`Helpful: ${m.title}`} onClick={() => void feedback(m, 'positive')}>
                  <ThumbUpIcon fontSize="small" />
                </IconButton>
                <IconButton aria-label={`Not helpful: ${m.title}`} onClick={() => void feedback(m, 'negative')}>
                  <ThumbDownIcon fontSize="small" />
                </IconButton>
                <IconButton
                  aria-label={`Delete memory: ${m.title}`}
                  onClick={() =>
                    void act(() => api.delete('/api/brain/memories/[id]', { params: { id: m.id } }), 'Memory Deleted')
                  }
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
