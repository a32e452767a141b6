// A local stand-in for an S3-compatible bucket at the network boundary (path-style addressing): PUT and GET
// of objects and ListObjectsV2, enough for store deliveries and their acknowledgement files. The AWS SDK
// sends uploads aws-chunked with a checksum trailer; the chunks are joined back into the object.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

interface StoredObject {
  body: Buffer;
  modifiedAt: Date;
}

export interface FakeS3 {
  endpoint: string;
  /** bucket/key -> object; a test writes a store's files here directly */
  objects: Map<string, StoredObject>;
  /** Keys in the order their upload finished */
  written: string[];
  put(bucket: string, key: string, body: string | Buffer): void;
  close(): Promise<void>;
}

function dechunk(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = raw.indexOf('\r\n', at);
    if (eol < 0) break;
    const size = parseInt(raw.subarray(at, eol).toString('latin1').split(';')[0], 16);
    if (!size) break;
    parts.push(raw.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const raw = Buffer.concat(chunks);
  const chunked =
    /aws-chunked/.test(String(req.headers['content-encoding'] ?? '')) ||
    String(req.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-');
  return chunked ? dechunk(raw) : raw;
}

export async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, StoredObject>();
  const written: string[] = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://s3.local');
    const [bucket, ...rest] = url.pathname.slice(1).split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (req.method === 'PUT' && key) {
      objects.set(`${bucket}/${key}`, { body: await bodyOf(req), modifiedAt: new Date() });
      written.push(key);
      res.writeHead(200, { etag: '"fake"' }).end();
    } else if (req.method === 'GET' && !key && url.searchParams.get('list-type') === '2') {
      const prefix = url.searchParams.get('prefix') ?? '';
      const found = [...objects.entries()]
        .filter(([k]) => k.startsWith(`${bucket}/${prefix}`))
        .map(([k, o]) => ({ key: k.slice(bucket.length + 1), ...o }))
        .sort((a, b) => a.key.localeCompare(b.key));
      const contents = found
        .map(
          (o) =>
            `<Contents><Key>${xmlEscape(o.key)}</Key><LastModified>${o.modifiedAt.toISOString()}</LastModified><ETag>"fake"</ETag><Size>${o.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
        )
        .join('');
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${found.length}</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
      );
    } else if (req.method === 'GET' && objects.has(`${bucket}/${key}`)) {
      const o = objects.get(`${bucket}/${key}`)!;
      res.writeHead(200, { 'content-length': o.body.length, 'last-modified': o.modifiedAt.toUTCString() });
      res.end(o.body);
    } else {
      res.writeHead(404, { 'content-type': 'application/xml' });
      res.end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>Not found</Message></Error>');
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    written,
    put: (bucket, key, body) => objects.set(`${bucket}/${key}`, { body: Buffer.from(body), modifiedAt: new Date() }),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
