'use client';
// A select in MUI's look and semantics without MUI (the lean pages): a `combobox` that opens a `listbox` of
// `option`s below it, as MUI's Select renders them (so the same queries find it), with the keyboard of a select:
// arrows and Home/End move, Enter or Space chooses, Escape and Tab close. The value travels in a hidden input
// named `name`, so the form around it reads it with FormData.
import { useId, useState } from 'react';
import css from './lean.module.css';
import form from './lean-form.module.css';

interface LeanOption {
  value: string;
  label: string;
}

export function LeanSelect({
  name,
  label,
  options,
  defaultValue = '',
  helperText,
}: {
  name: string;
  label: string;
  options: readonly LeanOption[];
  defaultValue?: string;
  helperText?: string;
}) {
  const id = useId();
  const [value, setValue] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const selected = options.findIndex((o) => o.value === value);
  const show = () => {
    setActive(Math.max(0, selected));
    setOpen(true);
  };
  const choose = (i: number) => {
    setValue(options[i].value);
    setOpen(false);
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    const last = options.length - 1;
    const move: Record<string, number> = { ArrowDown: active + 1, ArrowUp: active - 1, Home: 0, End: last };
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(e.key)) {
        e.preventDefault();
        show();
      }
    } else if (e.key in move) {
      e.preventDefault();
      setActive(Math.min(last, Math.max(0, move[e.key])));
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      choose(active);
    } else if (e.key === 'Escape' || e.key === 'Tab') setOpen(false);
  };
  const helperId = helperText ? `${id}-helper` : undefined;
  return (
    <div className={css.field}>
      <span id={`${id}-label`}>{label}</span>
      <div className={form.selectBox}>
        <div
          role="combobox"
          tabIndex={0}
          className={`${css.input} ${form.select}`}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? `${id}-list` : undefined}
          aria-activedescendant={open ? `${id}-${active}` : undefined}
          aria-labelledby={`${id}-label ${id}-value`}
          aria-describedby={helperId}
          onClick={() => (open ? setOpen(false) : show())}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        >
          {/* A zero-width space keeps the box's height when nothing is chosen, as MUI's does. */}
          <span id={`${id}-value`}>{selected >= 0 ? options[selected].label : '\u200b'}</span>
        </div>
        {open && (
          // mousedown would blur the combobox (and close the list) before the option's click
          <ul
            role="listbox"
            id={`${id}-list`}
            aria-labelledby={`${id}-label`}
            className={form.listbox}
            onMouseDown={(e) => e.preventDefault()}
          >
            {options.map((o, i) => (
              <li
                key={o.value}
                id={`${id}-${i}`}
                role="option"
                aria-selected={o.value === value}
                className={i === active ? form.activeOption : undefined}
                onClick={() => choose(i)}
                onMouseEnter={() => setActive(i)}
              >
                {o.label}
              </li>
            ))}
          </ul>
        )}
      </div>
      <input type="hidden" name={name} value={value} />
      {helperText && (
        <span id={helperId} className={css.helper}>
          {helperText}
        </span>
      )}
    </div>
  );
}
