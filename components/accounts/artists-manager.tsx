'use client';
// /artists for admins: search artist accounts (a page at a time, by name), invite an artist, resend open
// invitations, deactivate or reactivate an account. Super admins also open "View as Artist".
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, apiKey, apiUrl, errorText, type ApiAnswer } from '@/lib/api-client';
import { BRANDS, BRAND_KEYS, type BrandKey } from '@/lib/platform/brands/brands';
import { LinkButton } from '../ui/links';
import { LoadingModule } from '../ui/loading-module';
import { LoadMore, usePagedList } from '../ui/paged-list';
import { formatDate, formatMoney } from '@/lib/platform/format';

type ArtistsAnswer = ApiAnswer<'/api/admin/artists'>;
const brandName = (b: string) => BRANDS[b as BrandKey]?.name ?? b;

export function ArtistsManager({ canViewAs }: { canViewAs: boolean }) {
  const qc = useQueryClient();
  const [q, setQ] = useState('');
  const [inviting, setInviting] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const url = apiUrl('/api/admin/artists', { query: { q: q.trim() } });
  const list = usePagedList<ArtistsAnswer['items'][number], ArtistsAnswer>(url, {
    staleTime: 10_000,
    keepPrevious: true,
  });
  const { first: data, items = [], total, isLoading, error } = list;
  const artists = apiKey('/api/admin/artists')[0];
  const refresh = () => qc.invalidateQueries({ predicate: (k) => String(k.queryKey[0]).startsWith(artists) });
  const done = (text: string) => {
    setNotice({ ok: true, text });
    return refresh();
  };
  const failed = (err: unknown) => setNotice({ ok: false, text: errorText(err) });

  const status = useMutation({
    mutationFn: (a: { id: string; status: 'active' | 'deactivated' }) =>
      api.patch('/api/admin/artists/[id]', { status: a.status }, { params: { id: a.id } }),
    onSuccess: (_r, a) =>
      done(a.status === 'deactivated' ? 'Account deactivated; its sessions ended.' : 'Account reactivated.'),
    onError: failed,
  });
  const resend = useMutation({
    mutationFn: (id: string) => api.post('/api/admin/artist-invitations/[id]/resend', undefined, { params: { id } }),
    onSuccess: (inv) => done(`A new invitation link was sent to ${inv.email}.`),
    onError: failed,
  });

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label="Search artists"
          placeholder="Name or email"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          sx={{ flexGrow: 1, maxWidth: 420 }}
        />
        <Button variant="contained" onClick={() => setInviting(true)}>
          Invite artist
        </Button>
        {canViewAs && (
          <LinkButton href="/view-as-artist" variant="outlined">
            View as Artist
          </LinkButton>
        )}
      </Stack>
      {notice && (
        <Alert severity={notice.ok ? 'success' : 'error'} role="status" onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {error && <Alert severity="error">{errorText(error)}</Alert>}
      {isLoading && <LoadingModule />}
      {data && (
        <>
          <Typography color="text.secondary">
            {total} artist and member account{total === 1 ? '' : 's'}
          </Typography>
          <Paper tabIndex={0} variant="outlined" sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Artist accounts">
              <TableHead>
                <TableRow>
                  <TableCell>Artist</TableCell>
                  <TableCell>Brand</TableCell>
                  <TableCell align="right">Releases</TableCell>
                  <TableCell align="right">Earned (net)</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((a) => (
                  <TableRow key={a.id}>
                    <TableCell>
                      {a.name}
                      <Typography variant="body2" color="text.secondary">
                        {a.email}
                      </Typography>
                    </TableCell>
                    <TableCell>{brandName(a.brand)}</TableCell>
                    <TableCell align="right">{a.releases}</TableCell>
                    <TableCell align="right">{formatMoney(a.earnedCents)}</TableCell>
                    <TableCell>
                      <Chip size="small" label={a.status} color={a.status === 'active' ? 'success' : 'default'} />
                    </TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        disabled={status.isPending}
                        onClick={() =>
                          status.mutate({ id: a.id, status: a.status === 'active' ? 'deactivated' : 'active' })
                        }
                      >
                        {a.status === 'active' ? 'Deactivate' : 'Reactivate'}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
          <LoadMore shown={items.length} {...list} />
          {data.invitations.length > 0 && (
            <Box>
              <Typography component="h2" variant="h6" gutterBottom>
                Open invitations
              </Typography>
              <Paper tabIndex={0} variant="outlined" sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label="Open invitations">
                  <TableBody>
                    {data.invitations.map((i) => (
                      <TableRow key={i.id}>
                        <TableCell>
                          {i.name || i.email}
                          <Typography variant="body2" color="text.secondary">
                            {i.email}
                          </Typography>
                        </TableCell>
                        <TableCell>{brandName(i.brand)}</TableCell>
                        <TableCell>{i.expired ? 'Expired' : `Valid until ${formatDate(i.expiresAt)}`}</TableCell>
                        <TableCell>
                          <Button size="small" disabled={resend.isPending} onClick={() => resend.mutate(i.id)}>
                            Resend
                          </Button>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Paper>
            </Box>
          )}
        </>
      )}
      <InviteDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onInvited={(email) => {
          setInviting(false);
          return done(`Invitation sent to ${email}.`);
        }}
      />
    </Stack>
  );
}

function InviteDialog({
  open,
  onClose,
  onInvited,
}: {
  open: boolean;
  onClose: () => void;
  onInvited: (email: string) => unknown;
}) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [brand, setBrand] = useState<BrandKey>('mastermusicsafe');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setPending(true);
    setError(null);
    try {
      const inv = await api.post('/api/admin/artists', { email, name, brand });
      setEmail('');
      setName('');
      onInvited(inv.email);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setPending(false);
    }
  }
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="invite-artist-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="invite-artist-title">Invite artist</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField label="Email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
            <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} />
            <TextField select label="Brand" value={brand} onChange={(e) => setBrand(e.target.value as BrandKey)}>
              {BRAND_KEYS.map((k) => (
                <MenuItem key={k} value={k}>
                  {BRANDS[k].name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={pending || !email}>
            Send invitation
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
