'use client';
// One chat message: user, assistant (with the sources it cited) or error.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from 'next/link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChatMessage } from './brain-client';
import { LinkedText } from './linked-text';

export function MessageBubble({ message }: { message: ChatMessage }) {
  const mine = message.role === 'user';
  const error = message.role === 'error';
  return (
    <Box
      data-role={message.role}
      sx={{
        alignSelf: mine ? 'flex-end' : 'flex-start',
        maxWidth: '85%',
        px: 1.5,
        py: 1,
        borderRadius: 2,
        bgcolor: error ? 'error.dark' : mine ? 'primary.dark' : 'action.hover',
        color: error || mine ? 'common.white' : 'text.primary',
      }}
    >
      <Typography variant="caption" sx={{ opacity: 0.8, display: 'block' }}>
        {mine ? 'You' : error ? 'Error' : 'Assistant'}
      </Typography>
      <Typography component="div" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {mine || error ? message.content : <LinkedText text={message.content} />}
      </Typography>
      {message.citations && message.citations.length > 0 && (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }} aria-label="Sources">
          {message.citations.map((c) =>
            // Live answers cite the page that shows the same figures: the chip opens it.
            c.kind === 'data' && c.location?.startsWith('/') ? (
              <Chip
                key={c.ref}
                size="small"
                variant="outlined"
                clickable
                component={Link}
                href={c.location}
                label={`[${c.ref}] ${c.title}`}
              />
            ) : (
              <Chip
                key={c.ref}
                size="small"
                variant="outlined"
                label={`[${c.ref}] ${c.kind === 'code' ? c.location : c.title}`}
              />
            ),
          )}
        </Stack>
      )}
    </Box>
  );
}
