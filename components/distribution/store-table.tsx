'use client';
// /store-management: every store with its party id, method and requirements; staff switch stores on/off
// and set up a store's SFTP / S3 transport and acknowledgement folder, and the ERN version it is sent.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { api, apiKey, errorText, useApi } from '@/lib/api-client';
import { LoadingModule } from '../ui/loading-module';
import { useStepUp } from './use-step-up';
import { StoreTransportDialog } from './store-transport-dialog';
import { storeErnVersion } from '@/lib/distribution/store-catalog';
import type { StoreView } from './types';
import type { BodyOf } from '@/lib/platform/http/contract';
import type { storeUpdate } from '@/lib/distribution/contract';

type StoreChange = BodyOf<typeof storeUpdate>;

export function StoreTable() {
  const qc = useQueryClient();
  const { data, isLoading, error } = useApi('/api/distribution/stores', {}, { staleTime: 0 });
  const [failure, setFailure] = useState<string | null>(null);
  const [transportOf, setTransportOf] = useState<StoreView | null>(null);
  const stepUp = useStepUp();
  async function update(s: StoreView, body: StoreChange) {
    setFailure(null);
    await stepUp.run(async () => {
      await api.patch('/api/distribution/stores/[id]', body, { params: { id: s.id } });
      await qc.invalidateQueries({ queryKey: apiKey('/api/distribution/stores') });
    }, setFailure);
  }
  if (isLoading) return <LoadingModule />;
  if (error) return <Alert severity="error">{errorText(error)}</Alert>;
  const stores = data ?? [];
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        {stores.filter((s) => s.enabled).length} of {stores.length} stores enabled.
      </Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
      {stepUp.dialog}
      {transportOf && <StoreTransportDialog store={transportOf} onClose={() => setTransportOf(null)} />}
      <TableContainer>
        <Table size="small" aria-label="Stores">
          <TableHead>
            <TableRow>
              <TableCell>Store</TableCell>
              <TableCell>DDEX party id</TableCell>
              <TableCell>Method</TableCell>
              <TableCell>Lead time</TableCell>
              <TableCell>Territories</TableCell>
              <TableCell>ERN version</TableCell>
              <TableCell>Enabled</TableCell>
              <TableCell>Transport</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {stores.map((s) => (
              <TableRow key={s.id}>
                <TableCell>{s.name}</TableCell>
                <TableCell>{s.ddexPartyId}</TableCell>
                <TableCell>{s.deliveryMethod}</TableCell>
                <TableCell>{s.requirements.leadTimeDays} days</TableCell>
                <TableCell>{s.requirements.territories.join(', ')}</TableCell>
                <TableCell>
                  <TextField
                    select
                    size="small"
                    value={storeErnVersion(s.requirements)}
                    onChange={(e) =>
                      update(s, { requirements: { ernVersion: e.target.value === '4.3.2' ? '4.3.2' : '4.3' } })
                    }
                    slotProps={{ htmlInput: { 'aria-label': `${s.name} ERN version` } }}
                  >
                    <MenuItem value="4.3">4.3</MenuItem>
                    <MenuItem value="4.3.2">4.3.2 (ContainsAI)</MenuItem>
                  </TextField>
                </TableCell>
                <TableCell>
                  <Switch
                    checked={s.enabled}
                    onChange={() => update(s, { enabled: !s.enabled })}
                    slotProps={{ input: { 'aria-label': `${s.name} enabled` } }}
                  />
                </TableCell>
                <TableCell>
                  <Button size="small" onClick={() => setTransportOf(s)} aria-label={`Set up ${s.name} transport`}>
                    Set up
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
