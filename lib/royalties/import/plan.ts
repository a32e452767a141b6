// Deciding how a statement is read, from its first lines: the layout (DSR, saved mapping, preset or
// template), the delimiter, the defaults (store, period, currency) and the exchange rates needed.
import { parse } from 'csv-parse/sync';
import { BadRequest } from '../../platform/errors';
import type { z } from 'zod';
import type { statementFieldsSchema } from '../schema';

type StatementFields = z.infer<typeof statementFieldsSchema>;
import { DsrInterpreter } from './dsr/interpreter';
import { TableInterpreter, detectLayout, indexHeaderless, savedAsPreset, type SavedLayout } from './csv/layouts';
import { findHeaderRow } from './csv/header-row';
import { presetById } from './csv/presets';
import type { Preset } from './csv/preset-types';
import { scaleRate, type ReadOutcome, type RowRules } from './csv/row';
import type { Interpreter } from './interpreter';
import { detectDelimiter, otherDelimiters, type Delimiter } from './text';

export const csvOptions = (delimiter: string) => ({
  delimiter,
  quote: '"',
  relax_quotes: true,
  relax_column_count: true,
  skip_empty_lines: true,
  skip_records_with_empty_values: false,
  bom: true,
});

/** The whole lines of a text sample as records. */
export function sampleRecords(text: string, delimiter: string): string[][] {
  try {
    return parse(text, csvOptions(delimiter)) as string[][];
  } catch {
    // An unbalanced quote in the sample's last line: drop lines until it parses.
    const lines = text.split(/\r?\n/);
    for (let n = lines.length - 1; n > 0; n--) {
      try {
        return parse(lines.slice(0, n).join('\n'), csvOptions(delimiter)) as string[][];
      } catch {
        continue;
      }
    }
    throw new BadRequest('The statement could not be read as CSV or TSV.');
  }
}

export interface ImportPlan {
  layout: string;
  layoutName: string;
  delimiter: Delimiter;
  mappingId: string | null;
  preset: Preset | null;
  headerless: SavedLayout | null;
  store: string;
  period: string;
  currency: string;
  dateOrder: 'mdy' | 'dmy';
  /** Currencies seen in the first lines */
  currencies: string[];
}

export function makeInterpreter(
  plan: Pick<ImportPlan, 'layout' | 'preset' | 'headerless'>,
  rules: RowRules,
): Interpreter {
  if (plan.layout === 'ddex-dsr') return new DsrInterpreter(rules);
  if (plan.headerless)
    return new TableInterpreter(savedAsPreset(plan.headerless), rules, indexHeaderless(plan.headerless));
  return new TableInterpreter(plan.preset!, rules);
}

/** The preset of a stored import's layout id (a saved mapping is given by the caller). */
export function presetFor(
  layout: string,
  saved: SavedLayout | null,
): Pick<ImportPlan, 'layout' | 'preset' | 'headerless'> {
  if (layout === 'ddex-dsr') return { layout, preset: null, headerless: null };
  if (layout.startsWith('mapping:')) {
    if (!saved) throw new BadRequest(`The saved mapping this statement was uploaded with no longer exists.`);
    return saved.headerless
      ? { layout, preset: null, headerless: saved }
      : { layout, preset: savedAsPreset(saved), headerless: null };
  }
  const preset = presetById(layout);
  if (!preset) throw new BadRequest(`Unknown statement layout "${layout}".`, undefined, 'statement.layout_unknown');
  return { layout, preset, headerless: null };
}

/** The header a message names: past the title rows, as the mapping editor shows it. */
const headerOf = (records: string[][]) => records[findHeaderRow(records) ?? 0];

const thisMonth = () => new Date().toISOString().slice(0, 7);

/**
 * Plans the import of a file from its first lines. `chosen` is a saved mapping the uploader named;
 * without it the layout is detected (saved mappings, then presets, then the default template).
 */
