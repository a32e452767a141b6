'use client';
// The help centre: search, articles by category, "was this helpful"; staff add and edit articles here.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Link from 'next/link';
import { api, apiKey, errorText, useApi, type ApiAnswer } from '@/lib/api-client';
import type { BrandKey } from '@/lib/platform/brands/brands';
import { issuesByField } from './new-ticket-form';

type Article = ApiAnswer<'/api/communications/faq'>['items'][number];

function Vote({ id }: { id: string }) {
  const vote = useMutation({
    mutationFn: (helpful: boolean) => api.post('/api/communications/faq/[id]/vote', { helpful }, { params: { id } }),
  });
  if (vote.isSuccess) return <Typography variant="body2">Thank you for telling us.</Typography>;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2">Was this helpful?</Typography>
      <Button size="small" onClick={() => vote.mutate(true)}>
        Yes
      </Button>
      <Button size="small" onClick={() => vote.mutate(false)}>
        No
      </Button>
    </Stack>
  );
}

function Editor({ brand, article, onDone }: { brand: BrandKey; article?: Article; onDone: () => void }) {
  const [v, setV] = useState({
    category: article?.category ?? '',
    title: article?.title ?? '',
    body: article?.body ?? '',
    published: article?.published ?? true,
  });
  const save = useMutation({
    mutationFn: () =>
      article
        ? api.put('/api/communications/faq/[id]', { brand, ...v }, { params: { id: article.id } })
        : api.post('/api/communications/faq', { brand, ...v }),
    onSuccess: onDone,
  });
  const del = useMutation({
    mutationFn: () => api.delete('/api/communications/faq/[id]', { params: { id: article!.id } }),
    onSuccess: onDone,
  });
  const issues = save.error ? issuesByField(save.error) : {};
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <TextField
          label="Category"
          value={v.category}
          onChange={(e) => setV({ ...v, category: e.target.value })}
          error={!!issues.category}
          helperText={issues.category}
        />
        <TextField
          label="Question"
          value={v.title}
          onChange={(e) => setV({ ...v, title: e.target.value })}
          error={!!issues.title}
          helperText={issues.title}
        />
        <TextField
          label="Answer (Markdown)"
          multiline
          minRows={6}
          value={v.body}
          onChange={(e) => setV({ ...v, body: e.target.value })}
          error={!!issues.body}
          helperText={issues.body}
        />
        <FormControlLabel
          control={<Checkbox checked={v.published} onChange={(e) => setV({ ...v, published: e.target.checked })} />}
          label="Published"
        />
        {save.error && <Alert severity="error">{errorText(save.error)}</Alert>}
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={() => save.mutate()} disabled={save.isPending}>
            Save article
          </Button>
          {article && (
            <Button color="error" onClick={() => del.mutate()}>
              Delete
            </Button>
          )}
          <Button onClick={onDone}>Cancel</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

export function FaqView({ brand, staff }: { brand: BrandKey; staff: boolean }) {
  const qc = useQueryClient();
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Article | 'new' | null>(null);
  const { data, isLoading, error } = useApi('/api/communications/faq', { query: { q: search } });
  const done = () => {
    setEditing(null);
    // The list under every search, and the suggestions of the ticket form.
    const faq = apiKey('/api/communications/faq')[0];
    qc.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(faq) });
  };
  const byCategory = new Map<string, Article[]>();
  for (const a of data?.items ?? []) byCategory.set(a.category, [...(byCategory.get(a.category) ?? []), a]);
  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        component="form"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(q.trim());
        }}
      >
        <TextField label="Search the help centre" value={q} onChange={(e) => setQ(e.target.value)} fullWidth />
        <Button type="submit" variant="contained">
          Search
        </Button>
        {staff && (
          <Button variant="outlined" onClick={() => setEditing('new')}>
            New article
          </Button>
        )}
      </Stack>
      {editing === 'new' && <Editor brand={brand} onDone={done} />}
      {error && <Alert severity="error">{errorText(error)}</Alert>}
      {isLoading && <Typography>Loading…</Typography>}
      {data && data.items.length === 0 && (
        <Alert severity="info">
          Nothing found. <Link href="/support-ticket">Ask our team</Link> instead.
        </Alert>
      )}
      {[...byCategory.entries()].map(([cat, articles]) => (
        <Box key={cat} component="section" aria-label={cat}>
          <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
            {cat}
          </Typography>
          {articles.map((a) =>
            editing !== 'new' && editing?.id === a.id ? (
              <Editor key={a.id} brand={brand} article={a} onDone={done} />
            ) : (
              <Accordion key={a.id} id={a.id} disableGutters>
                <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {a.title}
                    {!a.published && ' (draft)'}
                  </Typography>
                </AccordionSummary>
                <AccordionDetails>
                  <Box sx={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: a.html }} />
                  <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Vote id={a.id} />
                    {staff && (
                      <>
                        <Typography variant="caption" color="text.secondary">
                          {a.helpfulYes} found it helpful, {a.helpfulNo} did not
                        </Typography>
                        <Button size="small" onClick={() => setEditing(a)}>
                          Edit
                        </Button>
                      </>
                    )}
                  </Stack>
                </AccordionDetails>
              </Accordion>
            ),
          )}
        </Box>
      ))}
      <Typography>
        Still stuck? <Link href="/support-ticket">Open a ticket</Link> and we will look into it.
      </Typography>
    </Stack>
  );
}
