'use client';
// The Personal Dashboard card's two client islands (./personal-card.tsx): the admin ID's show/hide toggle and
// the live local time. No providers, no MUI.
import { useState, useSyncExternalStore } from 'react';
import { formatClock } from '@/lib/platform/format';
import css from './artist-dashboard.module.css';
import cmd from './command-center.module.css';

const VISIBILITY =
  'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3';
const VISIBILITY_OFF =
  'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z';

export function AdminIdToggle({ adminId }: { adminId: string | null }) {
  const [show, setShow] = useState(false);
  return (
    <div className={cmd.idRow}>
      <p className={cmd.body2} data-testid="admin-id">
        Admin ID: {show ? (adminId ?? 'none') : '••••••'}
      </p>
      <button
        type="button"
        className={cmd.iconButton}
        onClick={() => setShow((s) => !s)}
        aria-label={show ? 'Hide admin ID' : 'Show admin ID'}
      >
        <svg className={css.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={show ? VISIBILITY_OFF : VISIBILITY} />
        </svg>
      </button>
    </div>
  );
}

function subscribeSeconds(onTick: () => void): () => void {
  const id = setInterval(onTick, 1000);
  return () => clearInterval(id);
}
const currentSecond = () => Math.floor(Date.now() / 1000);

/** The time now in `timeZone`, each second; empty in the server's HTML (the browser's clock decides). */
export function LocalClock({ timeZone }: { timeZone: string }) {
  const second = useSyncExternalStore(subscribeSeconds, currentSecond, () => null);
  return second === null ? null : formatClock(new Date(second * 1000), timeZone);
}
