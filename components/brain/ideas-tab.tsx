'use client';
// Ideas: Generate (saved to pending) and the numbered list of ideas.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { api, type ApiAnswer } from '@/lib/api-client';
import { useToast } from '../ui/toast';
import { BRAIN, invalidate, messageOf } from './brain-client';

type Idea = ApiAnswer<'/api/brain/ideas/generate', 'POST'>['ideas'][number];

export function IdeasTab() {
  const qc = useQueryClient();
  const { toast } = useToast();
  const [ideas, setIdeas] = useState<Idea[] | null>(null);
  const [busy, setBusy] = useState(false);

  const generate = async () => {
    setBusy(true);
    try {
      const res = await api.post('/api/brain/ideas/generate', { ns: 'global', saveToPending: true });
      setIdeas(res.ideas);
      toast({
        title: 'Ideas Generated',
        description: `${res.ideas.length} idea${res.ideas.length === 1 ? '' : 's'}, ${res.saved} new in Pending`,
      });
      await invalidate(qc, BRAIN.pending);
    } catch (err) {
      toast({ title: 'Generation Failed', description: messageOf(err, 'Generate failed'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Button variant="contained" onClick={() => void generate()} disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {busy ? 'Generating…' : 'Generate'}
      </Button>
      {ideas?.length === 0 && (
        <Typography color="text.secondary">The platform data shows nothing to act on right now.</Typography>
      )}
      {ideas && ideas.length > 0 && (
        <Box component="ol" sx={{ m: 0 }}>
          {ideas.map((i) => (
            <li key={i.title}>
              <Typography sx={{ fontWeight: 700 }}>{i.title}</Typography>
              <Typography color="text.secondary">
                {i.detail} ({i.source})
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Stack>
  );
}
