// Accepting a held statement: a file whose own figures disagree (a DSR file's summary records, usage lines
// or footer) is held with them; an admin who accepts it gives a reason, audited in the same transaction,
// and the import runs again, importing the usage lines and keeping the discrepancy on the statement.
import { z } from 'zod';
import { db } from '../platform/db';
import { Conflict, NotFound } from '../platform/errors';
import type { SessionUser } from '../platform/auth/session';
import { recordAudit } from '../platform/audit';
import { enqueue } from '../platform/jobs';
import { activeImportOf, duplicateOf, importStatementJob } from './import/upload';

export const acceptStatementInput = z.object({
  reason: z.string().trim().min(3, 'Give the reason for accepting the file as it is').max(2000),
});

/** Accepts a held import with a reason (409 unless it is held) and queues it to import its lines. */
export async function acceptStatement(actor: SessionUser, id: string, input: z.infer<typeof acceptStatementInput>) {
  await db
    .$transaction(async (tx) => {
      const at = new Date();
      const taken = await tx.statementImport.updateMany({
        where: { id, status: 'held' },
        data: {
          status: 'queued',
          error: null,
          finishedAt: null,
          acceptedReason: input.reason,
          acceptedById: actor.id,
          acceptedAt: at,
        },
      });
      if (taken.count !== 1) {
        const exists = await tx.statementImport.findUnique({ where: { id }, select: { status: true } });
        if (!exists) throw new NotFound('Statement import not found');
        throw new Conflict(`Only a held import can be accepted; this one is ${exists.status}.`);
      }
      const imp = await tx.statementImport.findUniqueOrThrow({ where: { id }, select: { discrepancy: true } });
      await recordAudit({
        tx,
        actor: actor.id,
        action: 'statement.accept',
        target: { type: 'StatementImport', id },
        detail: { reason: input.reason, discrepancy: imp.discrepancy },
      });
    })
    .catch(async (err: unknown) => {
      // The same bytes uploaded again and imported meanwhile: the active-file unique index refused this one.
      if ((err as { code?: string }).code !== 'P2002') throw err;
      const { sha256 } = await db.statementImport.findUniqueOrThrow({ where: { id }, select: { sha256: true } });
      const other = await activeImportOf(sha256);
      throw other ? duplicateOf(other) : new Conflict('This file is already being imported.');
    });
  await enqueue(importStatementJob, { importId: id });
  return { id, status: 'queued' as const };
}
