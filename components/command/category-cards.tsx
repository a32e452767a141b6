'use client';
// The nine category cards (spec §2.6): each counts the tools its dialog lists (how many open for you, how many
// are planned, how many are for super admins) and opens a dialog listing them by name and one-line description.
// Tools whose page is not built show disabled as 'planned'. Super Admin Settings opens the step-up password
// dialog for a super admin and shows as 'super admins' to other admins. Static markup with the browser's own
// <dialog> (focus kept inside, Escape closes), like the artist dashboard's cards: this island loads no MUI; the
// step-up dialog (MUI, toasts) and its providers are loaded on the click that opens it (./step-up-island.tsx).
import { useEffect, useRef, useState } from 'react';
import type { CategoryState, ToolState } from '@/lib/command/tools';
import type { IslandProps } from '@/components/providers/island-providers';
import { StepUpIsland } from './step-up-island';
import btn from '@/components/ui/static-button.module.css';
import css from './artist-dashboard.module.css';
import cc from './artist-category-cards.module.css';
import cmd from './command-center.module.css';

export function CategoryCards({ categories, context }: { categories: CategoryState[]; context: IslandProps }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState<CategoryState | null>(null);
  const [stepUp, setStepUp] = useState(false);
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);
  const close = () => dialog.current?.close();

  const toolItem = (tool: ToolState) => {
    if (tool.status === 'open' && tool.action === 'super-settings')
      return (
        <li key={tool.title}>
          <button
            type="button"
            className={`${css.item} ${cc.itemLink} ${cmd.itemButton}`}
            onClick={() => {
              close();
              setStepUp(true);
            }}
          >
            <span className={css.itemText}>
              <span>{tool.title}</span>
              <span>{`${tool.description} (asks for your password)`}</span>
            </span>
          </button>
        </li>
      );
    if (tool.status !== 'open')
      return (
        <li key={tool.title} className={`${css.item} ${cc.planned}`}>
          <span className={css.itemText}>
            <span>{tool.title}</span>
            <span>{tool.description}</span>
          </span>
          <span className={`${css.chip} ${css.chipOutlined}`}>
            {tool.status === 'super-admins' ? 'super admins' : 'planned'}
          </span>
        </li>
      );
    return (
      <li key={tool.title}>
        <a href={tool.href} className={`${css.item} ${cc.itemLink}`}>
          <span className={css.itemText}>
            <span>{tool.title}</span>
            <span>{tool.description}</span>
          </span>
        </a>
      </li>
    );
  };

  return (
    <>
      <div className={cc.cards}>
        {categories.map((c) => (
          <button key={c.key} type="button" className={`${css.card} ${cc.cardButton}`} onClick={() => setOpen(c)}>
            <h3 className={css.h2}>{c.title}</h3>
            <p className={`${css.label} ${cmd.cardText}`}>{c.description}</p>
            <span className={cmd.chips}>
              <span className={`${css.chip} ${cmd.chipPrimary}`}>
                {`${c.available} ${c.available === 1 ? 'tool' : 'tools'} available`}
              </span>
              {c.planned > 0 && <span className={`${css.chip} ${css.chipOutlined}`}>{`${c.planned} planned`}</span>}
              {c.restricted > 0 && (
                <span className={`${css.chip} ${css.chipOutlined}`}>{`${c.restricted} for super admins`}</span>
              )}
            </span>
          </button>
        ))}
      </div>
      <dialog
        ref={dialog}
        className={`${cc.dialog} ${cmd.dialog}`}
        aria-labelledby="category-dialog-title"
        onClose={() => setOpen(null)}
        // A click on the backdrop (outside the inner box) closes, as MUI's dialog did.
        onClick={(e) => e.target === e.currentTarget && close()}
      >
        {open && (
          <div>
            <h2 id="category-dialog-title" className={cc.dialogTitle}>
              {open.title}
            </h2>
            <div className={cc.dialogContent}>
              <p className={css.label}>{open.description}</p>
              <ul className={css.list}>{open.tools.map(toolItem)}</ul>
            </div>
            <div className={cc.dialogActions}>
              <button type="button" className={`${btn.button} ${btn.text} ${css.tinted}`} onClick={close}>
                Back to Dashboard
              </button>
            </div>
          </div>
        )}
      </dialog>
      {stepUp && <StepUpIsland context={context} onClose={() => setStepUp(false)} />}
    </>
  );
}
