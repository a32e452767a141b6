'use client';
// The artist dashboard's category cards (spec §2.9): a card per category that opens a dialog listing its
// tools; links to pages that are not built show as 'planned'. The page reads the categories (or the fallback
// list) on the server and passes them in; the dialog is the browser's own <dialog> (focus kept inside,
// Escape closes), so this island loads no MUI.
import { useEffect, useRef, useState } from 'react';
import btn from '@/components/ui/static-button.module.css';
import css from './artist-dashboard.module.css';
import cc from './artist-category-cards.module.css';

export interface ArtistCategory {
  title: string;
  description: string;
  tools: { title: string; href: string; built: boolean }[];
}

export function ArtistCategoryCards({ cards }: { cards: ArtistCategory[] }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState<ArtistCategory | null>(null);
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);
  const close = () => dialog.current?.close();

  return (
    <>
      <div className={cc.cards}>
        {cards.map((c) => (
          <button key={c.title} type="button" className={`${css.card} ${cc.cardButton}`} onClick={() => setOpen(c)}>
            <h3 className={css.h2}>{c.title}</h3>
            <p className={css.label}>{c.description}</p>
          </button>
        ))}
      </div>
      <dialog
        ref={dialog}
        className={cc.dialog}
        aria-labelledby="artist-category-title"
        onClose={() => setOpen(null)}
        // A click on the backdrop (outside the inner box) closes, as MUI's dialog did.
        onClick={(e) => e.target === e.currentTarget && close()}
      >
        {open && (
          <div>
            <h2 id="artist-category-title" className={cc.dialogTitle}>
              {open.title}
            </h2>
            <div className={cc.dialogContent}>
              {open.tools.length === 0 && <p className={css.muted}>No tools in this category yet.</p>}
              <ul className={css.list}>
                {open.tools.map((t) =>
                  t.built ? (
                    <li key={t.title}>
                      <a href={t.href} className={`${css.item} ${cc.itemLink}`}>
                        {t.title}
                      </a>
                    </li>
                  ) : (
                    <li key={t.title} className={`${css.item} ${cc.planned}`}>
                      <span className={css.itemText}>{t.title}</span>
                      <span className={`${css.chip} ${css.chipOutlined}`}>planned</span>
                    </li>
                  ),
                )}
              </ul>
            </div>
            <div className={cc.dialogActions}>
              <button type="button" className={`${btn.button} ${btn.text} ${css.tinted}`} onClick={close}>
                Close
              </button>
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}
