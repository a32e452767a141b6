'use client';
// /admin-banking-stripe: Stripe Connect set-up, payees' connected accounts, payout transfers, the
// reconciliation against Stripe's balance transactions and the yearly payee summary (CSV).
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiUrl, errorText, useApi, type ApiAnswer } from '@/lib/api-client';
import { formatDate, formatMoney } from '@/lib/platform/format';
import { LoadMore, usePagedList } from '@/components/ui/paged-list';
import { SimpleTable } from '../royalties/shared';
import { StatTile } from '@/components/ui/stat-tile';
import { LoadingModule } from '../ui/loading-module';

type Accounts = ApiAnswer<'/api/ops/stripe/accounts'>;
type Transfers = ApiAnswer<'/api/ops/stripe/transfers'>;

const ACCOUNT_STATUS = {
  active: { label: 'Ready for payouts', color: 'success' },
  pending: { label: 'Under review', color: 'warning' },
  incomplete: { label: 'Onboarding not finished', color: 'default' },
} as const;

const RESULT = {
  matched: 'Matched',
  amount_differs: 'Amount differs',
  missing_at_stripe: 'Not found at Stripe',
  unknown_to_platform: 'At Stripe only',
} as const;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Tables scroll inside their card on a narrow screen. */
const Scroll = ({ children }: { children: React.ReactNode }) => (
  <Box tabIndex={0} sx={{ overflowX: 'auto' }}>
    {children}
  </Box>
);

function ReconciliationView() {
  const [run, setRun] = useState(false);
  const { data, error, isFetching, refetch } = useApi(
    '/api/ops/stripe/reconciliation',
    {},
    { enabled: run, staleTime: 0 },
  );
  return (
    <Section title="Reconciliation">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Payout transfers of the last 90 days compared with Stripe&apos;s balance transactions.
      </Typography>
      <Button
        variant="contained"
        disabled={isFetching}
        onClick={() => (run ? void refetch() : setRun(true))}
        sx={{ mb: 2 }}
      >
        {isFetching ? 'Comparing with Stripe…' : 'Compare with Stripe'}
      </Button>
      {error && <Alert severity="error">{errorText(error)}</Alert>}
      {data && (
        <>
          <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', mb: 2 }}>
            <StatTile label="Matched" value={String(data.summary.matched)} />
            <StatTile label="Amount differs" value={String(data.summary.amountDiffers)} />
            <StatTile label="Not found at Stripe" value={String(data.summary.missingAtStripe)} />
            <StatTile label="At Stripe only" value={String(data.summary.unknownToPlatform)} />
          </Stack>
          {data.rows.length === 0 ? (
            <Alert severity="info">No payout transfers in the last 90 days.</Alert>
          ) : (
            <Scroll>
              <SimpleTable
                label="Reconciliation"
                head={['Transfer', 'Result', 'Platform', 'Stripe']}
                rows={data.rows.map((r) => [
                  r.transferId,
                  RESULT[r.result as keyof typeof RESULT] ?? r.result,
                  r.platformCents === null ? '—' : formatMoney(r.platformCents),
                  r.stripeCents === null ? '—' : formatMoney(r.stripeCents),
                ])}
              />
            </Scroll>
          )}
        </>
      )}
    </Section>
  );
}

