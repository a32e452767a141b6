// A statement whose own figures disagree (a DSR file's summary records, usage lines or footer): the import
// is held, not failed, with the figures as they stand in the file, until an admin accepts it with a reason
// (statements.ts acceptStatement) or deletes it. Nothing is imported while it is held.
import { BadRequest } from '../../platform/errors';

export class Discrepancy extends BadRequest {
  constructor(readonly findings: string[]) {
    super(findings.join(' '));
  }
}

/** Runs the checks in order, collecting every Discrepancy they throw (any other error is thrown on). */
export function collectDiscrepancies(checks: (() => void)[]): string[] {
  const found: string[] = [];
  for (const check of checks) {
    try {
      check();
    } catch (err) {
      if (!(err instanceof Discrepancy)) throw err;
      found.push(...err.findings);
    }
  }
  return found;
}
