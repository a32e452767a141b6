import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { db } from '@/lib/platform/db';
import { runStatementImport } from '@/lib/royalties/import/run';
import { createUser, upload } from '../../helpers/statement-fixtures';
jest.setTimeout(300_000);
beforeAll(() => { process.env.UPLOAD_DIR = `.data/test-uploads-${process.pid}`; });
const DIR = path.join(__dirname, '..', '..', 'fixtures', 'royalties', 'dsr');
it('probe', async () => {
  const admin = await createUser('admin');
  for (const f of readdirSync(DIR).filter((f) => f.includes('tsv')).filter(f => !f.includes('TEST2') && !f.endsWith('.gz'))) {
    const res = await upload(admin, readFileSync(path.join(DIR, f)), {}, f);
    if (res.status !== 202) { console.log(f, res.status, res.text); continue; }
    await runStatementImport(res.json.id);
    const imp = await db.statementImport.findUniqueOrThrow({ where: { id: res.json.id } });
    console.log(f, imp.status, imp.error, imp.rowsRead, imp.matchedRows, imp.unmatchedRows, imp.totalUsdCents, JSON.stringify(imp.summary));
  }
});
