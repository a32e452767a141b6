// CWR 2.1 (CISAC Common Works Registration, specification CWR06-1610 rev. 7) writer: fixed-width records,
// CRLF line ends, ASCII upper case. Field positions are in docs/rights.md and checked by
// tests/unit/rights/cwr.test.ts record by record. Pure: no database, no clock (the date is an input).

import { hdr, grh, grt, trl, nwr, spu, opu, spt, swr, owr, swt, pwr, alt, per, rec } from './cwr-records';
import type { CwrFile, CwrWork } from './cwr-types';

/** The records of one work transaction, in the order CWR requires. */
function transaction(type: 'NWR' | 'REV', tx: number, w: CwrWork): string[] {
  const lines = [nwr(type, tx, w)];
  let r = 1;
  let seq = 1;
  for (const p of w.publishers) {
    lines.push(spu(tx, r++, seq++, p));
    p.collection.forEach((c, i) => lines.push(spt(tx, r++, p.ipNumber, c.territory, c.shares, i + 1)));
  }
  for (const o of w.otherPublishers) lines.push(opu(tx, r++, seq++, o.ownership));
  for (const wr of w.writers) {
    lines.push(swr(tx, r++, wr));
    lines.push(swt(tx, r++, wr, 1));
    if (wr.publisher) lines.push(pwr(tx, r++, wr.publisher, wr.ipNumber));
  }
  for (const o of w.otherWriters) lines.push(owr(tx, r++, o));
  for (const t of w.alternateTitles) lines.push(alt(tx, r++, t));
  for (const p of w.performers) lines.push(per(tx, r++, p));
  for (const rc of w.recordings) lines.push(rec(tx, r++, rc));
  return lines;
}

/** A whole CWR 2.1 file: HDR, a group per transaction type (GRH ... GRT), TRL, with their counts. */
export function writeCwr(f: CwrFile): string {
  const lines = [hdr(f)];
  let transactions = 0;
  const groups = f.groups.filter((g) => g.works.length);
  groups.forEach((g, gi) => {
    const body = g.works.flatMap((w, i) => transaction(g.type, i, w));
    lines.push(grh(g.type, gi + 1), ...body, grt(gi + 1, g.works.length, body.length + 2)); // + GRH + GRT
    transactions += g.works.length;
  });
  lines.push(trl(groups.length, transactions, lines.length + 1)); // every record, HDR and TRL included
  return lines.join('\r\n') + '\r\n';
}

/** CWyynnnnSSS_RRR.V21 as the specification names files. */
export function cwrFilename(date: Date, sequence: number, sender: string, recipient: string): string {
  return `CW${String(date.getUTCFullYear()).slice(2)}${String(sequence % 10000).padStart(4, '0')}${sender.padEnd(3, '0').slice(0, 3)}_${recipient.toUpperCase().replace(/\s/g, '').padEnd(3, '0').slice(0, 3)}.V21`;
}
