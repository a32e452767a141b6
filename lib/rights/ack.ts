// CWR 2.1 (and 3.0: same ACK/MSG records, its own HDR) acknowledgement (ACK) files: a society answers each transaction with an ACK record (transaction
// status) followed by MSG records (why) and, optionally, the transaction's records echoed back. Pure reader and
// writer on the published layout (CWR06-1610 v2.1 r7, "ACK" and "MSG" records); lib/rights/registrations.ts
// applies what is read. Positions below are the specification's, 1-based and inclusive.
import { BadRequest } from '../platform/errors';

type AckOutcome = 'acknowledged' | 'accepted' | 'rejected' | 'conflict';

/** [start, length] of a field, as the specification numbers it (first character = 1). */
type Field = readonly [number, number];

const PREFIX = { recordType: [1, 3], transactionSequence: [4, 8], recordSequence: [12, 8] } as const;

/** ACK record, 159 characters. */
const ACK_FIELDS = {
  ...PREFIX,
  creationDate: [20, 8],
  creationTime: [28, 6],
  originalGroupId: [34, 5],
  originalTransactionSequence: [39, 8],
  originalTransactionType: [47, 3],
  creationTitle: [50, 60],
  submitterCreationNumber: [110, 20],
  recipientCreationNumber: [130, 20],
  processingDate: [150, 8],
  transactionStatus: [158, 2],
} as const satisfies Record<string, Field>;

/** MSG record, 185 characters. */
const MSG_FIELDS = {
  ...PREFIX,
  messageType: [20, 1],
  originalRecordSequence: [21, 8],
  recordType: [29, 3],
  messageLevel: [32, 1],
  validationNumber: [33, 3],
  messageText: [36, 150],
} as const satisfies Record<string, Field>;

const ACK_LENGTH = 159;
const MSG_MIN_LENGTH = 36;

/** CWR lookup table "Transaction Status" with what each means for the work's registration. */
const TRANSACTION_STATUS: Record<string, { meaning: string; outcome: AckOutcome }> = {
  CO: { meaning: 'Conflict', outcome: 'conflict' },
  DU: { meaning: 'Duplicate', outcome: 'conflict' },
  RA: { meaning: 'Transaction accepted', outcome: 'acknowledged' },
  AS: { meaning: 'Registration accepted', outcome: 'accepted' },
  AC: { meaning: 'Registration accepted with changes', outcome: 'accepted' },
  SR: { meaning: 'Registration accepted - ready for payment', outcome: 'accepted' },
  CR: { meaning: 'Registration accepted with changes - ready for payment', outcome: 'accepted' },
  RJ: { meaning: 'Rejected', outcome: 'rejected' },
  NP: { meaning: 'No participation', outcome: 'rejected' },
  RC: { meaning: 'Claim rejected', outcome: 'rejected' },
  NA: { meaning: 'Rejected - no society agreement number', outcome: 'rejected' },
  WA: { meaning: 'Rejected - wrong society agreement number', outcome: 'rejected' },
};

/** CWR lookup tables "Message Type" and "Message Level" (the same letters). */
const MESSAGE_SCOPE: Record<string, string> = {
  F: 'field',
  R: 'record',
  T: 'transaction',
  G: 'group',
  E: 'entire file',
};

export interface AckMessage {
  type: string;
  originalRecordSequence: number;
  recordType: string;
  level: string;
  validationNumber: string;
  text: string;
  line: number;
}

interface AckEntry {
  originalGroupId: number;
  originalTransactionSequence: number;
  originalTransactionType: string;
  title: string;
  submitterWorkId: string;
  societyWorkId: string;
  /** YYYYMMDD */
  processingDate: string;
  transactionStatus: string;
  statusMeaning: string;
  outcome: AckOutcome;
  messages: AckMessage[];
  line: number;
}

export interface AckFile {
  society: string;
  /** The HDR layout: 2.x (EDI version 01.10 at 60-64) or 3.0 */
  version: '2.x' | '3.0';
  entries: AckEntry[];
}

/**
 * The society from the HDR. CWR 2.x: sender ID 6-14, sender name 15-59, EDI version "01.10" at 60-64. CWR 3.0 (as
 * django-music-publisher reads and writes it): sender code 6-9, sender name 10-54, version "3.0" + revision
 * further on (at 103 in its writer's layout, at 92 in its ACK reader's, which has no 11-character gap).
 */
function hdrSociety(hdr: string): { society: string; version: AckFile['version'] } {
  if (hdr.slice(59, 64) !== '01.10' && /^.{91}(?:.{11})?3\.[01]\d{3}/.test(hdr))
    return { society: hdr.slice(9, 54).trim() || hdr.slice(5, 9).trim(), version: '3.0' };
  return { society: hdr.slice(14, 59).trim() || hdr.slice(5, 14).trim(), version: '2.x' };
}

const get = (l: string, [start, len]: Field) => l.slice(start - 1, start - 1 + len);
const num = (l: string, f: Field) => Number(get(l, f).trim() || '0');

function fail(message: string, line: number): never {
  throw new BadRequest(`This is not a CWR acknowledgement file: ${message} (line ${line})`, [
    { path: 'file', message: `line ${line}: ${message}` },
  ]);
}

function validDate(d: string) {
  if (!/^\d{8}$/.test(d)) return false;
  const t = new Date(`${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}T00:00:00Z`);
  return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10).replaceAll('-', '') === d;
}