export function planImport(
  text: string,
  input: Partial<StatementFields>,
  chosen: SavedLayout | null,
  saved: SavedLayout[],
): ImportPlan & { records: string[][] } {
  const lines = text.split(/\r?\n/, 30);
  let delimiter = (chosen?.delimiter as Delimiter | undefined) ?? detectDelimiter(lines);
  let records = sampleRecords(text, delimiter);
  if (records.length === 0) throw new BadRequest('The file is empty: it has no header row.');
  // A title line before the header can hold another delimiter than the file's ("Sales Report, June 2025"
  // before a tab file): when no layout is found, the header is looked for with each other delimiter.
  if (!chosen && !detectLayout(records, saved))
    for (const d of otherDelimiters(delimiter)) {
      let other: string[][];
      try {
        other = sampleRecords(text, d);
      } catch {
        continue;
      }
      if (detectLayout(other, saved)) {
        [delimiter, records] = [d, other];
        break;
      }
    }

  let base: Pick<ImportPlan, 'layout' | 'preset' | 'headerless'>;
  let layoutName: string;
  let mappingId: string | null = null;
  if (chosen) {
    mappingId = chosen.id;
    layoutName = chosen.name;
    base = presetFor(`mapping:${chosen.name}`, chosen);
    if (base.preset && !detectLayout(records, [chosen])) {
      const header = headerOf(records);
      const headers = new Set(header.map((h) => h.trim().toLowerCase()));
      const missing = Object.entries(chosen.columns)
        .filter(([, h]) => !headers.has(String(h).trim().toLowerCase()))
        .map(([f, h]) => `"${h}" (${f})`);
      throw new BadRequest(
        `The file has no column ${missing.join(', ')} required by the mapping "${chosen.name}". Its columns are: ${header.join(', ')}`,
      );
    }
  } else {
    const found = detectLayout(records, saved);
    if (!found)
      throw new BadRequest(
        `The layout of this file is unknown: it matches no preset and no saved mapping. Its columns are: ${headerOf(
          records,
        )
          .slice(0, 30)
          .join(', ')}. Map its columns in the mapping editor to import it.`,
        [{ path: 'layout', message: 'unknown layout' }],
      );
    if (found.kind === 'dsr') {
      base = { layout: 'ddex-dsr', preset: null, headerless: null };
      layoutName = 'DDEX DSR flat file';
    } else {
      const p = found.preset;
      base = { layout: p.id, preset: p, headerless: null };
      layoutName = p.name;
      if (p.id.startsWith('mapping:')) mappingId = saved.find((m) => `mapping:${m.name}` === p.id)?.id ?? null;
    }
  }

  const preset = base.preset ?? (base.headerless ? savedAsPreset(base.headerless) : null);
  const currency = input.currency ?? preset?.currency ?? 'USD';
  const dateOrder = preset?.dateOrder ?? 'mdy';
  // Read the sample without rates to learn its currencies, first period and (DSR) store.
  const probe: RowRules = {
    dateOrder,
    currency,
    store: input.store ?? '',
    period: input.period ?? '',
    rates: null,
    decimalComma: delimiter === ';',
  };
  const interp = makeInterpreter(base, probe);
  const currencies = new Set<string>();
  let firstPeriod: string | undefined;
  const note = (out: ReadOutcome | undefined) => {
    if (out?.t === 'row') {
      // A row with its own exchange rate needs none from the uploader.
      if (!out.row.ownRate) currencies.add(out.row.currency);
      firstPeriod ??= out.row.salePeriod || undefined;
    }
  };
  records.forEach((rec, i) => {
    const out = interp.read(rec, i + 1);
    note(interp.settled?.()?.out);
    note(out);
    // The file's own dates name its period even when the first rows are not lines (zero amounts …).
    if (out.t !== 'header' && interp instanceof TableInterpreter) firstPeriod ??= interp.periodOf(rec) ?? undefined;
  });
  note(interp.settled?.(true)?.out);
  const dsr: { store?: string; period?: string; currency?: string } =
    interp instanceof DsrInterpreter ? interp.headInfo() : {};
  return {
    ...base,
    layoutName,
    mappingId,
    delimiter,
    store: input.store ?? dsr.store ?? (preset?.store || 'Unknown store'),
    period: input.period ?? dsr.period ?? firstPeriod ?? thisMonth(),
    currency: input.currency ?? dsr.currency ?? currency,
    dateOrder,
    currencies: [...currencies].sort(),
    records,
  };
}

/** USD rates for the import: the overrides, the statement currency's rate, USD itself. */
export function ratesFor(input: Partial<StatementFields>, currency: string): Record<string, string> {
  const rates: Record<string, string> = { USD: '1', ...(input.rates ?? {}) };
  if (input.exchangeRate) rates[currency] = input.exchangeRate;
  return rates;
}

/** Refuses a file whose currencies lack a rate, naming them. */
export function assertRates(currencies: string[], rates: Record<string, string>) {
  const missing = currencies.filter((c) => !(c in rates));
  if (missing.length)
    throw new BadRequest(
      `No exchange rate for ${missing.join(', ')}: the file has amounts in ${missing.length === 1 ? 'this currency' : 'these currencies'}. Give the USD rate of each, such as {"${missing[0]}":1.08}.`,
      missing.map((c) => ({ path: 'rates', message: `no rate for ${c}` })),
    );
}

export const scaledRates = (rates: Record<string, string>) =>
  new Map(Object.entries(rates).map(([c, r]) => [c, scaleRate(r)]));
