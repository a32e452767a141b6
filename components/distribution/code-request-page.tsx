// The ISRC and UPC request pages: the same page for each kind of code, with its own explanation.
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import Typography from '@mui/material/Typography';
import { CODE_ROWS, listIsrcRequestRows, listUpcRequestRows } from '@/lib/distribution/requests';
import { PageHeader } from '@/components/ui/page-header';
import { CodeRequests } from './code-requests';

const PAGES = {
  isrc: {
    title: 'ISRC codes',
    description:
      'An ISRC identifies one recording in every store and royalty report. Each track gets its own; approval assigns any that are missing, or request one here now.',
    rows: listIsrcRequestRows,
  },
  upc: {
    title: 'UPC codes',
    description:
      'A UPC identifies a release (single, EP or album) in the stores. Approval assigns one when missing, or request it here now.',
    rows: listUpcRequestRows,
  },
};

export async function CodeRequestPage({ kind }: { kind: keyof typeof PAGES }) {
  const user = await requirePageAccess('artist');
  const page = PAGES[kind];
  const rows = await page.rows(user);
  return (
    <>
      <PageHeader title={page.title} description={page.description} />
      {rows.length >= CODE_ROWS && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Your newest {CODE_ROWS} {kind === 'isrc' ? 'recordings' : 'releases'} are listed; older ones get their codes
          when they are approved.
        </Typography>
      )}
      <CodeRequests kind={kind} rows={rows} />
    </>
  );
}
