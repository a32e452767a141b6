'use client';
// 'Turn your music into a business' (spec §2.9): collapsible; opens by itself on the first visit only,
// remembered by a local browser flag.
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';

const BUSINESS_PANEL_SEEN_KEY = 'businessPanelSeen';

const noop = () => () => {};
// Read once per page load, so writing the flag does not close the panel that just opened.
let firstVisitCache: boolean | undefined;
function readFirstVisit(): boolean {
  firstVisitCache ??= !window.localStorage.getItem(BUSINESS_PANEL_SEEN_KEY);
  return firstVisitCache;
}

export function BusinessPanel({ children }: { children: ReactNode }) {
  // Open by itself when this page load is the first visit; the flag is written after the first render.
  const firstVisit = useSyncExternalStore(noop, readFirstVisit, () => false);
  const [toggled, setOpen] = useState<boolean | null>(null);
  const open = toggled ?? firstVisit;
  useEffect(() => window.localStorage.setItem(BUSINESS_PANEL_SEEN_KEY, '1'), []);
  return (
    <Card variant="outlined" component="section" aria-labelledby="business-panel-title" sx={{ mb: 3 }}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography id="business-panel-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            Turn your music into a business
          </Typography>
          <Button onClick={() => setOpen(!open)} aria-expanded={open} aria-controls="business-panel-body">
            {open ? 'Hide' : 'Show'}
          </Button>
        </Box>
        <Collapse in={open} id="business-panel-body">
          <Box sx={{ pt: 2 }}>{children}</Box>
        </Collapse>
      </CardContent>
    </Card>
  );
}
