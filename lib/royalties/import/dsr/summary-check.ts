// The DSR summary check: each summary record (SY..) against the usage lines that name it, per currency, its
// figures quoted as the file writes them; a mismatch is a Discrepancy (the import is held).
import { BadRequest } from '../../../platform/errors';
import { Discrepancy } from '../discrepancy';
import { usdToDecimal } from '../money';
import type { LineSums } from './line-sums';

/** A summary record as the check reads it (summaries.ts DsrSummary). */
interface SummaryRecord {
  readonly id: string;
  readonly type: string;
  readonly currency: string;
  readonly net: bigint | null;
  readonly allocatedRevenue: bigint | null;
  readonly lines: LineSums;
  allocated: boolean;
  controller: string;
  figure: string;
  allocatedFigure: string;
  members: SummaryRecord[];
}

/** An amount in 1e-16 units as a decimal, without the zeros after its last digit (at least the cents). */
function figureOf(v: bigint): string {
  return usdToDecimal(v).replace(/(\.\d\d\d*?)0+$/, '$1');
}

/** Sums per currency as `12.5 USD, 3.1 EUR` (`0` when none). */
function fmt(m: Map<string, bigint>): string {
  const parts = [...m].filter(([, v]) => v !== 0n).sort(([a], [b]) => a.localeCompare(b));
  return parts.map(([c, v]) => `${figureOf(v)} ${c}`).join(', ') || '0';
}

function sameSums(a: Map<string, bigint>, b: Map<string, bigint>) {
  return [...new Set([...a.keys(), ...b.keys()])].every((k) => (a.get(k) ?? 0n) === (b.get(k) ?? 0n));
}

/** Checks the summary records by SummaryRecordId (`groups`), those without one and the lines naming none. */
export function checkSummaries(
  groups: SummaryRecord[],
  anonymous: SummaryRecord[],
  unattributed: LineSums,
  note: string,
) {
  const findings: string[] = [];
  const lone = groups.length === 1 && anonymous.length === 0;
  const records = groups.flatMap((g) => (g.members.length > 0 ? g.members : [g])).concat(anonymous);
  const named = (sums: LineSums) => [...sums.addTo(new Map()).values()].some((v) => v !== 0n);
  if (
    !lone &&
    records.length > 1 &&
    named(unattributed) &&
    !groups.some((g) => named(g.lines) || g.members.some((m) => named(m.lines)))
  ) {
    // Usage records that name none of the summary records (no SummaryRecordId cell): the file's whole.
    const lines = unattributed.addTo(new Map());
    const wanted = new Map<string, bigint>();
    for (const m of records) wanted.set(m.currency, (wanted.get(m.currency) ?? 0n) + (m.net ?? 0n));
    if (!sameSums(wanted, lines))
      throw new Discrepancy([
        `The DSR summary records ${records.map((m) => `${m.id || '(no id)'} (${m.type})`).join(', ')} give ${records.map((m) => `${m.figure || 'no NetRevenue'} ${m.currency}`).join(', ')}, together ${fmt(wanted)}, but the usage lines, which name none of them, total ${fmt(lines)}.${note}`,
      ]);
    return;
  }
  for (const g of groups) {
    const members = g.members.length > 0 ? g.members : [g];
    const expect = (m: SummaryRecord) => {
      if (!(m.allocated || g.allocated)) return m.net ?? 0n;
      if (m.allocatedRevenue === null)
        throw new BadRequest(
          `The DSR summary record ${m.id} (${m.type}) gives no AllocatedRevenue to check the amounts allocated to the licensor (AllocatedAmount) by its usage records against.`,
        );
      return m.allocatedRevenue;
    };
    const said = (m: SummaryRecord) => (m.allocated || g.allocated ? m.allocatedFigure : m.figure || 'no NetRevenue');
    const own = g.members.length > 0 ? g.lines.addTo(new Map()) : new Map<string, bigint>();
    if (lone && g.members.length > 0) unattributed.addTo(own);
    const perMember = g.members.length > 0 && [...own.values()].every((v) => v === 0n);
    const whole = new Map(own);
    const wanted = new Map<string, bigint>();
    for (const m of members) {
      const lines = m.lines.addTo(new Map());
      if (!g.members.length && lone) unattributed.addTo(lines);
      const want = new Map([[m.currency, expect(m)]]);
      if (perMember && !sameSums(want, lines))
        findings.push(
          `The DSR summary record ${m.id} (${m.type}, RightsController ${m.controller || 'none'}) gives ${said(m)} ${m.currency} but the usage lines naming it total ${fmt(lines)}.`,
        );
      for (const [c, v] of lines) whole.set(c, (whole.get(c) ?? 0n) + v);
      wanted.set(m.currency, (wanted.get(m.currency) ?? 0n) + want.get(m.currency)!);
    }
    if (perMember || sameSums(wanted, whole)) continue;
    findings.push(
      members.length === 1
        ? `The DSR summary record ${g.id} (${g.type}) gives ${said(g)} ${g.currency} but the usage lines naming it total ${fmt(whole)}.`
        : `The DSR summary records ${g.id} (${g.type}) give ${members.map((m) => `${said(m)} (RightsController ${m.controller || 'none'})`).join(', ')} ${g.currency}, together ${fmt(wanted)}, but the usage lines naming them total ${fmt(whole)}.`,
    );
  }
  // A file without summary records has nothing to check its lines against.
  if (!lone && groups.length + anonymous.length > 0) {
    const lines = unattributed.addTo(new Map());
    const wanted = new Map<string, bigint>();
    for (const m of anonymous) wanted.set(m.currency, (wanted.get(m.currency) ?? 0n) + (m.net ?? 0n));
    if (!sameSums(wanted, lines))
      findings.push(
        anonymous.length > 0
          ? `The DSR summary records without a SummaryRecordId give ${anonymous.map((m) => `${m.figure || 'no NetRevenue'} ${m.currency} (${m.type})`).join(', ')} but the usage lines naming no summary record total ${fmt(lines)}.`
          : `The usage lines naming no summary record of the file total ${fmt(lines)}, which no summary record accounts for.`,
      );
  }
  if (findings.length > 0) {
    if (note) findings[findings.length - 1] += note;
    throw new Discrepancy(findings);
  }
}
