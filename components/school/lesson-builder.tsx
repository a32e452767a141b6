'use client';
// The lesson builder (spec §2.11): five tabs, a Draft badge, Save Draft and Publish, both persisted.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, apiKey, errorText, useApi } from '@/lib/api-client';
import { useToast } from '@/components/ui/toast';
import { LoadingModule } from '@/components/ui/loading-module';
import { programName } from '@/lib/school/programs';
import { QuizBuilder } from './quiz-builder';
import { LessonResources } from './lesson-resources';
import { draftFromLesson, emptyDraft, toRequest, type LessonDraft } from './lesson-builder-types';

const TABS = ['Content', 'Quiz Builder', 'Assignment', 'Resources', 'Settings'] as const;

export function LessonBuilder({ lessonId: initialId, moduleId }: { lessonId?: string; moduleId?: string }) {
  const { toast } = useToast();
  const qc = useQueryClient();
  const [lessonId, setLessonId] = useState(initialId);
  const [tab, setTab] = useState(0);
  const [draft, setDraft] = useState<LessonDraft | null>(initialId ? null : emptyDraft(moduleId));
  const [saving, setSaving] = useState(false);
  const courses = useApi('/api/school/courses', {}, { staleTime: 0 });
  const existing = useApi(
    '/api/school/lessons/[id]',
    { params: { id: initialId ?? '' } },
    { enabled: !!initialId, staleTime: 0 },
  );

  // Fill the form once its data arrives (state adjusted during render, not in an effect).
  if (existing.data && !draft) setDraft(draftFromLesson(existing.data));
  if (draft && !draft.moduleId && courses.data) {
    const first = courses.data.flatMap((c) => c.modules)[0];
    if (first) setDraft({ ...draft, moduleId: first.id });
  }

  if (existing.error) return <Alert severity="error">{errorText(existing.error)}</Alert>;
  if (!draft) return <LoadingModule />;
  const set = (d: Partial<LessonDraft>) => setDraft({ ...draft, ...d });

  async function save(status: 'draft' | 'published') {
    if (!draft) return;
    if (!draft.title.trim() || !draft.content.trim()) {
      toast({ title: 'Error', description: 'Please fill in the lesson title and content', variant: 'destructive' });
      return;
    }
    setSaving(true);
    try {
      const body = toRequest(draft, status);
      const res = lessonId
        ? await api.put('/api/school/lessons/[id]', body, { params: { id: lessonId } })
        : await api.post('/api/school/lessons', body);
      setLessonId(res.id);
      // Reload so new questions carry their ids (edits keep earlier answers attached).
      const fresh = await api.get('/api/school/lessons/[id]', { params: { id: res.id } });
      setDraft(draftFromLesson(fresh));
      toast({ title: status === 'published' ? 'Lesson Published' : 'Draft Saved', description: res.message });
      await qc.invalidateQueries({ queryKey: apiKey('/api/school/courses') });
      if (!initialId && typeof window !== 'undefined')
        window.history.replaceState(null, '', `${window.location.pathname}?lesson=${res.id}`);
    } catch (err) {
      toast({ title: 'Error', description: errorText(err), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  const modules = (courses.data ?? []).flatMap((c) =>
    c.modules.map((m) => ({ id: m.id, label: `${c.title} (${programName(c.program)}) · ${m.title}` })),
  );

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h5" sx={{ flexGrow: 1 }}>
          {draft.title || 'New lesson'}
        </Typography>
        <Chip
          label={draft.status === 'published' ? 'Published' : 'Draft'}
          color={draft.status === 'published' ? 'success' : 'warning'}
          data-testid="lesson-status-badge"
        />
        <Button variant="outlined" onClick={() => save('draft')} disabled={saving}>
          Save Draft
        </Button>
        <Button variant="contained" onClick={() => save('published')} disabled={saving}>
          Publish
        </Button>
      </Stack>
      <Tabs
        value={tab}
        onChange={(_, v: number) => setTab(v)}
        aria-label="Lesson builder sections"
        variant="scrollable"
      >
        {TABS.map((t, i) => (
          <Tab key={t} label={t} id={`lesson-tab-${i}`} aria-controls={`lesson-panel-${i}`} />
        ))}
      </Tabs>
      <Paper
        variant="outlined"
        sx={{ p: 3 }}
        role="tabpanel"
        id={`lesson-panel-${tab}`}
        aria-labelledby={`lesson-tab-${tab}`}
      >
        {tab === 0 && (
          <Stack spacing={2}>
            <TextField
              label="Lesson title"
              required
              value={draft.title}
              onChange={(e) => set({ title: e.target.value })}
            />
            <TextField
              label="Description"
              value={draft.description}
              onChange={(e) => set({ description: e.target.value })}
            />
            <TextField
              label="Content (Markdown)"
              required
              multiline
              minRows={12}
              value={draft.content}
              onChange={(e) => set({ content: e.target.value })}
              helperText="Markdown: # headings, **bold**, lists, links. HTML scripts are removed when shown."
            />
            <TextField
              label="Video URL (optional)"
              value={draft.videoUrl}
              onChange={(e) => set({ videoUrl: e.target.value })}
            />
          </Stack>
        )}
        {tab === 1 && <QuizBuilder draft={draft} setDraft={setDraft} />}
        {tab === 2 && (
          <Stack spacing={2}>
            <FormControlLabel
              control={
                <Checkbox checked={draft.hasAssignment} onChange={(e) => set({ hasAssignment: e.target.checked })} />
              }
              label="This lesson has an assignment"
            />
            {draft.hasAssignment && (
              <>
                <TextField
                  label="Assignment title"
                  value={draft.assignment.title}
                  onChange={(e) => set({ assignment: { ...draft.assignment, title: e.target.value } })}
                />
                <TextField
                  label="Assignment description"
                  multiline
                  minRows={4}
                  value={draft.assignment.description}
                  onChange={(e) => set({ assignment: { ...draft.assignment, description: e.target.value } })}
                />
                <TextField
                  label="Due date"
                  type="datetime-local"
                  value={draft.assignment.dueDate}
                  onChange={(e) => set({ assignment: { ...draft.assignment, dueDate: e.target.value } })}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <TextField
                  select
                  label="Submission type"
                  value={draft.assignment.submissionType}
                  onChange={(e) =>
                    set({
                      assignment: { ...draft.assignment, submissionType: e.target.value as 'text' | 'file' | 'both' },
                    })
                  }
                >
                  <MenuItem value="text">Text</MenuItem>
                  <MenuItem value="file">File</MenuItem>
                  <MenuItem value="both">Both</MenuItem>
                </TextField>
              </>
            )}
          </Stack>
        )}
        {tab === 3 && <LessonResources draft={draft} setDraft={setDraft} />}
        {tab === 4 && (
          <Stack spacing={2}>
            {courses.isLoading ? (
              <LoadingModule />
            ) : modules.length === 0 ? (
              <Alert severity="info">Create a course and a module at /course-management first.</Alert>
            ) : (
              <TextField
                select
                label="Course module"
                value={draft.moduleId}
                onChange={(e) => set({ moduleId: e.target.value })}
              >
                {modules.map((m) => (
                  <MenuItem key={m.id} value={m.id}>
                    {m.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <FormControlLabel
              control={<Checkbox checked={draft.required} onChange={(e) => set({ required: e.target.checked })} />}
              label="Required for the program certificate"
            />
            <Box>
              <Typography color="text.secondary">
                Status:{' '}
                {draft.status === 'published'
                  ? 'published, visible to enrolled students'
                  : 'draft, invisible to students'}
                .
              </Typography>
            </Box>
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
