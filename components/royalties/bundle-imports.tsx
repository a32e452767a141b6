'use client';
// The imports one upload of a zip archive created, one per statement inside: each one's status as its job
// runs and its total once done (polled until every one has finished), and a button opening its full status.
import { useEffect } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatCount, formatMoney } from '@/lib/platform/format';
import type { Json } from '@/lib/platform/json-types';
import type { createStatementImport } from '@/lib/royalties/import/upload';
import { SimpleTable } from './shared';
import { apiKey, type ApiAnswer } from '@/lib/api-client';

/** What POST /api/royalties/statements answers. */
export type ImportAnswer = Json<Awaited<ReturnType<typeof createStatementImport>>>;
type StatementView = ApiAnswer<'/api/royalties/statements/[id]'>;

const finished = (s?: string) => s === 'completed' || s === 'failed' || s === 'held';

export function BundleImports({
  file,
  answer,
  onOpen,
}: {
  file: string;
  answer: ImportAnswer;
  onOpen: (id: string) => void;
}) {
  const qc = useQueryClient();
  const views = useQueries({
    queries: answer.imports.map((i) => ({
      // The key ImportStatus reads too: opening one shows what is already loaded.
      queryKey: apiKey('/api/royalties/statements/[id]', { params: { id: i.id } }),
      staleTime: 0,
      refetchInterval: (q: { state: { data?: StatementView } }) => (finished(q.state.data?.status) ? false : 2000),
    })),
  }).map((q) => q.data as StatementView | undefined);
  const done = views.filter((v) => finished(v?.status)).length;
  const failed = views.filter((v) => v?.status === 'failed').length;
  const all = done === answer.imports.length;
  useEffect(() => {
    if (all) void qc.invalidateQueries({ queryKey: apiKey('/api/royalties/statements') });
  }, [all, qc]);

  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-live="polite">
      <Typography component="h2" variant="h6">
        {file}: {answer.imports.length} statements, {done - failed} imported{failed ? `, ${failed} failed` : ''}
        {all ? '' : ', the others importing'}
      </Typography>
      <SimpleTable
        label="Statements of this upload"
        head={['File', 'Layout', 'Store', 'Period', 'Status', 'Total']}
        rows={answer.imports.map((i, n) => {
          const v = views[n];
          const status = !v
            ? i.status
            : v.status === 'running'
              ? `importing ${v.progress}% (${formatCount(v.rowsRead)} rows)`
              : v.status === 'failed'
                ? `failed: ${v.error ?? ''}`
                : v.status === 'held'
                  ? `held for review (open it to accept or delete): ${v.discrepancy ?? ''}`
                  : v.status === 'completed'
                    ? `imported: ${formatCount(v.rowsRead)} rows`
                    : 'waiting to start';
          return [
            <Button
              key="open"
              size="small"
              onClick={() => onOpen(i.id)}
              sx={{ textTransform: 'none', textAlign: 'left', overflowWrap: 'anywhere' }}
            >
              {i.originalName.slice(file.length + 1) || i.originalName}
            </Button>,
            i.layoutName,
            i.store,
            i.period,
            status,
            v?.status === 'completed' ? formatMoney(v.totalUsdCents) : '',
          ];
        })}
      />
    </Paper>
  );
}
