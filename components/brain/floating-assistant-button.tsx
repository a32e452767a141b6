'use client';
// The floating assistant button of admin pages: opens a compact chat panel on the same
// conversations, with a way into the full Project Intelligence dialog. `initialOpen`: mounted already open, by the
// lean pages' island (./assistant-island.tsx) that loads it on the first click.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import PsychologyIcon from '@mui/icons-material/Psychology';
import { ChatPanel } from './chat-panel';
import { ProjectIntelligenceDialog } from './project-intelligence-dialog';

export function FloatingAssistantButton({ initialOpen = false }: { initialOpen?: boolean }) {
  const [panel, setPanel] = useState(initialOpen);
  const [dialog, setDialog] = useState(false);
  return (
    <>
      {!panel && (
        <Fab
          color="secondary"
          aria-label="Open assistant"
          onClick={() => setPanel(true)}
          sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: 1200 }}
        >
          <PsychologyIcon />
        </Fab>
      )}
      {panel && (
        <Paper
          elevation={12}
          role="dialog"
          aria-label="Assistant"
          sx={{
            position: 'fixed',
            right: 16,
            bottom: 16,
            width: { xs: 'calc(100% - 32px)', sm: 560 },
            p: 2,
            zIndex: 1200,
          }}
        >
          <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              Assistant
            </Typography>
            <Button size="small" onClick={() => setDialog(true)}>
              Open Project Intelligence
            </Button>
            <IconButton aria-label="Close assistant" onClick={() => setPanel(false)}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <Box>
            <ChatPanel compact />
          </Box>
        </Paper>
      )}
      {dialog && <ProjectIntelligenceDialog open={dialog} onClose={() => setDialog(false)} />}
    </>
  );
}
