'use client';
// The Personal Dashboard card (spec §2.6): photo or initial, display name, role title, admin ID behind
// a show/hide toggle, the live local time in the admin's own time zone and the level badge.
import { useState, useSyncExternalStore } from 'react';
import { useApi } from '@/lib/api-client';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { formatClock } from '@/lib/platform/format';

function subscribeSeconds(onTick: () => void): () => void {
  const id = setInterval(onTick, 1000);
  return () => clearInterval(id);
}
const currentSecond = () => Math.floor(Date.now() / 1000);

function useClock(timeZone: string | undefined) {
  const second = useSyncExternalStore(subscribeSeconds, currentSecond, () => null);
  if (second === null || !timeZone) return '';
  const now = new Date(second * 1000);
  return formatClock(now, timeZone);
}

export function PersonalCard() {
  const { data, isLoading, error } = useApi('/api/admin/profile');
  const [showId, setShowId] = useState(false);
  const time = useClock(data?.personalTimezone);

  return (
    <Card variant="outlined" component="section" aria-labelledby="personal-card-title">
      <CardContent>
        <Typography id="personal-card-title" component="h2" variant="overline" color="text.secondary">
          Personal Dashboard
        </Typography>
        {isLoading && <Skeleton variant="rectangular" height={72} />}
        {error && <Typography color="error">Your profile could not be loaded.</Typography>}
        {data && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Avatar
              src={data.profileImage ?? undefined}
              alt={data.displayName}
              sx={{ width: 56, height: 56, bgcolor: 'primary.main' }}
            >
              {data.displayName.charAt(0).toUpperCase()}
            </Avatar>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700 }}>{data.displayName}</Typography>
              <Typography variant="body2" color="text.secondary">
                {data.roleTitle}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2" data-testid="admin-id">
                  Admin ID: {showId ? (data.adminId ?? 'none') : '••••••'}
                </Typography>
                <IconButton
                  size="small"
                  onClick={() => setShowId((s) => !s)}
                  aria-label={showId ? 'Hide admin ID' : 'Show admin ID'}
                >
                  {showId ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
                </IconButton>
              </Stack>
              <Typography variant="body2" color="text.secondary" aria-live="off">
                {time} ({data.personalTimezone})
              </Typography>
            </Box>
            <Box sx={{ textAlign: 'right' }}>
              <Chip color="secondary" label={`Level ${data.level} · ${data.levelName}`} data-testid="level-badge" />
              <Typography variant="caption" color="text.secondary" sx={{ mt: 0.5, display: 'block' }}>
                {data.actionCount} actions{data.nextLevelAt !== null ? ` · next level at ${data.nextLevelAt}` : ''}
              </Typography>
            </Box>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
