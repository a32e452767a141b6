'use client';
// Stats: totals, averages, memories by category and the most used memories.
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { CATEGORY_LABELS, type MemoryCategory } from '@/lib/brain/schema';
import { useApi } from '@/lib/api-client';

export function StatsTab() {
  const { data, error } = useApi('/api/brain/analytics', {}, { refetchInterval: 30_000, staleTime: 0 });
  if (error) return <Alert severity="error">Failed to fetch analytics</Alert>;
  if (!data) return null;
  const categories = Object.entries(data.byCategory).filter(([, n]) => n > 0);
  const tiles = [
    ['Total Memories', String(data.totalMemories)],
    ['Avg Importance', data.avgImportance.toFixed(1)],
    ['Avg Success Rate', data.avgSuccessRate === null ? '—' : `${data.avgSuccessRate}%`],
    ['Categories', String(categories.length)],
  ];
  return (
    <Grid container spacing={2}>
      {tiles.map(([label, value]) => (
        <Grid key={label} size={{ xs: 6, md: 3 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography color="text.secondary">{label}</Typography>
              <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
                {value}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
      <Grid size={{ xs: 12, md: 6 }}>
        <Typography variant="h6" component="h3">
          Memories by category
        </Typography>
        <List dense>
          {categories.map(([c, n]) => (
            <ListItem key={c}>
              <ListItemText
                primary={CATEGORY_LABELS[c as MemoryCategory] ?? c}
                secondary={`${n} memor${n === 1 ? 'y' : 'ies'}`}
              />
            </ListItem>
          ))}
          {categories.length === 0 && (
            <ListItem>
              <ListItemText primary="No memories yet" />
            </ListItem>
          )}
        </List>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Typography variant="h6" component="h3">
          Most Used Memories
        </Typography>
        <List dense>
          {data.mostUsedMemories.map((m) => (
            <ListItem key={m.id}>
              <ListItemText
                primary={m.title}
                secondary={`Used ${m.timesUsed} times · success ${m.successRate === null ? '—' : `${m.successRate}%`}`}
              />
            </ListItem>
          ))}
          {data.mostUsedMemories.length === 0 && (
            <ListItem>
              <ListItemText primary="No memory has been used in an answer yet" />
            </ListItem>
          )}
        </List>
      </Grid>
    </Grid>
  );
}
