'use client';
// The signed-in user's tickets, newest activity first.
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { apiUrl, errorText, type ApiAnswer } from '@/lib/api-client';
import { LoadMore, usePagedList } from '../ui/paged-list';
import { TICKET_CATEGORIES, TICKET_STATUS_LABEL } from '@/lib/comms/support/sla';
import { formatDate } from '@/lib/platform/format';

export function MyTickets() {
  const list = usePagedList<ApiAnswer<'/api/support/tickets'>['items'][number]>(apiUrl('/api/support/tickets'));
  const { items, error } = list;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Your tickets">
      <Typography component="h2" variant="h6">
        Your tickets
      </Typography>
      {error && <Alert severity="error">{errorText(error)}</Alert>}
      {items && items.length === 0 && (
        <Typography color="text.secondary">You have not asked us anything yet.</Typography>
      )}
      <List dense>
        {items?.map((t) => (
          <ListItem key={t.id} disablePadding>
            <ListItemButton component={Link} href={`/support-ticket/${t.id}`}>
              <ListItemText
                primary={`#${t.number} ${t.subject}`}
                secondary={`${TICKET_CATEGORIES[t.category]} · ${formatDate(t.lastMessageAt)}`}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
              <Chip size="small" label={TICKET_STATUS_LABEL[t.status]} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {items && items.length > 0 && <LoadMore shown={items.length} {...list} />}
    </Paper>
  );
}
