'use client';
// The label roster with its three tabs (spec §2.7): Reorder Artists, Add New Artist, Preview Changes.
// The unsaved order lives here, not in the reorder tab, so Preview Changes shows it; leaving it unsaved
// (the Add tab, a link, closing the page) asks first.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useApi } from '@/lib/api-client';
import { useUnsavedChangesGuard } from '@/components/ui/unsaved-changes';
import { RosterReorder, type RosterArtistView } from './roster-reorder';
import { RosterAddForm } from './roster-add-form';

const LEAVE_MESSAGE = 'The new artist order is not saved. Leave and discard it?';
const ADD_TAB = 1;

export function RosterManager() {
  const [tab, setTab] = useState(0);
  const { data, isLoading, error } = useApi('/api/admin/sgr/artists');
  // null while the order shown is the saved one; a fresh server list (after a save) replaces any draft.
  const [draft, setDraft] = useState<RosterArtistView[] | null>(null);
  const [loaded, setLoaded] = useState(data);
  if (data !== loaded) {
    setLoaded(data);
    setDraft(null);
  }
  const dirty = draft !== null;
  const shown = draft ?? data;
  useUnsavedChangesGuard(dirty, LEAVE_MESSAGE);

  const changeTab = (next: number) => {
    // Adding an artist reloads the roster, which would drop the draft: ask before going there.
    if (dirty && next === ADD_TAB) {
      if (!window.confirm(LEAVE_MESSAGE)) return;
      setDraft(null);
    }
    setTab(next);
  };

  return (
    <Box>
      <Tabs value={tab} onChange={(_e, v: number) => changeTab(v)} aria-label="Roster">
        <Tab label="Reorder Artists" id="roster-tab-0" aria-controls="roster-panel-0" />
        <Tab label="Add New Artist" id="roster-tab-1" aria-controls="roster-panel-1" />
        <Tab label="Preview Changes" id="roster-tab-2" aria-controls="roster-panel-2" />
      </Tabs>
      <Box role="tabpanel" id={`roster-panel-${tab}`} aria-labelledby={`roster-tab-${tab}`} sx={{ pt: 2 }}>
        {isLoading && <CircularProgress aria-label="Loading the roster" />}
        {error && <Typography color="error">The roster could not be loaded.</Typography>}
        {tab === 0 && shown && <RosterReorder artists={shown} dirty={dirty} onReorder={setDraft} />}
        {tab === ADD_TAB && <RosterAddForm />}
        {tab === 2 && shown && (
          <TableContainer>
            {dirty && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                Not saved yet: this is the order the public page will show after Save Order.
              </Typography>
            )}
            <Table size="small" aria-label="Preview of the public order">
              <TableHead>
                <TableRow>
                  <TableCell>Rank</TableCell>
                  <TableCell>Artist</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>Monthly streams</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.slice(0, 6).map((a) => (
                  <TableRow key={a.id} data-testid="roster-preview-row">
                    <TableCell>#{a.displayOrder}</TableCell>
                    <TableCell>{a.stageName}</TableCell>
                    <TableCell>
                      <Chip size="small" label={a.status} />
                    </TableCell>
                    <TableCell>{a.stats.monthlyStreams || '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Box>
    </Box>
  );
}
