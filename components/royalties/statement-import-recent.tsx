'use client';
// /royalty-statements' recent imports as plain markup (lean.module.css), read with plain fetch a page at a time:
// no MUI or TanStack Query, so the page loads without the client providers. A click on a file opens that import
// above the list. `version` changes when an import changed: the list is read again from its first page.
import { useEffect, useState } from 'react';
import { api, errorText, type ApiAnswer } from '@/lib/api-request';
import { formatCount, formatMoney } from '@/lib/platform/format';
import btn from '@/components/ui/static-button.module.css';
import css from '@/components/ui/lean.module.css';

type Statements = ApiAnswer<'/api/royalties/statements'>;
type Item = Statements['items'][number];

const HEAD = ['File', 'Layout', 'Store', 'Period', 'Status', 'Rows', 'Unmatched', 'Skipped', 'Total'];

const CHIP: Record<string, string> = {
  completed: css.success,
  paid: css.success,
  failed: css.error,
  held: css.warning,
};

export function RecentImports({ version, onOpen }: { version: number; onOpen: (id: string) => void }) {
  const [pages, setPages] = useState<Statements[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [err, setErr] = useState('');

  useEffect(() => {
    let live = true;
    api.get('/api/royalties/statements').then(
      (first) => live && (setPages([first]), setErr('')),
      (e: unknown) => live && setErr(errorText(e)),
    );
    return () => {
      live = false;
    };
  }, [version]);

  const last = pages?.[pages.length - 1];
  const more = async () => {
    if (!last?.nextCursor) return;
    setLoading(true);
    try {
      const next = await api.get('/api/royalties/statements', { query: { cursor: last.nextCursor } });
      setPages((p) => [...(p ?? []), next]);
    } catch (e) {
      setErr(errorText(e));
    } finally {
      setLoading(false);
    }
  };
  const items: Item[] = pages?.flatMap((p) => p.items) ?? [];

  return (
    <div className={css.card}>
      <h2 className={css.h2}>Recent imports</h2>
      {err && <p className={`${css.alert} ${css.alertError}`}>{err}</p>}
      {pages && items.length === 0 && <p className={css.muted}>No statements imported yet.</p>}
      {items.length > 0 && (
        <div className={css.scroll} tabIndex={0}>
          <table className={css.table} aria-label="Recent imports">
            <thead>
              <tr>
                {HEAD.map((h) => (
                  <th key={h}>{h}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((i) => (
                <tr key={i.id}>
                  <td>
                    {/* Any import opens above the list: progress, summary, or why it failed with retry and delete. */}
                    <button
                      type="button"
                      className={`${btn.button} ${btn.text} ${btn.small} ${css.tinted} ${css.fileButton}`}
                      onClick={() => onOpen(i.id)}
                    >
                      {i.originalName}
                    </button>
                  </td>
                  <td>{i.layout}</td>
                  <td>{i.store}</td>
                  <td>{i.period}</td>
                  <td>
                    {(i.status === 'failed' || i.status === 'held') && i.error ? (
                      <span>
                        <span className={`${css.chip} ${CHIP[i.status] ?? ''}`}>{i.status}</span>
                        <span className={css.errorText}>{i.error}</span>
                      </span>
                    ) : (
                      i.status
                    )}
                  </td>
                  <td>{formatCount(i.rowsRead)}</td>
                  <td>{formatCount(i.unmatchedRows)}</td>
                  <td>{formatCount(i.skippedRows)}</td>
                  <td>{formatMoney(i.totalUsdCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {items.length > 0 && last && (
        <div className={css.footer}>
          <span className={css.muted}>
            Showing {items.length} of {last.total}
          </span>
          {last.nextCursor && (
            <button
              type="button"
              className={`${btn.button} ${btn.text} ${btn.small} ${css.tinted}`}
              onClick={() => void more()}
              disabled={loading}
            >
              {loading ? 'Loading…' : 'Load more'}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
