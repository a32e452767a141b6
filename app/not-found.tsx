// The not-found page for any unknown path.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LinkButton } from '@/components/ui/links';

export default function NotFound() {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '70vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 4,
        textAlign: 'center',
      }}
    >
      <Typography component="h1" variant="h2">
        404
      </Typography>
      <Typography variant="h5">Page not found</Typography>
      <Typography color="text.secondary">The page you asked for does not exist or has moved.</Typography>
      <LinkButton href="/" variant="contained">
        Back to Home
      </LinkButton>
    </Box>
  );
}
