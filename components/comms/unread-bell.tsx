'use client';
// The bell of the static headers: a link to /messages with the unread count. The first count comes
// with the page (read on the server); the browser asks again every minute with plain fetch, so the header
// loads neither MUI nor TanStack Query (the typed client would bring it: only its answer type is used here). The
// artist area's and the tools layout's headers use it.
import { useEffect, useState } from 'react';
import css from './unread-bell.module.css';
import type { ApiAnswer } from '@/lib/api-client';

const BELL =
  'M12 22c1.1 0 2-.9 2-2h-4c0 1.1.89 2 2 2m6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1z';

export function UnreadBell({ initial }: { initial: number }) {
  const [n, setN] = useState(initial);
  useEffect(() => {
    const refresh = async () => {
      // eslint-disable-next-line local/no-raw-api-path -- the static header's bell (plain fetch, no TanStack Query)
      const res = await fetch('/api/communications/notifications/unread', { credentials: 'same-origin' });
      if (res.ok) setN(((await res.json()) as ApiAnswer<'/api/communications/notifications/unread'>).unread);
    };
    const timer = window.setInterval(() => void refresh().catch(() => undefined), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  const shown = n > 99 ? '99+' : String(n);
  return (
    <a
      href="/messages"
      className={css.bell}
      // The name starts with the badge's visible text (WCAG 2.5.3 label in name).
      aria-label={n ? `${shown} unread messages` : 'Messages'}
      data-testid="notification-bell"
    >
      <svg className={css.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={BELL} />
      </svg>
      {/* No badge at zero: a hidden "0" still counts as visible text for the accessible-name check. */}
      {n > 0 && <span className={css.badge}>{shown}</span>}
    </a>
  );
}
