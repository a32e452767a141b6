// Reading a store's DDEX acknowledgement file (ERN Choreography over SFTP). Two forms are understood:
// - ErnAcknowledgementStatusMessage (batch profile): one ReleaseStatus per release, each with
//   Acknowledgement entries naming the MessageId / BatchId of the message and its MessageStatus;
// - FtpAcknowledgementMessage: AcknowledgedMessageId or AcknowledgedFile (ReleaseId + batch Date),
//   a FileStatus and ErrorText.
// File names ACK_<batchId>[_<releaseId>].xml also name the batch and release when the body does not.
// Namespace prefixes are ignored: stores write ern-c:, echo: or none.
import { decodeXml } from '../ern/read';
import { arr, objectForm, text, type Node } from '../ern/object-form';

export interface AckEntry {
  /** The acknowledged ERN MessageId */
  messageId?: string;
  batchId?: string;
  /** ICPN (UPC/EAN), GRid or proprietary release id */
  releaseId?: string;
  /** The status as the store wrote it */
  status: string;
  verdict: 'acknowledged' | 'rejected' | 'pending';
  /** The store's error text, else its status */
  reason: string;
}

/** Why a file could not be read as an acknowledgement, in words for staff. */
export class UnreadableAck extends Error {}

/** The object form with namespace prefixes dropped from element and attribute names. */
function local(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(local);
  if (!v || typeof v !== 'object') return v;
  const out: Node = {};
  for (const [k, val] of Object.entries(v as Node)) {
    const name = k.replace(/^(@?)[\w.-]+:/, '$1');
    const prev = out[name];
    out[name] = prev === undefined ? local(val) : [...arr(prev), ...arr(local(val))];
  }
  return out;
}

const child = (n: unknown, key: string): unknown => arr((n as Node | undefined)?.[key])[0];

/** A status element: its value, or its UserDefinedValue when the value is UserDefined. */
function statusOf(v: unknown): string {
  const t = text(v);
  const userDefined = v && typeof v === 'object' ? text((v as Node)['@UserDefinedValue']) : '';
  return t === 'UserDefined' && userDefined ? userDefined : t;
}

const OK = /^(FileOK|SuccessfullyIngested\w*|Ingested|Accepted|OK|Success(ful)?|Processed)$/i;
const PENDING = /^(Received|FileReceived|Pending|InProgress|Processing\w*|Queued|Acknowledged)$/i;
function verdictOf(status: string): AckEntry['verdict'] {
  if (OK.test(status)) return 'acknowledged';
  if (PENDING.test(status)) return 'pending';
  return 'rejected';
}

function entry(
  ids: Pick<AckEntry, 'messageId' | 'batchId' | 'releaseId'>,
  status: string,
  errorText: string,
): AckEntry {
  if (!status) throw new UnreadableAck('It gives no status for the acknowledged message');
  return { ...ids, status, verdict: verdictOf(status), reason: errorText || status };
}

/** The release id inside a ReleaseId composite (ICPN, GRid, ISRC or a proprietary id) or plain text. */
function releaseIdOf(v: unknown): string {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return text(v);
  for (const k of ['ICPN', 'GRid', 'ISRC', 'ProprietaryId', 'CatalogNumber']) {
    const t = text(child(v, k));
    if (t) return t;
  }
  return text(v);
}

const FILE_NAME = /^ACK_(\d{17})(?:_(.+?))?\.xml$/i;

export function parseAck(bytes: Buffer, fileName: string): AckEntry[] {
  let obj: Node;
  try {
    obj = local(objectForm(decodeXml(bytes))) as Node;
  } catch (err) {
    throw new UnreadableAck(`It is not XML (${(err as Error).message.slice(0, 120)})`);
  }
  const [rootName] = Object.keys(obj).filter((k) => !k.startsWith('@') && !k.startsWith('?') && k !== '#');
  const root = child(obj, rootName ?? '') as Node | undefined;
  const named = FILE_NAME.exec(fileName);
  const fromName = { batchId: named?.[1], releaseId: named?.[2] };
  let entries: AckEntry[];

  if (rootName === 'ErnAcknowledgementStatusMessage' || (root && 'ReleaseStatus' in root)) {
    entries = arr(root?.ReleaseStatus).flatMap((rs) => {
      const releaseId = releaseIdOf(child(rs, 'ReleaseId')) || fromName.releaseId;
      const errorText = text(child(rs, 'ErrorText'));
      const acks = arr((rs as Node).Acknowledgement);
      if (!acks.length) return [entry({ ...fromName, releaseId }, statusOf(child(rs, 'ReleaseStatus')), errorText)];
      return acks.map((a) => {
        const statuses = arr((a as Node).MessageStatus)
          .map(statusOf)
          .filter(Boolean);
        // Several statuses: a refusal wins over a pending one, which wins over success.
        const status =
          statuses.find((s) => verdictOf(s) === 'rejected') ??
          statuses.find((s) => verdictOf(s) === 'pending') ??
          statuses[0] ??
          statusOf(child(rs, 'ReleaseStatus'));
        return entry(
          {
            messageId: text(child(a, 'MessageId')) || undefined,
            batchId: text(child(a, 'BatchId')) || fromName.batchId,
            releaseId,
          },
          status,
          errorText,
        );
      });
    });
  } else if (rootName === 'FtpAcknowledgementMessage' || rootName === 'AcknowledgementMessage') {
    const file = child(root, 'AcknowledgedFile');
    const date = text(child(file, 'Date')).replace(/\D/g, '');
    entries = [
      entry(
        {
          messageId: text(child(root, 'AcknowledgedMessageId')) || undefined,
          batchId: (date.length === 17 ? date : '') || fromName.batchId,
          releaseId: releaseIdOf(child(file, 'ReleaseId')) || fromName.releaseId,
        },
        statusOf(child(root, 'FileStatus')),
        text(child(root, 'ErrorText')),
      ),
    ];
  } else {
    throw new UnreadableAck(
      rootName ? `It is a ${rootName}, not a DDEX acknowledgement` : 'It holds no acknowledgement message',
    );
  }
  if (!entries.length) throw new UnreadableAck('It acknowledges no message');
  for (const e of entries)
    if (!e.messageId && !e.batchId && !e.releaseId) throw new UnreadableAck('It names no message id, batch or release');
  return entries;
}