function YearlySummary() {
  const thisYear = new Date().getUTCFullYear();
  const [year, setYear] = useState(thisYear);
  const { data, error, isLoading } = useApi('/api/ops/tax/summary', { query: { year } });
  return (
    <Section title="Yearly payee summary (1099)">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextField
          select
          label="Year"
          value={year}
          onChange={(e) => setYear(Number(e.target.value))}
          sx={{ minWidth: 140 }}
        >
          {[0, 1, 2, 3].map((i) => (
            <MenuItem key={i} value={thisYear - i}>
              {thisYear - i}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" href={apiUrl('/api/ops/tax/summary', { query: { year, format: 'csv' } })} download>
          Export CSV
        </Button>
      </Stack>
      {error && <Alert severity="error">{errorText(error)}</Alert>}
      {isLoading && <LoadingModule />}
      {data && data.rows.length === 0 && <Alert severity="info">Nothing was paid out in {data.year}.</Alert>}
      {data && data.rows.length > 0 && (
        <>
          <Typography sx={{ mb: 1 }}>
            Total paid in {data.year}: <strong>{formatMoney(data.totalPaidCents)}</strong>
          </Typography>
          <Scroll>
            <SimpleTable
              label={`Payees paid in ${data.year}`}
              head={['Payee', 'Tax form', 'Tax id', 'Payouts', 'Total paid']}
              rows={data.rows.map((r) => [
                r.payee,
                r.form ?? 'Not given',
                r.tinMasked ?? '—',
                r.payouts,
                formatMoney(r.totalPaidCents),
              ])}
            />
          </Scroll>
        </>
      )}
    </Section>
  );
}

export function BankingStripe() {
  const { data, error, isLoading } = useApi('/api/ops/stripe/overview', {}, { staleTime: 0 });
  const accountList = usePagedList<Accounts['items'][number], Accounts>(apiUrl('/api/ops/stripe/accounts'), {
    staleTime: 0,
  });
  const transferList = usePagedList<Transfers['items'][number], Transfers>(apiUrl('/api/ops/stripe/transfers'), {
    staleTime: 0,
  });
  if (error) return <Alert severity="error">{errorText(error)}</Alert>;
  if (isLoading || !data) return <LoadingModule />;
  const accounts = accountList.items ?? [];
  const transfers = transferList.items ?? [];
  return (
    <Stack spacing={3}>
      {data.configured ? (
        <Alert severity={data.webhookConfigured ? 'success' : 'warning'}>
          Stripe Connect is configured: approved payouts to payees with a ready account are paid by transfer.
          {data.webhookConfigured
            ? ' Stripe events (account changes, reversed transfers) are received.'
            : ' The webhook signing secret is not set, so account changes and reversed transfers are not received.'}
        </Alert>
      ) : (
        <Alert severity="info">
          Stripe is not configured. Payouts are paid manually and recorded with their payment reference on the Payments
          page.
        </Alert>
      )}
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        <StatTile label="Connected accounts" value={String(data.counts.accounts)} />
        <StatTile label="Ready for payouts" value={String(data.counts.ready)} />
        <StatTile label="Payout transfers" value={String(data.counts.transfers)} />
      </Stack>
      <Section title="Connected accounts">
        {accounts.length === 0 ? (
          <Alert severity="info">No payee has connected a Stripe account yet.</Alert>
        ) : (
          <Scroll>
            <Stack spacing={1}>
              {accounts.map((a) => (
                <Box
                  key={a.accountRef + a.payee.id}
                  sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
                >
                  <Typography sx={{ minWidth: 180, overflowWrap: 'anywhere' }}>
                    {a.payee.name}{' '}
                    <Typography component="span" color="text.secondary">
                      {a.payee.email}
                    </Typography>
                  </Typography>
                  <Chip
                    size="small"
                    label={ACCOUNT_STATUS[a.status as keyof typeof ACCOUNT_STATUS].label}
                    color={ACCOUNT_STATUS[a.status as keyof typeof ACCOUNT_STATUS].color}
                  />
                  {a.requirements.length > 0 && (
                    <Typography variant="body2" color="text.secondary">
                      Stripe still needs: {a.requirements.join(', ')}
                    </Typography>
                  )}
                </Box>
              ))}
            </Stack>
            <LoadMore shown={accounts.length} {...accountList} />
          </Scroll>
        )}
      </Section>
      <Section title="Payout transfers">
        {transfers.length === 0 ? (
          <Alert severity="info">No payout has been paid through Stripe yet.</Alert>
        ) : (
          <Scroll>
            <SimpleTable
              label="Payout transfers"
              head={['Date', 'Payee', 'Transfer', 'Status', 'Amount']}
              rows={transfers.map((t) => [
                formatDate(t.createdAt),
                t.payee?.name ?? '—',
                t.id,
                t.status === 'reversed' ? 'Reversed' : 'Paid',
                formatMoney(t.amountCents),
              ])}
            />
            <LoadMore shown={transfers.length} {...transferList} />
          </Scroll>
        )}
      </Section>
      {data.configured && <ReconciliationView />}
      <YearlySummary />
    </Stack>
  );
}
