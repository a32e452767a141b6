// Static pieces of the artist dashboard (artist-dashboard.module.css): buttons that are links or planned,
// a stat tile, the Quick Wins, releases and recent earnings lists. Server markup only, nothing to hydrate.
import type { ReactNode } from 'react';
import type { artistReleases, ChecklistItem, EarningsSummary } from '@/lib/command/dashboard/artist-summary';
import { formatDate, formatMoney } from '@/lib/platform/format';
import { EARNINGS_DATES_NOTE, salePeriodText } from '@/lib/royalties/figure-hints';
import btn from '@/components/ui/static-button.module.css';
import css from './artist-dashboard.module.css';

type Variant = 'outlined' | 'contained' | 'text';

/** A button-looking link to a built page, or a disabled 'Planned' button for a page not built yet. */
export function MaybeLink({
  href,
  children,
  built,
  variant = 'outlined',
}: {
  href: string;
  children: ReactNode;
  built: boolean;
  variant?: Variant;
}) {
  if (!built)
    return (
      <button
        type="button"
        disabled
        title="Planned"
        className={`${btn.button} ${btn[variant]} ${variant === 'contained' ? css.disabledFilled : css.disabled}`}
      >
        {children}
      </button>
    );
  return (
    <a href={href} className={`${btn.button} ${btn[variant]} ${variant === 'contained' ? css.filled : css.tinted}`}>
      {children}
    </a>
  );
}

export function Tile({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className={css.card}>
      <p className={css.label}>{label}</p>
      <p className={css.figure} data-testid={`tile-${label.toLowerCase()}`}>
        {value}
      </p>
      {hint && <span className={css.hint}>{hint}</span>}
    </div>
  );
}

const CHECK =
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z';
const CIRCLE =
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8';

export function QuickWins({ items, built }: { items: ChecklistItem[]; built: ReadonlySet<string> }) {
  return (
    <ul className={css.list}>
      {items.map((item) => (
        <li key={item.key} className={css.item}>
          <svg
            className={item.done ? `${css.icon} ${css.done}` : css.icon}
            viewBox="0 0 24 24"
            role="img"
            aria-label={item.done ? 'Done' : 'To do'}
          >
            <path d={item.done ? CHECK : CIRCLE} />
          </svg>
          <span className={css.itemText}>{item.title}</span>
          <MaybeLink href={item.href} built={built.has(item.href)} variant="text">
            GO
          </MaybeLink>
        </li>
      ))}
    </ul>
  );
}

/** A card of the bottom row: its h2 and a list, or a line saying it is empty. */
function ListCard({
  id,
  title,
  empty,
  children,
  note,
}: {
  id: string;
  title: string;
  empty: string | null;
  children: ReactNode;
  /** A line under the list saying how to read it */
  note?: string;
}) {
  return (
    <section aria-labelledby={id} className={css.card}>
      <h2 id={id} className={css.h2}>
        {title}
      </h2>
      {empty ? <p className={css.muted}>{empty}</p> : <ul className={css.list}>{children}</ul>}
      {note && !empty && <p className={css.muted}>{note}</p>}
    </section>
  );
}

function Item({ primary, secondary, end }: { primary: string; secondary: string | null; end: ReactNode }) {
  return (
    <li className={css.item}>
      <span className={css.itemText}>
        <span>{primary}</span>
        {secondary && <span>{secondary}</span>}
      </span>
      {end}
    </li>
  );
}

export function ReleasesAndEarnings({
  releases,
  earnings,
}: {
  releases: Awaited<ReturnType<typeof artistReleases>>;
  earnings: EarningsSummary;
}) {
  return (
    <div className={css.grid}>
      <ListCard id="your-releases" title="Your Releases" empty={releases.length === 0 ? 'No releases yet.' : null}>
        {releases.map((r) => (
          <Item
            key={r.id}
            primary={r.title}
            secondary={r.releaseDate ? formatDate(r.releaseDate) : 'No date yet'}
            end={<span className={r.live ? `${css.chip} ${css.chipSuccess}` : css.chip}>{r.statusLabel}</span>}
          />
        ))}
      </ListCard>
      <ListCard
        id="recent-earnings"
        title="Recent Earnings"
        empty={earnings.recentPayouts.length === 0 ? 'No earnings reported yet.' : null}
        note={EARNINGS_DATES_NOTE}
      >
        {earnings.recentPayouts.map((p, i) => (
          <Item
            key={i}
            primary={`${p.track} · ${p.source}`}
            secondary={`Sale period ${salePeriodText(p.salePeriod)}${p.date ? ` · imported ${formatDate(p.date)}` : ''}`}
            end={<span>{formatMoney(p.amountCents)}</span>}
          />
        ))}
      </ListCard>
    </div>
  );
}
