// /projects' list as static markup (no MUI on the page, so a phone hydrates next to nothing): the releases with
// their status chip, progress bar, date, codes and earnings, then the count and the pages. Same texts, names and
// links as the MUI table it replaced.
import type { listProjects } from '@/lib/distribution/releases/list';
import { formatDate, formatIsrc, formatMoney, formatUpc } from '@/lib/platform/format';
import { LeanLink } from '@/components/ui/lean-link';
import css from '@/components/ui/lean.module.css';

type Projects = Awaited<ReturnType<typeof listProjects>>;
type Earnings = Map<string, { grossCents: number; netCents: number }>;

const COLOR = { live: css.success, processing: css.info, pending: css.warning, failed: css.error, draft: '' } as const;

const COLUMNS = ['Title', 'Artist', 'Status', 'Progress', 'Release date', 'UPC', 'ISRC'];

export function ProjectsTable({ items, earnings }: { items: Projects['items']; earnings: Earnings }) {
  if (items.length === 0) return <p className={css.plain}>No releases match. Start one with New release.</p>;
  return (
    // A wide table scrolls inside its box, which the keyboard can reach (axe scrollable-region-focusable).
    <div className={css.scroll} tabIndex={0}>
      <table className={css.table} aria-label="Projects">
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c}>{c}</th>
            ))}
            <th className={css.right}>Gross</th>
            <th className={css.right}>Net</th>
          </tr>
        </thead>
        <tbody>
          {items.map((p) => (
            <tr key={p.id}>
              <td>
                <LeanLink href={`/project/${p.id}`}>{p.title}</LeanLink>
              </td>
              <td>{p.primaryArtist}</td>
              <td>
                <span className={`${css.chip} ${COLOR[p.status]}`}>{p.statusLabel}</span>
              </td>
              <td className={css.wide}>
                <ProgressBar value={p.progress} label={`${p.title} progress ${p.progress}%`} />
              </td>
              <td>{p.releaseDate ? formatDate(p.releaseDate) : '—'}</td>
              <td>{p.upcCode ? formatUpc(p.upcCode) : '—'}</td>
              <td>{p.isrcCode ? formatIsrc(p.isrcCode) : '—'}</td>
              <td className={css.right}>{formatMoney(earnings.get(p.id)?.grossCents ?? 0)}</td>
              <td className={css.right}>{formatMoney(earnings.get(p.id)?.netCents ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** MUI's determinate LinearProgress: a progressbar with its value and name. */
function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div
      className={css.progress}
      role="progressbar"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <span style={{ width: `${value}%` }} />
    </div>
  );
}

/** First page (when not on it), the count, Next (when there is more). */
export function ProjectsPaging({
  total,
  first,
  next,
}: {
  total: number;
  first: string | undefined;
  next: string | undefined;
}) {
  return (
    <div className={css.footer}>
      {first && <LeanLink href={first}>First page</LeanLink>}
      <span>
        {total} release{total === 1 ? '' : 's'}
      </span>
      {next && <LeanLink href={next}>Next</LeanLink>}
    </div>
  );
}
