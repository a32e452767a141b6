'use client';
// /admin-services-panel: admins manage the artist dashboard's categories and their tool links
// (title, order, active flag).
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/Delete';
import { apiJson, errorText } from '@/lib/api-client';
import { useToast } from '@/components/ui/toast';
import type { DashboardCategory, DashboardService } from '@/lib/command/dashboard-catalog-service';
import type { Json } from '@/lib/platform/json-types';

type Category = Json<DashboardCategory>;
type Service = Json<DashboardService>;

const CATS = '/api/artist-dashboard-categories?all=1';
const SVCS = '/api/artist-dashboard-services?all=1';

export function ServicesPanel() {
  const cats = useQuery<Category[]>({ queryKey: [CATS] });
  const svcs = useQuery<Service[]>({ queryKey: [SVCS] });
  const qc = useQueryClient();
  const { toast } = useToast();
  const [newCat, setNewCat] = useState({ title: '', description: '' });
  const [newSvc, setNewSvc] = useState<Record<string, { title: string; href: string }>>({});

  const refresh = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: [CATS] }),
      qc.invalidateQueries({ queryKey: [SVCS] }),
      qc.invalidateQueries({ queryKey: ['/api/artist-dashboard-categories'] }),
      qc.invalidateQueries({ queryKey: ['/api/artist-dashboard-services'] }),
    ]);
  const run = useMutation({
    mutationFn: ({ method, url, body }: { method: string; url: string; body?: unknown }) => apiJson(method, url, body),
    onSuccess: refresh,
    onError: (err: Error) => toast({ title: 'Error', description: errorText(err), variant: 'destructive' }),
  });

  const addCategory = (e: FormEvent) => {
    e.preventDefault();
    run.mutate({
      method: 'POST',
      url: '/api/admin/dashboard-categories',
      body: { ...newCat, order: cats.data?.length ?? 0 },
    });
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
                <OrderActiveDelete item={c} url={`/api/admin/dashboard-categories/${c.id}`} mutate={run.mutate} />
              </Stack>
              {items.map((s) => (
                <Stack key={s.id} direction="row" spacing={2} sx={{ alignItems: 'center', py: 0.5 }}>
                  <Typography sx={{ flexGrow: 1 }}>
                    {s.title}{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      {s.href}
                    </Typography>
                  </Typography>
                  <OrderActiveDelete item={s} url={`/api/admin/dashboard-services/${s.id}`} mutate={run.mutate} />
                </Stack>
              ))}
              <Stack
                component="form"
                direction={{ xs: 'column', md: 'row' }}
                spacing={2}
                sx={{ mt: 1 }}
                onSubmit={(e: FormEvent) => {
                  e.preventDefault();
                  run.mutate({
                    method: 'POST',
                    url: '/api/admin/dashboard-services',
                    body: { ...draft, categoryId: c.id, order: items.length },
                  });
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
  url,
  mutate,
}: {
  item: { title: string; order: number; isActive: boolean };
  url: string;
  mutate: (change: { method: string; url: string; body?: unknown }) => void;
}) {
  return (
    <>
      <TextField
        size="small"
        type="number"
        label="Order"
        value={item.order}
        sx={{ width: 90 }}
        onChange={(e) => mutate({ method: 'PATCH', url, body: { order: Number(e.target.value) || 0 } })}
      />
      <Switch
        checked={item.isActive}
        slotProps={{ input: { 'aria-label': `${item.title} active` } }}
        onChange={(e) => mutate({ method: 'PATCH', url, body: { isActive: e.target.checked } })}
      />
      <IconButton aria-label={`Delete ${item.title}`} onClick={() => mutate({ method: 'DELETE', url })}>
        <DeleteOutline />
      </IconButton>
    </>
  );
}
