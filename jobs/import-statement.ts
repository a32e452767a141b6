// Job: import one store statement (parse, match, write lines, allocate, credit the ledger).
import type { JobDefinition } from '../lib/platform/jobs';
import { importStatementJob } from '../lib/royalties/import/upload';
import { runStatementImport } from '../lib/royalties/import/run';

export const importStatementWorker: JobDefinition<{ importId: string }> = {
  ...importStatementJob,
  handler: async ({ importId }) => runStatementImport(importId),
};
