'use client';
// Courses, modules and lessons for staff: create a course, add modules, publish, open lessons in the builder.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, apiKey, errorText, useApi } from '@/lib/api-client';
import { useToast } from '@/components/ui/toast';
import { LoadingModule } from '@/components/ui/loading-module';
import { TextLink, LinkButton } from '@/components/ui/links';
import { PROGRAM_KEYS, PROGRAMS, programName, type ProgramKey } from '@/lib/school/programs';

export function CourseManager({ builderPath }: { builderPath: string }) {
  const { toast } = useToast();
  const qc = useQueryClient();
  const { data, error, isLoading } = useApi('/api/school/courses', {}, { staleTime: 0 });
  const [form, setForm] = useState({ title: '', description: '', program: 'music-business-101' as ProgramKey });
  const [moduleTitles, setModuleTitles] = useState<Record<string, string>>({});
  const refresh = () => qc.invalidateQueries({ queryKey: apiKey('/api/school/courses') });

  async function run(action: () => Promise<unknown>, ok: string) {
    try {
      await action();
      toast({ title: ok });
    } catch (err) {
      toast({ title: 'Error', description: errorText(err), variant: 'destructive' });
    }
    await refresh();
  }

  return (
    <Stack spacing={3}>
      <Card variant="outlined">
        <CardContent>
          <Typography component="h2" variant="h6" gutterBottom>
            New course
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <TextField
              size="small"
              label="Course title"
              value={form.title}
              onChange={(e) => setForm({ ...form, title: e.target.value })}
            />
            <TextField
              size="small"
              label="Course description"
              value={form.description}
              onChange={(e) => setForm({ ...form, description: e.target.value })}
              sx={{ flexGrow: 1 }}
            />
            <TextField
              select
              size="small"
              label="Program"
              value={form.program}
              onChange={(e) => setForm({ ...form, program: e.target.value as ProgramKey })}
            >
              {PROGRAM_KEYS.map((k) => (
                <MenuItem key={k} value={k}>
                  {PROGRAMS[k].name}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="contained"
              disabled={!form.title.trim()}
              onClick={() =>
                run(() => api.post('/api/school/courses', form), 'Course created').then(() =>
                  setForm({ ...form, title: '', description: '' }),
                )
              }
            >
              Create course
            </Button>
          </Stack>
        </CardContent>
      </Card>
      {error && <Alert severity="error">{errorText(error)}</Alert>}
      {isLoading && <LoadingModule />}
      {data?.length === 0 && <Alert severity="info">No courses yet. Create the first one above.</Alert>}
      {data?.map((c) => (
        <Card key={c.id} variant="outlined">
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
              <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
                {c.title}
              </Typography>
              <Chip size="small" label={programName(c.program)} />
              <Chip
                size="small"
                label={c.status === 'published' ? 'Published' : 'Draft'}
                color={c.status === 'published' ? 'success' : 'warning'}
              />
              <Chip size="small" label={`${c._count.enrolments} enrolled`} />
              <Button
                size="small"
                onClick={() =>
                  run(
                    () =>
                      api.patch(
                        '/api/school/courses/[id]',
                        { status: c.status === 'published' ? 'draft' : 'published' },
                        { params: { id: c.id } },
                      ),
                    c.status === 'published' ? 'Course unpublished' : 'Course published',
                  )
                }
              >
                {c.status === 'published' ? 'Unpublish' : 'Publish course'}
              </Button>
            </Stack>
            {c.description && <Typography color="text.secondary">{c.description}</Typography>}
            {c.modules.map((m) => (
              <div key={m.id}>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 2 }}>
                  <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
                    {m.title}
                  </Typography>
                  <LinkButton size="small" href={`${builderPath}?module=${m.id}`}>
                    Add lesson
                  </LinkButton>
                </Stack>
                <List dense>
                  {m.lessons.map((l) => (
                    <ListItem key={l.id} disableGutters>
                      <ListItemText
                        primary={<TextLink href={`${builderPath}?lesson=${l.id}`}>{l.title}</TextLink>}
                        secondary={[
                          l.status === 'published' ? 'Published' : 'Draft',
                          l.quiz ? 'Quiz' : null,
                          l.assignment ? 'Assignment' : null,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      />
                    </ListItem>
                  ))}
                  {m.lessons.length === 0 && <Typography color="text.secondary">No lessons yet.</Typography>}
                </List>
              </div>
            ))}
            <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
              <TextField
                size="small"
                label="New module title"
                value={moduleTitles[c.id] ?? ''}
                onChange={(e) => setModuleTitles({ ...moduleTitles, [c.id]: e.target.value })}
              />
              <Button
                variant="outlined"
                disabled={!moduleTitles[c.id]?.trim()}
                onClick={() =>
                  run(
                    () =>
                      api.post(
                        '/api/school/courses/[id]/modules',
                        { title: moduleTitles[c.id] },
                        { params: { id: c.id } },
                      ),
                    'Module added',
                  ).then(() => setModuleTitles({ ...moduleTitles, [c.id]: '' }))
                }
              >
                Add module
              </Button>
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
