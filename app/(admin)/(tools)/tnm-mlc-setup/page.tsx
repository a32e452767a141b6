// /tnm-mlc-setup: a guided checklist (IPI, publisher entity, works ready) and the MLC export.
import type { Metadata } from 'next';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/ui/page-header';
import { TextLink } from '@/components/ui/links';
import { MlcExport } from '@/components/rights/mlc-export';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { mlcReadiness } from '@/lib/rights/overview';

export const metadata: Metadata = { title: 'MLC setup' };

function Step({ done, title, detail }: { done: boolean; title: string; detail: React.ReactNode }) {
  return (
    <ListItem alignItems="flex-start">
      <ListItemText
        primary={`${done ? '✓ Done' : '○ To do'}: ${title}`}
        secondary={detail}
        slotProps={{ primary: { sx: { fontWeight: 700, color: done ? 'success.main' : 'text.primary' } } }}
      />
    </ListItem>
  );
}

export default async function MlcSetupPage() {
  const user = await requirePageAccess('artist');
  const { ready, checklist } = await mlcReadiness(user);
  return (
    <>
      <PageHeader
        title="The MLC setup"
        description="The MLC pays the mechanical royalties of streams and downloads in the United States. It can only pay you for songs registered with it."
      />
      <Stack spacing={3}>
        <Paper variant="outlined">
          <List aria-label="MLC checklist">
            <Step
              done={checklist.ipi}
              title="Your IPI name number"
              detail="Your society (ASCAP, BMI, PRS ...) gave it to you when you joined. Add it to yourself as a writer on your works or when you sign up for publishing administration."
            />
            <Step
              done={checklist.publisher}
              title="A publisher entity"
              detail={
                <>
                  The MLC registers publishers and administrators.{' '}
                  <TextLink href="/tnm-publishing-signup">Sign up for publishing administration</TextLink> so we
                  register for you, or add your own publishing company to your works.
                </>
              }
            />
            <Step
              done={checklist.worksReady > 0}
              title={`Works ready: ${checklist.worksReady} of ${checklist.worksTotal}`}
              detail={
                <>
                  A work is ready once every writer signed its split sheet.{' '}
                  <TextLink href="/song-split-sheet-service">Manage your split sheets</TextLink>.
                </>
              }
            />
          </List>
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography component="h2" variant="h6" gutterBottom>
            Export for The MLC
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {ready.length
              ? `The spreadsheet lists ${ready.length} signed work${ready.length === 1 ? '' : 's'}: ${ready.map((w) => w.title).join(', ')}.`
              : 'No work is ready yet: the export includes only works whose split sheet every writer signed.'}
          </Typography>
          <MlcExport workIds={ready.map((w) => w.id)} />
        </Paper>
      </Stack>
    </>
  );
}
