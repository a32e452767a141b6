// The student's activity timeline: one row per thing that happened, written by the services.
import type { Tx } from '../platform/db';

export function recordActivity(tx: Tx, studentId: string, kind: string, summary: string) {
  return tx.studentActivity.create({ data: { studentId, kind, summary } });
}
