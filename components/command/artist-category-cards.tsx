'use client';
// The artist dashboard's category cards (spec §2.9) from GET /api/artist-dashboard-categories and
// /api/artist-dashboard-services; the five fallback categories when none load. Links to pages that
// are not built show as 'planned'. The page passes the lists it read on the server as the queries' first
// data, so the cards do not change (and push the page down) when the browser's fetch answers.
import { useMemo, useState } from 'react';
import { CategoryCard, CategoryDialog } from './category-card';
import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { FALLBACK_TOOLKIT, type ToolLink } from '@/lib/command/artist-toolkit';
import type { DashboardCategory, DashboardService } from '@/lib/command/dashboard-catalog-service';
import type { Json } from '@/lib/json-types';

type Category = Json<DashboardCategory>;
type Service = Json<DashboardService>;

export function ArtistCategoryCards({
  built,
  categories,
  services,
}: {
  built: string[];
  categories: Category[];
  services: Service[];
}) {
  const builtSet = useMemo(() => new Set(built), [built]);
  const cats = useQuery<Category[]>({ queryKey: ['/api/artist-dashboard-categories'], initialData: categories });
  const svcs = useQuery<Service[]>({ queryKey: ['/api/artist-dashboard-services'], initialData: services });
  const [open, setOpen] = useState<{ title: string; tools: ToolLink[] } | null>(null);

  const cards = useMemo(() => {
    if (cats.data && cats.data.length > 0) {
      return cats.data.map((c) => ({
        title: c.title,
        description: c.description,
        tools: (svcs.data ?? []).filter((s) => s.categoryId === c.id),
      }));
    }
    return FALLBACK_TOOLKIT;
  }, [cats.data, svcs.data]);

  return (
    <>
      <Grid container spacing={2}>
        {cards.map((c) => (
          <CategoryCard key={c.title} title={c.title} description={c.description} onOpen={() => setOpen(c)} />
        ))}
      </Grid>
      <CategoryDialog
        title={open?.title ?? null}
        id="artist-category-title"
        maxWidth="xs"
        closeLabel="Close"
        onClose={() => setOpen(null)}
      >
        {(open?.tools ?? []).length === 0 && (
          <Typography color="text.secondary">No tools in this category yet.</Typography>
        )}
        <List dense>
          {(open?.tools ?? []).map((t) =>
            builtSet.has(t.href.split('?')[0]) ? (
              <ListItem key={t.title} disablePadding>
                <ListItemButton component={Link} href={t.href}>
                  <ListItemText primary={t.title} />
                </ListItemButton>
              </ListItem>
            ) : (
              <ListItem
                key={t.title}
                aria-disabled="true"
                sx={{ opacity: 0.6 }}
                secondaryAction={<Chip size="small" variant="outlined" label="planned" />}
              >
                <ListItemText primary={t.title} />
              </ListItem>
            ),
          )}
        </List>
      </CategoryDialog>
    </>
  );
}