function readAckRecord(l: string, line: number): AckEntry {
  if (l.length < ACK_LENGTH) fail(`an ACK record is ${l.length} characters, the layout has ${ACK_LENGTH}`, line);
  const status = get(l, ACK_FIELDS.transactionStatus).trim();
  const known = TRANSACTION_STATUS[status];
  if (!known) fail(`unknown transaction status "${status}" at positions 158-159`, line);
  const processingDate = get(l, ACK_FIELDS.processingDate);
  if (!validDate(processingDate)) fail(`processing date "${processingDate}" at 150-157 is not YYYYMMDD`, line);
  return {
    originalGroupId: num(l, ACK_FIELDS.originalGroupId),
    originalTransactionSequence: num(l, ACK_FIELDS.originalTransactionSequence),
    originalTransactionType: get(l, ACK_FIELDS.originalTransactionType).trim(),
    title: get(l, ACK_FIELDS.creationTitle).trim(),
    submitterWorkId: get(l, ACK_FIELDS.submitterCreationNumber).trim(),
    societyWorkId: get(l, ACK_FIELDS.recipientCreationNumber).trim(),
    processingDate,
    transactionStatus: status,
    statusMeaning: known.meaning,
    outcome: known.outcome,
    messages: [],
    line,
  };
}

function readMsgRecord(l: string, line: number): AckMessage {
  if (l.length < MSG_MIN_LENGTH) fail(`a MSG record is ${l.length} characters, too short for its layout`, line);
  const type = get(l, MSG_FIELDS.messageType);
  const level = get(l, MSG_FIELDS.messageLevel);
  if (!MESSAGE_SCOPE[type]) fail(`unknown message type "${type}" at position 20`, line);
  if (!MESSAGE_SCOPE[level]) fail(`unknown message level "${level}" at position 32`, line);
  return {
    type,
    originalRecordSequence: num(l, MSG_FIELDS.originalRecordSequence),
    recordType: get(l, MSG_FIELDS.recordType).trim(),
    level,
    validationNumber: get(l, MSG_FIELDS.validationNumber).trim(),
    text: get(l, MSG_FIELDS.messageText).trim(),
    line,
  };
}

/** A message as kept on the registration: "T/T 012 SWR#3: text". */
export function describeMessage(m: AckMessage): string {
  const where = m.recordType ? ` ${m.recordType}#${m.originalRecordSequence}` : '';
  return `${m.type}/${m.level} ${m.validationNumber}${where}: ${m.text}`;
}

/**
 * Reads HDR, GRH ACK, then per transaction ACK, its MSG records and any echoed transaction records, GRT, TRL.
 * Anything that is not that layout is a 400 naming the line.
 */
export function parseAck(text: string): AckFile {
  const lines = text.split(/\r?\n/);
  while (lines.length && lines[lines.length - 1]!.trim() === '') lines.pop();
  if (!lines[0]?.startsWith('HDR')) fail('the file does not start with a CWR HDR record', 1);
  const { society, version } = hdrSociety(lines[0]);
  const entries: AckEntry[] = [];
  let inAckGroup = false;
  lines.forEach((l, i) => {
    const type = l.slice(0, 3);
    const line = i + 1;
    if (type === 'GRH') inAckGroup = l.slice(3, 6) === 'ACK';
    else if (type === 'ACK') {
      if (!inAckGroup) fail('an ACK record outside a GRH ACK group', line);
      entries.push(readAckRecord(l, line));
    } else if (type === 'MSG') {
      const m = readMsgRecord(l, line);
      const current = entries[entries.length - 1];
      if (!current) fail('a MSG record before any ACK record', line);
      current.messages.push(m);
    } else if (type === 'GRT') inAckGroup = false;
  });
  if (!entries.length) fail('the file has no ACK transactions', lines.length);
  return { society, version, entries };
}

/** An ACK record in the published layout (for tests, the demo seed and simulators). */
export function ackRecord(
  tx: number,
  o: {
    submitterWorkId: string;
    title: string;
    societyWorkId?: string;
    status: string;
    date?: string;
    originalTransactionType?: string;
    recordSequence?: number;
  },
): string {
  const d = o.date ?? '20260101';
  const n = (v: number, w: number) => String(v).padStart(w, '0');
  const a = (v: string, w: number) => v.toUpperCase().padEnd(w).slice(0, w);
  return (
    'ACK' +
    n(tx, 8) +
    n(o.recordSequence ?? 0, 8) +
    d +
    '000000' +
    '00001' +
    n(tx, 8) +
    a(o.originalTransactionType ?? 'NWR', 3) +
    a(o.title, 60) +
    a(o.submitterWorkId, 20) +
    a(o.societyWorkId ?? '', 20) +
    d +
    a(o.status, 2)
  );
}

/** A MSG record in the published layout, following its ACK. */
export function msgRecord(
  tx: number,
  seq: number,
  m: {
    type: string;
    originalRecordSequence: number;
    recordType: string;
    level: string;
    validation: string;
    text: string;
  },
): string {
  const n = (v: number, w: number) => String(v).padStart(w, '0');
  return (
    'MSG' +
    n(tx, 8) +
    n(seq, 8) +
    m.type.slice(0, 1) +
    n(m.originalRecordSequence, 8) +
    m.recordType.padEnd(3).slice(0, 3) +
    m.level.slice(0, 1) +
    m.validation.padStart(3, '0').slice(0, 3) +
    m.text.toUpperCase().padEnd(150).slice(0, 150)
  );
}
