// /dsp-requirements: what each enabled store asks of a release.
import type { Metadata } from 'next';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { requirePageAccess } from '@/lib/platform/auth/current-user';
import { listStores } from '@/lib/distribution/stores';
import { storeErnVersion, type StoreRequirements } from '@/lib/distribution/store-catalog';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'Store requirements' };
export const dynamic = 'force-dynamic';

export default async function DspRequirementsPage() {
  await requirePageAccess('artist');
  const stores = await listStores(false);
  return (
    <>
      <PageHeader
        title="Store requirements"
        description="What the stores ask of a release. Quality control checks these while you fill in the release form."
      />
      <TableContainer>
        <Table size="small" aria-label="Store requirements">
          <TableHead>
            <TableRow>
              <TableCell>Store</TableCell>
              <TableCell>Artwork</TableCell>
              <TableCell>Audio</TableCell>
              <TableCell>Lead time</TableCell>
              <TableCell>Territories</TableCell>
              <TableCell>DDEX message</TableCell>
              <TableCell>Notes</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {stores.map((s) => {
              const r = s.requirements as StoreRequirements;
              return (
                <TableRow key={s.id}>
                  <TableCell>{s.name}</TableCell>
                  <TableCell>
                    {r.minArtworkPx} x {r.minArtworkPx} px, square
                  </TableCell>
                  <TableCell>
                    {r.audioFormats.join('/').toUpperCase()}, {r.minSampleRate / 1000} kHz+
                  </TableCell>
                  <TableCell>{r.leadTimeDays} days</TableCell>
                  <TableCell>{r.territories.join(', ')}</TableCell>
                  <TableCell>
                    ERN {storeErnVersion(r)}
                    {storeErnVersion(r) === '4.3.2' ? ', with your generative-AI declarations' : ''}
                  </TableCell>
                  <TableCell>{r.notes}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
