// CWR 3.0 writer: HDR (3.0), one GRH WRK group, per work a WRK transaction with SPU + SPT per territory for every
// publisher of each chain (sub-publishers included), OPU + OPT, SWR + SWT + PWR, OWR + OWT, ALT, REC; GRT, TRL.
// In 3.0 the shares and societies are in the territory records, so uncontrolled parties get OPT/OWT with what
// they own. There are no NWR/REV in 3.0: a revision is a WRK again. Record layouts in cwr-v30-records.ts. Pure.
import { alt } from './cwr-records';
import { grh30, hdr30, publisher30, pwr30, rec30, territory30, trailer30, writer30, wrk } from './cwr-v30-records';
import type { CwrWork } from './cwr-types';

const WORLD = '2136';

function transaction(tx: number, w: CwrWork): string[] {
  const lines = [wrk(tx, w)];
  let r = 1;
  for (const p of w.publishers) {
    lines.push(publisher30('SPU', tx, r++, p));
    p.collection.forEach((c, i) =>
      lines.push(
        territory30('SPT', tx, r++, {
          seq: i + 1,
          ipNumber: p.ipNumber,
          shares: c.shares,
          include: c.include !== false,
          tis: c.territory,
          society: p.society,
        }),
      ),
    );
  }
  for (const o of w.otherPublishers) {
    lines.push(publisher30('OPU', tx, r++, o));
    const t = {
      seq: 1,
      ipNumber: o.ipNumber ?? '',
      shares: o.ownership,
      include: true,
      tis: WORLD,
      society: o.society,
    };
    lines.push(territory30('OPT', tx, r++, t));
  }
  for (const wr of w.writers) {
    lines.push(writer30('SWR', tx, r++, wr));
    const shares = wr.collection ?? wr.ownership;
    const t = { seq: 1, ipNumber: wr.ipNumber, shares, include: true, tis: wr.territory, society: wr.society };
    lines.push(territory30('SWT', tx, r++, t));
    if (wr.publisher) lines.push(pwr30(tx, r++, wr.publisher, wr.ipNumber));
  }
  for (const o of w.otherWriters) {
    lines.push(writer30('OWR', tx, r++, o));
    const t = {
      seq: 1,
      ipNumber: o.ipNumber,
      shares: o.ownership,
      include: true,
      tis: o.territory,
      society: o.society,
    };
    lines.push(territory30('OWT', tx, r++, t));
  }
  for (const t of w.alternateTitles) lines.push(alt(tx, r++, t));
  for (const rc of w.recordings) lines.push(rec30(tx, r++, rc));
  return lines;
}

/** A CWR 3.0 file of one WRK group; `filename` is written in HDR (cwr30Filename). */
export function writeCwr30(f: {
  senderCode: string;
  senderName: string;
  createdAt: Date;
  filename: string;
  works: CwrWork[];
}): string {
  const records = f.works.flatMap((w, i) => transaction(i, w));
  const lines = [
    hdr30(f.senderCode, f.senderName, f.createdAt, f.filename),
    grh30(1),
    ...records,
    trailer30('GRT', 1, f.works.length, records.length + 2),
  ];
  lines.push(trailer30('TRL', 1, f.works.length, lines.length + 1));
  return lines.join('\r\n') + '\r\n';
}

/** CWyynnnnSSS_0000_V3-0-0.SUB, as django-music-publisher names CWR 3.0 work registration files. */
export const cwr30Filename = (date: Date, sequence: number, sender: string) =>
  `CW${String(date.getUTCFullYear()).slice(2)}${String(sequence % 10000).padStart(4, '0')}${sender}_0000_V3-0-0.SUB`;
