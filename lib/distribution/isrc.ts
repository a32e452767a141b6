// ISRC (ISO 3901): CC-XXX-YY-NNNNN. Validation of brought codes and gap-free assignment from the
// configured registrant with a per-year counter row incremented inside the assigning transaction.
import { db, type Tx } from '../platform/db';
import { BadRequest, Conflict } from '../platform/errors';
import { CODE_TX, getDistributionSettings } from './settings';
import { takeReturnedCode } from './code-pool';

const ISRC_RE = /^([A-Z]{2})([A-Z0-9]{3})(\d{2})(\d{5})$/;

/** Upper-case, without hyphens or spaces: the form stored and sent to stores. */
export function normalizeIsrc(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

export function isValidIsrc(input: string): boolean {
  return ISRC_RE.test(normalizeIsrc(input));
}

/** Why a brought ISRC is not valid, or null. */
export function isrcProblem(input: string): string | null {
  const code = normalizeIsrc(input);
  if (code.length !== 12) return `An ISRC has 12 characters (CC-XXX-YY-NNNNN); "${input}" has ${code.length}.`;
  if (!/^[A-Z]{2}/.test(code)) return 'An ISRC starts with a 2-letter country code.';
  if (!/^[A-Z]{2}[A-Z0-9]{3}/.test(code))
    return 'Characters 3 to 5 of an ISRC are the registrant code (letters or digits).';
  if (!ISRC_RE.test(code)) return 'An ISRC ends with a 2-digit year and a 5-digit number.';
  return null;
}

// CC-XXX-YY-NNNNN for display: the one formatter of lib/platform/format, re-exported for the code services.
import { formatIsrc } from '../platform/format';
export { formatIsrc };

/**
 * Issues the next ISRC of `year` inside `tx`. The counter row is created from the highest code already
 * in the catalog (unless a returned code of the same registrant and year is waiting), then incremented under its row lock: concurrent assignments queue on that row, and a
 * rolled-back transaction gives its number back, so the sequence has no gaps and no repeats.
 */
export async function nextIsrc(tx: Tx, year = new Date().getUTCFullYear()): Promise<string> {
  const { isrcRegistrant } = await getDistributionSettings(tx);
  const yy = String(year % 100).padStart(2, '0');
  const prefix = `${isrcRegistrant}${yy}`;
  // A code given back by a deleted draft goes out first (its counter already passed it).
  const returned = await takeReturnedCode(tx, 'isrc', prefix);
  if (returned) return returned;
  const rows = await tx.$queryRawUnsafe<{ lastNumber: number }[]>(
    `INSERT INTO "IsrcCounter" ("registrant", "year", "lastNumber")
     VALUES ($1, $2, 1 + COALESCE((SELECT max(substring("isrc" from 8 for 5)::int) FROM "Track" WHERE "isrc" LIKE $3), 0))
     ON CONFLICT ("registrant", "year") DO UPDATE SET "lastNumber" = "IsrcCounter"."lastNumber" + 1
     RETURNING "lastNumber"`,
    isrcRegistrant,
    year,
    `${prefix}_____`,
  );
  const n = Number(rows[0].lastNumber);
  if (n > 99_999)
    throw new Conflict(
      `All 99,999 ISRCs of ${year} for ${isrcRegistrant} are used: configure another registrant code.`,
    );
  const code = `${prefix}${String(n).padStart(5, '0')}`;
  // A code of this registrant someone brought ahead of the counter is not issued to another recording: the
  // catalog no longer refuses a repeated ISRC by itself, since an owner's releases may share a recording's.
  if (await tx.track.findFirst({ where: { isrc: code }, select: { id: true } })) return nextIsrc(tx, year);
  return code;
}

/** One ISRC in its own transaction (the ISRC request page, tests). */
export function assignIsrc(year?: number): Promise<string> {
  return db.$transaction((tx) => nextIsrc(tx, year), CODE_TX);
}

/**
 * Checks a brought ISRC's form and returns the normalized code. Whether this owner may use it is asked in the
 * write's own transaction (claimIsrcs, isrc-claims.ts): the same recording may be on several of an owner's releases.
 */
export function checkBroughtIsrc(input: string): string {
  const problem = isrcProblem(input);
  if (problem) throw new BadRequest(problem, [{ path: 'isrc', message: problem }]);
  return normalizeIsrc(input);
}
