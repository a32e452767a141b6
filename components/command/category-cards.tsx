'use client';
// The nine category cards (spec §2.6): each shows how many tools open and opens a dialog listing
// them. Tools whose page is not built show disabled as 'planned'. Super Admin Settings opens the
// step-up password dialog.
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

export function CategoryCards({ categories, isSuperAdmin }: { categories: CategoryState[]; isSuperAdmin: boolean }) {
  const [open, setOpen] = useState<CategoryState | null>(null);
  const [stepUp, setStepUp] = useState(false);

  const toolItem = (tool: ToolState) => {
    const superOnly = tool.action === 'super-settings';
    if (superOnly && isSuperAdmin && tool.built) {
      return (
        <ListItem key={tool.title} disablePadding>
          <ListItemButton
            onClick={() => {
              setOpen(null);
              setStepUp(true);
            }}
          >
            <ListItemText primary={tool.title} secondary="Asks for your password" />
          </ListItemButton>
        </ListItem>
      );
    }
    if (!tool.built || (superOnly && !isSuperAdmin)) {
      return (
        <ListItem
          key={tool.title}
          aria-disabled="true"
          sx={{ opacity: 0.6 }}
          secondaryAction={
            <Chip size="small" label={superOnly && tool.built ? 'super admins' : 'planned'} variant="outlined" />
          }
        >
          <ListItemText primary={tool.title} />
        </ListItem>
      );
    }
    return (
      <ListItem key={tool.title} disablePadding>
        <ListItemButton component={Link} href={tool.href}>
          <ListItemText primary={tool.title} secondary={tool.href} />
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
            {c.tools.length > c.available && (
              <Chip size="small" sx={{ ml: 1 }} variant="outlined" label={`${c.tools.length - c.available} planned`} />
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
