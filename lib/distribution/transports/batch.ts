// A DDEX batch (ERN Choreography "batch" profile): a folder named by the batch id holding one folder per
// release (named by its UPC) with the ERN and a resources/ folder, and BatchComplete_<batchId>.xml,
// written last, listing every file with its MD5. The ERN's resource URIs are rewritten to the
// relative paths inside the batch.
import { createHash } from 'node:crypto';
import { db } from '../../platform/db';
import { readFileBuffer } from '../../platform/storage/service';

interface BatchFile {
  /** Path inside the batch folder, '/'-separated */
  path: string;
  content: Buffer;
}

export interface Batch {
  batchId: string;
  /** In the order they must be written; the completion manifest is last. */
  files: BatchFile[];
}

function stamp(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:TZ.]/g, '')
    .slice(0, 17);
}

function xmlEscape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export async function buildBatch(xml: string, now = new Date()): Promise<Batch> {
  const batchId = stamp(now);
  const upc = /<ICPN>([^<]+)<\/ICPN>/.exec(xml)?.[1]?.trim() || 'release';
  const ids = [...new Set([...xml.matchAll(/\/api\/files\/([A-Za-z0-9_-]+)/g)].map((m) => m[1]))];
  const stored = ids.length ? await db.storedFile.findMany({ where: { id: { in: ids } } }) : [];
  const resources: BatchFile[] = [];
  let ern = xml;
  for (const f of stored) {
    const rel = `resources/${f.id}.${f.ext}`;
    ern = ern.replace(new RegExp(`[^<>]*/api/files/${f.id}(?=<)`, 'g'), rel);
    resources.push({ path: `${upc}/${rel}`, content: await readFileBuffer(f) });
  }
  const files: BatchFile[] = [...resources, { path: `${upc}/${upc}.xml`, content: Buffer.from(ern, 'utf8') }];
  const entries = files
    .map(
      (f) =>
        `  <File><Path>${xmlEscape(f.path)}</Path><HashSum algorithm="MD5">${createHash('md5').update(f.content).digest('hex')}</HashSum><Size>${f.content.length}</Size></File>`,
    )
    .join('\n');
  const manifest = `<?xml version="1.0" encoding="UTF-8"?>\n<BatchComplete batchId="${batchId}" createdAt="${now.toISOString()}">\n${entries}\n</BatchComplete>\n`;
  files.push({ path: `BatchComplete_${batchId}.xml`, content: Buffer.from(manifest, 'utf8') });
  return { batchId, files };
}
