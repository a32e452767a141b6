'use client';
// 'Turn your music into a business' (spec §2.9): collapsible; opens by itself on the first visit only,
// remembered by a browser flag. The flag is a cookie the page reads on the server (firstVisit), so the panel
// is open in the served HTML: opening it after hydration pushed the rest of the dashboard down (layout shift
// 0.1 on Lighthouse). Plain markup: the panel's contents are rendered on the server and only shown or hidden.
import { useEffect, useState, type ReactNode } from 'react';
import { markBusinessPanelSeen } from '@/lib/command/dashboard/business-panel-seen';
import btn from '@/components/ui/static-button.module.css';
import css from './artist-dashboard.module.css';

export function BusinessPanel({ firstVisit, children }: { firstVisit: boolean; children: ReactNode }) {
  const [toggled, setOpen] = useState<boolean | null>(null);
  // The first render's flag holds for the page's life: the server action that sets the cookie refreshes the
  // route, whose new render says firstVisit=false, and following it closed the panel a moment after load
  // (the cards below moved up: layout shift 0.027 on Lighthouse, mobile).
  const [openAtFirst] = useState(firstVisit);
  const open = toggled ?? openAtFirst;
  // Set by a server action through Next's cookies() (a year); read by the server on the next visit.
  useEffect(() => {
    if (firstVisit) void markBusinessPanelSeen();
  }, [firstVisit]);
  return (
    <section aria-labelledby="business-panel-title" className={`${css.card} ${css.spaced}`}>
      <div className={css.panelHead}>
        <h2 id="business-panel-title" className={css.h2}>
          Turn your music into a business
        </h2>
        <button
          type="button"
          className={`${btn.button} ${btn.text} ${css.tinted}`}
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls="business-panel-body"
        >
          {open ? 'Hide' : 'Show'}
        </button>
      </div>
      <div id="business-panel-body" className={css.panelBody} hidden={!open}>
        {children}
      </div>
    </section>
  );
}
