'use client';
// Pending Code Changes (n): what the deep scan proposes, with current versus proposed code.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { api, apiUrl, type ApiAnswer } from '@/lib/api-client';
import { useToast } from '../ui/toast';
import { LoadMore, usePagedList } from '../ui/paged-list';
import { BRAIN, invalidate } from './brain-client';
import { ReasonDialog } from './reason-dialog';

type CodeSuggestion = ApiAnswer<'/api/brain/suggestions/code/pending'>['items'][number];

const PRIORITY_COLOR = { critical: 'error', high: 'warning', medium: 'info', low: 'default' } as const;

function Code({ label, text }: { label: string; text: string }) {
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Box
        component="pre"
        sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', fontSize: 12, minHeight: 32 }}
        tabIndex={0}
      >
        {text || '(nothing)'}
      </Box>
    </Box>
  );
}

export function CodeChanges() {
  const qc = useQueryClient();
  const { toast } = useToast();
  const [rejecting, setRejecting] = useState<string | null>(null);
  const suggestions = usePagedList<CodeSuggestion>(apiUrl('/api/brain/suggestions/code/pending'), { staleTime: 0 });
  const list = suggestions.items ?? [];

  const approve = async (id: string) => {
    await api.post('/api/brain/suggestions/code/[id]/approve', {}, { params: { id } });
    toast({ title: '✅ Code change approved', description: 'A task with the patch was created' });
    await invalidate(qc, BRAIN.codeSuggestions, BRAIN.tasks);
  };
  const reject = async (id: string, reason: string) => {
    setRejecting(null);
    await api.post('/api/brain/suggestions/code/[id]/reject', { reason: reason || undefined }, { params: { id } });
    toast({ title: '❌ Code change rejected' });
    await invalidate(qc, BRAIN.codeSuggestions);
  };

  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h3">
        Pending Code Changes ({suggestions.total})
      </Typography>
      {list.map((s) => {
        const d = s.codeChangeDetails;
        return (
          <Card key={s.id} variant="outlined">
            <CardContent>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                <Typography sx={{ fontFamily: 'monospace', fontWeight: 700 }}>{d.filePath}</Typography>
                <Chip
                  size="small"
                  color={PRIORITY_COLOR[d.priority as keyof typeof PRIORITY_COLOR] ?? 'default'}
                  label={d.priority}
                />
                <Chip size="small" variant="outlined" label="Awaiting Approval" />
              </Stack>
              <Typography sx={{ mt: 1, fontWeight: 600 }}>{s.title}</Typography>
              <Typography color="text.secondary">{d.reasoning}</Typography>
              <Box component="ol" sx={{ my: 1 }}>
                {d.implementationSteps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </Box>
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
                <Code label="Current" text={d.oldCode} />
                <Code label="Proposed" text={d.newCode} />
              </Stack>
              <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                <Button size="small" variant="contained" onClick={() => void approve(s.id)}>
                  Approve Implementation
                </Button>
                <Button size="small" color="error" onClick={() => setRejecting(s.id)}>
                  Reject
                </Button>
              </Stack>
            </CardContent>
          </Card>
        );
      })}
      {list.length > 0 && <LoadMore shown={list.length} {...suggestions} />}
      <ReasonDialog
        open={!!rejecting}
        count={1}
        onCancel={() => setRejecting(null)}
        onConfirm={(r) => void reject(rejecting!, r)}
      />
    </Stack>
  );
}
