// CWR 2.1 (CISAC Common Works Registration, specification CWR06-1610 rev. 7) writer: fixed-width records,
// CRLF line ends, upper-case ASCII (transliterated, lib/rights/cwr-text.ts) with the original text in NAT/NPN/NWN
// records (UTF-8) when it was not plain ASCII. Field positions are in docs/rights.md and checked by
// tests/unit/rights/cwr.test.ts record by record. Pure: no database, no clock (the date is an input).

import { hdr, grh, grt, trl, nwr, spu, opu, spt, swr, owr, swt, pwr, alt, per, rec } from './cwr-records';
import { nat, npn, nwn } from './cwr-nra-records';
import { type CwrVersion, groupVersion, hdr22, pwr22, rec22 } from './cwr-v22';
import { isPlainAscii } from './cwr-text';
import type { CwrFile, CwrWork } from './cwr-types';

/** The records of one work transaction, in the order CWR requires. */
function transaction(type: 'NWR' | 'REV', tx: number, w: CwrWork, v: CwrVersion): string[] {
  const lines = [nwr(type, tx, w)];
  let r = 1;
  const named = (name: string | null | undefined): name is string => !!name && !isPlainAscii(name);
  for (const p of w.publishers) {
    lines.push(spu(tx, r++, p));
    if (named(p.name)) lines.push(npn(tx, r++, p.sequence, p.ipNumber, p.name));
    p.collection.forEach((c, i) =>
      lines.push(spt(tx, r++, p.ipNumber, c.territory, c.shares, i + 1, c.include !== false)),
    );
  }
  for (const o of w.otherPublishers) {
    lines.push(opu(tx, r++, o));
    if (named(o.name)) lines.push(npn(tx, r++, o.sequence, o.ipNumber ?? '', o.name));
  }
  for (const wr of w.writers) {
    lines.push(swr(tx, r++, wr));
    if (named(wr.name)) lines.push(nwn(tx, r++, wr.ipNumber, wr.name));
    lines.push(swt(tx, r++, wr, 1));
    if (wr.publisher) {
      const line = pwr(tx, r++, wr.publisher, wr.ipNumber);
      lines.push(v === '2.2' ? pwr22(line, wr.publisher.sequence) : line);
    }
  }
  for (const o of w.otherWriters) {
    lines.push(owr(tx, r++, o));
    if (named(o.name)) lines.push(nwn(tx, r++, o.ipNumber, o.name));
  }
  for (const t of w.alternateTitles) lines.push(alt(tx, r++, t));
  if (named(w.title)) lines.push(nat(tx, r++, w.title, 'OL', w.language));
  for (const t of w.alternateTitles) if (named(t)) lines.push(nat(tx, r++, t, 'AL', w.language));
  for (const p of w.performers) lines.push(per(tx, r++, p));
  for (const rc of w.recordings) {
    const line = rec(tx, r++, rc);
    lines.push(v === '2.2' ? rec22(line, rc) : line);
  }
  return lines;
}

/** A whole CWR 2.1 (or 2.2) file: HDR, a group per transaction type (GRH ... GRT), TRL, with their counts. */
export function writeCwr(f: CwrFile): string {
  const v = f.version ?? '2.1';
  const body: string[] = [];
  let transactions = 0;
  const groups = f.groups.filter((g) => g.works.length);
  groups.forEach((g, gi) => {
    const records = g.works.flatMap((w, i) => transaction(g.type, i, w, v));
    body.push(grh(g.type, gi + 1, groupVersion(v)), ...records, grt(gi + 1, g.works.length, records.length + 2)); // + GRH + GRT
    transactions += g.works.length;
  });
  const header = hdr(f, body.every(isPlainAscii) ? '' : 'UTF-8');
  const lines = [v === '2.2' ? hdr22(header) : header, ...body];
  lines.push(trl(groups.length, transactions, lines.length + 1)); // every record, HDR and TRL included
  return lines.join('\r\n') + '\r\n';
}

/** CWyynnnnSSS_RRR.V21 (.V22) as the specification names files. */
export function cwrFilename(date: Date, sequence: number, sender: string, recipient: string, version = '2.1'): string {
  return `CW${String(date.getUTCFullYear()).slice(2)}${String(sequence % 10000).padStart(4, '0')}${sender.padEnd(3, '0').slice(0, 3)}_${recipient.toUpperCase().replace(/\s/g, '').padEnd(3, '0').slice(0, 3)}.V${version.replace('.', '')}`;
}
