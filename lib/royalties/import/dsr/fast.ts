// The common DSR usage record read without interpretRow's generic work: what interpretRow makes of a
// record's resource, store, period and currency is worked out once per resource and reused, so a record
// costs only its amount, usages and territory. It makes exactly the row interpretRow would; any record
// that would not be a plain row (a skip, a refusal, an amount or usages in another form) is left to it.
import type { DsrResource } from './resources';
import { parseAmount as parseAmountOf } from '../money';
import { plainUsages as plainUsagesOf } from './rules';
import { interpretRow, type ColumnIndex, type ParsedRow, type RowRules } from '../csv/row';

/** The differential test turns the fast lane off to compare imports with and without it. */
export const dsrFastLane = { on: true };

/** Digits before the point of amounts below interpretRow's limit (1e9; above it a row is refused) */
const MAX_AMOUNT_DIGITS = 9;
/** A module constant: tsx's CommonJS output reads an imported function through a getter at every call. */
const parseAmount = parseAmountOf;
const plainUsages = plainUsagesOf;

/**
 * At most 9 digits before the point (parseAmount's form: no leading zeros), so below interpretRow's
 * MAX_AMOUNT; larger amounts are left to interpretRow, which refuses those above it.
 */
function plausible(amount: string): boolean {
  const dot = amount.indexOf('.');
  const intDigits = (dot < 0 ? amount.length : dot) - (amount.charCodeAt(0) === 45 ? 1 : 0);
  return intDigits <= MAX_AMOUNT_DIGITS;
}

/** A usage record's values that are the same for every record of its resource in most files. */
interface Template {
  isrc: string;
  upc: string;
  title: string;
  artist: string;
  store: string;
  start: string;
  end: string;
  currency: string;
  /** interpretRow's row of these values, or null when it makes no row of them */
  row: ParsedRow | null;
  /** The currency the summary check sums the record's amount in (not cut to 10 characters as the row's) */
  sumCurrency: string;
}

export class DsrFastLane {
  private templates = new Map<DsrResource, Template>();
  /** Territory cells as interpretRow leaves them (upper case, 10 characters at most) */
  private countries = new Map<string, string>();
  /** The currency the last row()'s amount is summed in for the summary check */
  sumCurrency = '';

  constructor(
    private rules: RowRules,
    /** interpretRow's column index of the fields DsrUsages builds */
    private cols: ColumnIndex,
  ) {}

  /** The template of these values, the last one of the resource when they are the same. */
  private template(
    res: DsrResource,
    isrc: string,
    upc: string,
    title: string,
    artist: string,
    store: string,
    start: string,
    end: string,
    currency: string,
  ): Template {
    const t = this.templates.get(res);
    if (
      t !== undefined &&
      t.isrc === isrc &&
      t.upc === upc &&
      t.title === title &&
      t.artist === artist &&
      t.store === store &&
      t.start === start &&
      t.end === end &&
      t.currency === currency
    )
      return t;
    // An amount of 1 and no usages or territory: the row's other values do not depend on them.
    const period = start && end ? `${start}--${end}` : start;
    const out = interpretRow(
      [isrc, upc, title, artist, store, '', period, '', '1', currency],
      0,
      this.cols,
      this.rules,
    );
    const made: Template = {
      isrc,
      upc,
      title,
      artist,
      store,
      start,
      end,
      currency,
      row: out.t === 'row' && !out.row.ownRate ? out.row : null,
      sumCurrency: (currency || this.rules.currency).toUpperCase(),
    };
    this.templates.set(res, made);
    return made;
  }

  /**
   * The row interpretRow makes of these fields (as DsrUsages.read builds them), and the currency its
   * amount is summed in for the summary check; undefined when the record is not a plain row.
   */
  row(
    res: DsrResource,
    isrc: string,
    upc: string,
    title: string,
    artist: string,
    store: string,
    territory: string,
    start: string,
    end: string,
    units: string,
    rawAmount: string,
    currency: string,
    rowNumber: number,
  ): ParsedRow | undefined {
    const t = this.template(res, isrc, upc, title, artist, store, start, end, currency);
    const tr = t.row;
    if (tr === null || rawAmount === '') return undefined;
    this.sumCurrency = t.sumCurrency;
    const amount = parseAmount(rawAmount, this.rules.decimalComma);
    if (amount === null || amount === '0' || !plausible(amount)) return undefined;
    // Usages by the one rule of every lane (rules.ts plainUsages): digits only, none is 0.
    const n = plainUsages(units, 0, units.length);
    if (n < 0) return undefined;
    let country = this.countries.get(territory);
    if (country === undefined) {
      country = territory.trim().toUpperCase().slice(0, 10);
      if (this.countries.size >= 10_000) this.countries.clear();
      this.countries.set(territory, country);
    }
    // The same fields, in the same order, as interpretRow's row.
    return {
      rowNumber,
      isrc: tr.isrc,
      upc: tr.upc,
      title: tr.title,
      artist: tr.artist,
      store: tr.store,
      country,
      salePeriod: tr.salePeriod,
      units: n,
      amount,
      currency: tr.currency,
      rate: tr.rate,
    };
  }
}
