// Shown while a page of this group loads (below the group guard, so a redirect is a real 307). A screen tall,
// so the footer starts below the fold and the page that replaces it does not push visible content down (the
// artist dashboard's layout shift, 0.22 on desktop Lighthouse, was the footer moving when the page streamed in).
import Box from '@mui/material/Box';
import { LoadingModule } from '@/components/ui/loading-module';

export default function Loading() {
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <LoadingModule />
    </Box>
  );
}
