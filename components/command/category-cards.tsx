'use client';
// The nine category cards (spec §2.6): each counts the tools its dialog lists (how many open for you, how many
// are planned, how many are for super admins) and opens a dialog listing them by name and one-line description.
// Tools whose page is not built show disabled as 'planned'. Super Admin Settings opens the step-up password
// dialog for a super admin and shows as 'super admins' to other admins.
import { useState } from 'react';
import { CategoryCard, CategoryDialog } from './category-card';
import Link from 'next/link';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { CategoryState, ToolState } from '@/lib/command/tools';
import { StepUpDialog } from './step-up-dialog';

export function CategoryCards({ categories }: { categories: CategoryState[] }) {
  const [open, setOpen] = useState<CategoryState | null>(null);
  const [stepUp, setStepUp] = useState(false);

  const toolItem = (tool: ToolState) => {
    if (tool.status === 'open' && tool.action === 'super-settings') {
      return (
        <ListItem key={tool.title} disablePadding>
          <ListItemButton
            onClick={() => {
              setOpen(null);
              setStepUp(true);
            }}
          >
            <ListItemText primary={tool.title} secondary={`${tool.description} (asks for your password)`} />
          </ListItemButton>
        </ListItem>
      );
    }
    if (tool.status !== 'open') {
      return (
        <ListItem
          key={tool.title}
          aria-disabled="true"
          sx={{ opacity: 0.6 }}
          secondaryAction={
            <Chip size="small" label={tool.status === 'super-admins' ? 'super admins' : 'planned'} variant="outlined" />
          }
        >
          <ListItemText primary={tool.title} secondary={tool.description} />
        </ListItem>
      );
    }
    return (
      <ListItem key={tool.title} disablePadding>
        <ListItemButton component={Link} href={tool.href}>
          <ListItemText primary={tool.title} secondary={tool.description} />
        </ListItemButton>
      </ListItem>
    );
  };

  return (
    <>
      <Grid container spacing={2}>
        {categories.map((c) => (
          <CategoryCard key={c.key} title={c.title} description={c.description} onOpen={() => setOpen(c)}>
            <Chip
              size="small"
              color="primary"
              label={`${c.available} ${c.available === 1 ? 'tool' : 'tools'} available`}
            />
            {c.planned > 0 && <Chip size="small" sx={{ ml: 1 }} variant="outlined" label={`${c.planned} planned`} />}
            {c.restricted > 0 && (
              <Chip size="small" sx={{ ml: 1 }} variant="outlined" label={`${c.restricted} for super admins`} />
            )}
          </CategoryCard>
        ))}
      </Grid>
      <CategoryDialog
        title={open?.title ?? null}
        id="category-dialog-title"
        maxWidth="sm"
        closeLabel="Back to Dashboard"
        onClose={() => setOpen(null)}
      >
        <Typography variant="body2" color="text.secondary">
          {open?.description}
        </Typography>
        <List dense>{open?.tools.map(toolItem)}</List>
      </CategoryDialog>
      <StepUpDialog open={stepUp} onClose={() => setStepUp(false)} />
    </>
  );
}
