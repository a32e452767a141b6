// CWR 2.1 acknowledgement (ACK) files: a society answers each transaction with an ACK record
// (transaction status) followed by MSG records (why). Pure parser; lib/rights/registrations.ts applies it.
import { BadRequest } from '../platform/errors';

type AckOutcome = 'acknowledged' | 'accepted' | 'rejected' | 'conflict';

interface AckEntry {
  submitterWorkId: string;
  title: string;
  societyWorkId: string;
  transactionStatus: string;
  outcome: AckOutcome;
  processingDate: string;
  messages: string[];
  line: number;
}

export interface AckFile {
  society: string;
  entries: AckEntry[];
}

/** CWR transaction status codes (Lookup Table "Transaction Status"). */
const ACK_STATUS: Record<string, AckOutcome> = {
  RA: 'acknowledged', // transaction accepted
  AS: 'accepted', // registration accepted
  AC: 'accepted', // registration accepted with corrections
  SR: 'accepted', // registration accepted, ready for payment
  CR: 'accepted', // registration accepted with corrections, ready for payment
  RJ: 'rejected',
  NP: 'rejected', // no participation
  RC: 'rejected', // claim rejected
  CO: 'conflict',
  DU: 'conflict', // duplicate
};

function fail(message: string, line: number): never {
  throw new BadRequest(`This is not a CWR acknowledgement file: ${message} (line ${line})`, [
    { path: 'file', message: `line ${line}: ${message}` },
  ]);
}

/** Parses an ACK file; a 400 naming the line for anything that is not one. */
export function parseAck(text: string): AckFile {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  if (!lines[0]?.startsWith('HDR')) fail('the file does not start with a CWR HDR record', 1);
  const society = lines[0].slice(14, 59).trim() || lines[0].slice(5, 14).trim();
  const entries: AckEntry[] = [];
  let sawAckGroup = false;
  lines.forEach((l, i) => {
    const type = l.slice(0, 3);
    if (type === 'GRH' && l.slice(3, 6) === 'ACK') sawAckGroup = true;
    if (type === 'ACK') {
      if (l.length < 153) fail('an ACK record is shorter than 153 characters', i + 1);
      const status = l.slice(151, 153).trim();
      const outcome = ACK_STATUS[status];
      if (!outcome) fail(`unknown transaction status "${status}"`, i + 1);
      entries.push({
        submitterWorkId: l.slice(109, 123).trim(),
        title: l.slice(49, 109).trim(),
        societyWorkId: l.slice(123, 143).trim(),
        processingDate: l.slice(143, 151),
        transactionStatus: status,
        outcome,
        messages: [],
        line: i + 1,
      });
    } else if (type === 'MSG' && entries.length) {
      entries[entries.length - 1]!.messages.push(l.slice(35, 185).trim());
    }
  });
  if (!sawAckGroup || !entries.length) fail('the file has no ACK transactions', lines.length);
  return { society, entries };
}

/** Builds an ACK record (for tests and the demo seed): the layout parseAck reads. */
export function ackRecord(
  tx: number,
  o: { submitterWorkId: string; title: string; societyWorkId?: string; status: string; date?: string },
): string {
  const d = o.date ?? '20260101';
  return (
    'ACK' +
    String(tx).padStart(8, '0') +
    '00000000' +
    d +
    '000000' +
    '00001' +
    String(tx).padStart(8, '0') +
    'NWR' +
    o.title.toUpperCase().padEnd(60).slice(0, 60) +
    o.submitterWorkId.padEnd(14).slice(0, 14) +
    (o.societyWorkId ?? '').padEnd(20).slice(0, 20) +
    d +
    o.status
  );
}
