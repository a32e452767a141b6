'use client';
// A button that opens the Project Intelligence dialog, with the memory count (99+ above 99,
// refreshed every 30 s). The command center places it; any admin page may.
import { useState } from 'react';
import Badge from '@mui/material/Badge';
import Button, { type ButtonProps } from '@mui/material/Button';
import PsychologyIcon from '@mui/icons-material/Psychology';
import { useApi } from '@/lib/api-client';
import { badgeCount } from './brain-client';
import { ProjectIntelligenceDialog, type BrainTab } from './project-intelligence-dialog';

export function ProjectIntelligenceButton({ initialTab, ...props }: ButtonProps & { initialTab?: BrainTab }) {
  const [open, setOpen] = useState(false);
  const { data } = useApi('/api/brain/analytics', {}, { refetchInterval: 30_000 });
  return (
    <>
      <Badge
        badgeContent={badgeCount(data?.totalMemories)}
        color="secondary"
        invisible={!data?.totalMemories}
        aria-label={data ? `${data.totalMemories} memories` : undefined}
      >
        <Button variant="contained" startIcon={<PsychologyIcon />} onClick={() => setOpen(true)} {...props}>
          {props.children ?? 'Project Intelligence'}
        </Button>
      </Badge>
      {open && <ProjectIntelligenceDialog open={open} onClose={() => setOpen(false)} initialTab={initialTab} />}
    </>
  );
}
