// A tool page's title, optional description and actions as static markup (components/ui/page-header.tsx's look
// without MUI), for the pages that load no MUI: the lean list pages. Put it inside an element with
// lean.module.css's `page` class and the brand's palette (components/command/palette.ts).
import type { ReactNode } from 'react';
import css from './lean.module.css';

export function LeanPageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className={css.header}>
      <div>
        <h1 className={css.h1}>{title}</h1>
        {description && <p className={css.lead}>{description}</p>}
      </div>
      {actions && <div className={css.actions}>{actions}</div>}
    </div>
  );
}
