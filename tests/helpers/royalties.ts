// Royalties test data: a release with tracks and ISRCs, split sheets, statement uploads.
import { gzipSync } from 'node:zlib';
import { db } from '@/lib/platform/db';
import * as statementsRoute from '@/app/api/royalties/statements/route';
import { runStatementImport } from '@/lib/royalties/import/run';
import { call, createUser } from './api';

let seq = 0;

export async function releaseWithTracks(ownerId: string, n = 2, opts: { upc?: string } = {}) {
  seq += 1;
  const stamp = `${process.pid % 1000}`.padStart(3, '0') + String(seq).padStart(2, '0');
  return db.release.create({
    data: {
      ownerId,
      title: `Test Release ${seq}`,
      primaryArtist: 'Test Artist',
      upc: opts.upc ?? null,
      status: 'distributed',
      tracks: {
        create: Array.from({ length: n }, (_, i) => ({
          position: i + 1,
          title: `Song ${seq}-${i + 1}`,
          isrc: `QZTST${stamp}${String(i + 1).padStart(2, '0')}`.slice(0, 12),
        })),
      },
    },
    include: { tracks: { orderBy: { position: 'asc' } } },
  });
}

function statementForm(content: string | Buffer, fields: Record<string, string> = {}, name = 'statement.csv') {
  const form = new FormData();
  form.append('store', fields.store ?? 'Spotify');
  form.append('period', fields.period ?? '2026-09');
  form.append('currency', fields.currency ?? 'USD');
  form.append('exchangeRate', fields.exchangeRate ?? '1');
  if (fields.mapping) form.append('mapping', fields.mapping);
  form.append('file', new Blob([typeof content === 'string' ? Buffer.from(content) : new Uint8Array(content)]), name);
  return form;
}

export async function uploadStatement(
  admin: { id: string; email: string; name: string; sessionVersion: number },
  content: string | Buffer,
  fields: Record<string, string> = {},
) {
  return call(statementsRoute.POST, { as: admin, rawBody: statementForm(content, fields) });
}

/** Uploads and runs the import job in this process; returns the finished import. */
export async function importStatement(
  admin: Parameters<typeof uploadStatement>[0],
  content: string | Buffer,
  fields: Record<string, string> = {},
) {
  const res = await uploadStatement(admin, content, fields);
  if (res.status !== 202) throw new Error(`upload failed: ${res.status} ${res.text}`);
  await runStatementImport(res.json.id);
  return db.statementImport.findUniqueOrThrow({ where: { id: res.json.id } });
}

export const gz = (s: string) => gzipSync(Buffer.from(s));
export { createUser };
