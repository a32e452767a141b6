'use client';
// /affiliate-program: join, the referral link, and clicks, sign-ups, orders and commission. A visitor (the page
// tells whether one is signed in) is asked to sign in without a request that would only answer 401.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { api, apiKey, errorText, getQueryFn, type ApiAnswer } from '@/lib/api-client';
import { LoadingModule } from '../ui/loading-module';
import { formatDate, formatMoney } from '@/lib/platform/format';

type AffiliateStats = ApiAnswer<'/api/affiliates'>;

export function AffiliateProgram({ signedIn }: { signedIn: boolean }) {
  const qc = useQueryClient();
  const q = useQuery<AffiliateStats | null>({
    queryKey: apiKey('/api/affiliates'),
    queryFn: getQueryFn<AffiliateStats>({ on401: 'returnNull' }),
    enabled: signedIn,
  });
  const join = useMutation({
    mutationFn: () => api.post('/api/affiliates', undefined),
    onSuccess: (d) => qc.setQueryData(apiKey('/api/affiliates'), d),
  });
  if (q.isLoading) return <LoadingModule />;
  if (!signedIn || q.data === null)
    return (
      <Alert severity="info" action={<Button href="/login?callbackUrl=/affiliate-program">Sign in</Button>}>
        Sign in to join the affiliate program and get your referral link.
      </Alert>
    );
  if (q.error || !q.data) return <Alert severity="error">The affiliate program could not be loaded.</Alert>;
  const s = q.data;
  if (!s.affiliate)
    return (
      <Stack spacing={2}>
        <Button
          variant="contained"
          onClick={() => join.mutate()}
          disabled={join.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          Become an affiliate
        </Button>
        {join.error && <Alert severity="error">{errorText(join.error)}</Alert>}
      </Stack>
    );
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle2">Your referral link</Typography>
        <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{s.affiliate.link}</Typography>
        <Typography variant="body2" color="text.secondary">
          Visitors who arrive through it are yours for 30 days.
        </Typography>
      </Paper>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        {[
          ['Clicks', String(s.affiliate.clicks)],
          ['Sign-ups', String(s.signups)],
          ['Orders', String(s.orders)],
          ['Paid orders', String(s.paidOrders)],
          ['Commission earned', formatMoney(s.commissionCents)],
          ['Reversed (refunds)', formatMoney(s.reversedCents)],
        ].map(([label, value]) => (
          <Paper key={label} variant="outlined" sx={{ p: 2, flex: '1 1 150px' }}>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
              {value}
            </Typography>
          </Paper>
        ))}
      </Stack>
      <Paper tabIndex={0} variant="outlined" sx={{ p: 2, overflowX: 'auto' }}>
        <Typography variant="h6" component="h2">
          Commissions
        </Typography>
        <Table size="small" aria-label="Commissions">
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Order</TableCell>
              <TableCell>Service</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {s.recent.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>No commissions yet.</TableCell>
              </TableRow>
            )}
            {s.recent.map((r) => (
              <TableRow key={r.id}>
                <TableCell>{formatDate(r.createdAt)}</TableCell>
                <TableCell>{r.reference}</TableCell>
                <TableCell>{r.service}</TableCell>
                <TableCell align="right">{formatMoney(r.amountCents)}</TableCell>
                <TableCell>{r.status === 'credited' ? 'Credited' : 'Reversed'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Commissions are added to your balance and paid out with your earnings.
        </Typography>
      </Paper>
    </Stack>
  );
}
