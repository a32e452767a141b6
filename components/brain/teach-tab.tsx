'use client';
// Teach: title, content, category (default rule), importance 1-10 (default 5), global switch.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api } from '@/lib/api-client';
import { CATEGORY_LABELS, MEMORY_CATEGORIES, TEACH_MISSING, type MemoryCategory } from '@/lib/brain/schema';
import { useToast } from '../ui/toast';
import { BRAIN, invalidate, messageOf } from './brain-client';

export function TeachTab() {
  const qc = useQueryClient();
  const { toast } = useToast();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [category, setCategory] = useState<MemoryCategory>('rule');
  const [importance, setImportance] = useState(5);
  const [isGlobal, setIsGlobal] = useState(false);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (!title.trim() || !content.trim()) {
      toast({ title: 'Missing Information', description: TEACH_MISSING, variant: 'destructive' });
      return;
    }
    setSaving(true);
    try {
      await api.post('/api/brain/memories', { title, content, category, importance, isGlobal });
      toast({ title: 'Memory Stored', description: title.trim() });
      setTitle('');
      setContent('');
      setImportance(5);
      setIsGlobal(false);
      setCategory('rule');
      await invalidate(qc, BRAIN.memories, BRAIN.analytics);
    } catch (err) {
      toast({ title: 'Error', description: messageOf(err, 'Failed to store memory'), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack
      spacing={2}
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      sx={{ maxWidth: 640 }}
    >
      <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} />
      <TextField label="Content" value={content} onChange={(e) => setContent(e.target.value)} multiline minRows={4} />
      <TextField
        select
        label="Category"
        value={category}
        onChange={(e) => setCategory(e.target.value as MemoryCategory)}
      >
        {MEMORY_CATEGORIES.map((c) => (
          <MenuItem key={c} value={c}>
            {CATEGORY_LABELS[c]}
          </MenuItem>
        ))}
      </TextField>
      <div>
        <Typography id="teach-importance">Importance: {importance}/10</Typography>
        <Slider
          min={1}
          max={10}
          step={1}
          marks
          value={importance}
          onChange={(_e, v) => setImportance(v as number)}
          aria-labelledby="teach-importance"
          valueLabelDisplay="auto"
        />
      </div>
      <FormControlLabel
        control={<Switch checked={isGlobal} onChange={(e) => setIsGlobal(e.target.checked)} />}
        label="Global (every admin sees it)"
      />
      <Button type="submit" variant="contained" disabled={saving} sx={{ alignSelf: 'flex-start' }}>
        Teach Memory
      </Button>
    </Stack>
  );
}
