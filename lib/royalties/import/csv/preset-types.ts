// What a statement preset says about a file layout (types only; the presets themselves: presets.ts).
import type { TemplateField } from '../../schema';

export interface Preset {
  id: string;
  name: string;
  /** Store named on the lines when the file has no store column */
  store: string;
  /** Each entry: one of these headers must be present */
  signature: string[][];
  /** Each field: the headers it may be under, first found wins */
  columns: Partial<Record<TemplateField, string[]>>;
  dateOrder: 'mdy' | 'dmy';
  /** Currency of the amounts when the file has no currency column */
  currency?: string;
  skipKinds?: Record<string, string>;
  /** A record whose first cell matches is a footer row (skipped as "footer") */
  footer?: RegExp;
  /** The footer's Total_Units counts the units of the rows whose column (any of these names) reads `sale` */
  footerUnits?: { column: string[]; sale: string };
  /** Rows that take money back (take-back.ts) */
  takeBack?: TakeBackRule;
  /** What the preset is, for the docs and the page */
  description: string;
}

export interface TakeBackRule {
  /** Row kinds (row_type values, lower case) that take money back */
  kinds: string[];
  /** A blank amount is `from` less each of `less` (a blank cell is 0); without every column, the row is refused */
  derive?: { from: string; less: string[] };
}
