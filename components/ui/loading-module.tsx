// The 'Loading module...' fallback shown while a page loads (spec §2.10).
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export function LoadingModule() {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: '50vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">Loading module...</Typography>
    </Box>
  );
}
