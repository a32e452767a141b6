'use client';
// /admin-services-panel: admins manage the artist dashboard's categories and their tool links
// (title, order, active flag).
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/Delete';
import { api, apiKey, errorText, useApi } from '@/lib/api-client';
import { useToast } from '@/components/ui/toast';

/** The changes an order field, an on/off switch or a delete button makes to one category or tool link. */
type Change = { order?: number; isActive?: boolean } | 'delete';

export function ServicesPanel() {
  const cats = useApi('/api/artist-dashboard-categories', { query: { all: '1' } });
  const svcs = useApi('/api/artist-dashboard-services', { query: { all: '1' } });
  const qc = useQueryClient();
  const { toast } = useToast();
  const [newCat, setNewCat] = useState({ title: '', description: '' });
  const [newSvc, setNewSvc] = useState<Record<string, { title: string; href: string }>>({});

  const refresh = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: apiKey('/api/artist-dashboard-categories', { query: { all: '1' } }) }),
      qc.invalidateQueries({ queryKey: apiKey('/api/artist-dashboard-services', { query: { all: '1' } }) }),
      qc.invalidateQueries({ queryKey: apiKey('/api/artist-dashboard-categories') }),
      qc.invalidateQueries({ queryKey: apiKey('/api/artist-dashboard-services') }),
    ]);
  const run = useMutation({
    mutationFn: (send: () => Promise<unknown>) => send(),
    onSuccess: refresh,
    onError: (err: Error) => toast({ title: 'Error', description: errorText(err), variant: 'destructive' }),
  });

  const addCategory = (e: FormEvent) => {
    e.preventDefault();
    run.mutate(() => api.post('/api/admin/dashboard-categories', { ...newCat, order: cats.data?.length ?? 0 }));
    setNewCat({ title: '', description: '' });
  };

  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
            New category
          </Typography>
          <Stack component="form" onSubmit={addCategory} direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <TextField
              required
              label="Category title"
              value={newCat.title}
              onChange={(e) => setNewCat({ ...newCat, title: e.target.value })}
            />
            <TextField
              label="Description"
              value={newCat.description}
              onChange={(e) => setNewCat({ ...newCat, description: e.target.value })}
              sx={{ flexGrow: 1 }}
            />
            <Button type="submit" variant="contained">
              Add category
            </Button>
          </Stack>
        </CardContent>
      </Card>
      {(cats.data ?? []).map((c) => {
        const items = (svcs.data ?? []).filter((s) => s.categoryId === c.id);
        const draft = newSvc[c.id] ?? { title: '', href: '' };
        return (
          <Card key={c.id} variant="outlined" component="section" aria-label={c.title}>
            <CardContent>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
                <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
                  {c.title}
                </Typography>
                <OrderActiveDelete
                  item={c}
                  change={(ch) =>
                    run.mutate(() =>
                      ch === 'delete'
                        ? api.delete('/api/admin/dashboard-categories/[id]', { params: { id: c.id } })
                        : api.patch('/api/admin/dashboard-categories/[id]', ch, { params: { id: c.id } }),
                    )
                  }
                />
              </Stack>
              {items.map((s) => (
                <Stack key={s.id} direction="row" spacing={2} sx={{ alignItems: 'center', py: 0.5 }}>
                  <Typography sx={{ flexGrow: 1 }}>
                    {s.title}{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      {s.href}
                    </Typography>
                  </Typography>
                  <OrderActiveDelete
                    item={s}
                    change={(ch) =>
                      run.mutate(() =>
                        ch === 'delete'
                          ? api.delete('/api/admin/dashboard-services/[id]', { params: { id: s.id } })
                          : api.patch('/api/admin/dashboard-services/[id]', ch, { params: { id: s.id } }),
                      )
                    }
                  />
                </Stack>
              ))}
              <Stack
                component="form"
                direction={{ xs: 'column', md: 'row' }}
                spacing={2}
                sx={{ mt: 1 }}
                onSubmit={(e: FormEvent) => {
                  e.preventDefault();
                  run.mutate(() =>
                    api.post('/api/admin/dashboard-services', { ...draft, categoryId: c.id, order: items.length }),
                  );
                  setNewSvc({ ...newSvc, [c.id]: { title: '', href: '' } });
                }}
              >
                <TextField
                  size="small"
                  required
                  label="Tool title"
                  value={draft.title}
                  onChange={(e) => setNewSvc({ ...newSvc, [c.id]: { ...draft, title: e.target.value } })}
                />
                <TextField
                  size="small"
                  required
                  label="Link (path)"
                  placeholder="/earnings"
                  value={draft.href}
                  onChange={(e) => setNewSvc({ ...newSvc, [c.id]: { ...draft, href: e.target.value } })}
                />
                <Button type="submit" size="small">
                  Add tool
                </Button>
              </Stack>
            </CardContent>
          </Card>
        );
      })}
      {cats.data?.length === 0 && (
        <Typography color="text.secondary">
          No categories: artists see the five default categories until you add one.
        </Typography>
      )}
    </Stack>
  );
}

/** The controls every category and tool link has: its place in the order, whether artists see it, delete. */
function OrderActiveDelete({
  item,
  change,
}: {
  item: { title: string; order: number; isActive: boolean };
  change: (change: Change) => void;
}) {
  return (
    <>
      <TextField
        size="small"
        type="number"
        label="Order"
        value={item.order}
        sx={{ width: 90 }}
        onChange={(e) => change({ order: Number(e.target.value) || 0 })}
      />
      <Switch
        checked={item.isActive}
        slotProps={{ input: { 'aria-label': `${item.title} active` } }}
        onChange={(e) => change({ isActive: e.target.checked })}
      />
      <IconButton aria-label={`Delete ${item.title}`} onClick={() => change('delete')}>
        <DeleteOutline />
      </IconButton>
    </>
  );
}
