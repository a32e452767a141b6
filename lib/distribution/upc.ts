// UPC-A (12 digits) and EAN-13 barcodes: GS1 mod-10 check digits, validation of brought codes, and
// assignment from the configured company prefix with a counter row incremented in the transaction.
import { db, type Client, type Tx } from '../platform/db';
import { BadRequest, Conflict } from '../platform/errors';
import { CODE_TX, getDistributionSettings } from './settings';
import { takeReturnedCode, upcSequence } from './code-pool';

/** GS1 check digit for the digits before it (weights 3,1,3... from the right). */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const fromRight = body.length - i;
    sum += Number(body[i]) * (fromRight % 2 === 1 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

export function withCheckDigit(body: string): string {
  return body + String(gs1CheckDigit(body));
}

/** Why a brought UPC/EAN is not valid, or null. */
export function upcProblem(input: string): string | null {
  return upcShapeProblem(input) ?? upcCheckDigitProblem(input);
}

/** Why a code is not a barcode at all (not 12 or 13 digits), or null. */
export function upcShapeProblem(input: string): string | null {
  const code = input.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(code)) return 'A UPC or EAN has digits only.';
  if (code.length !== 12 && code.length !== 13)
    return `A UPC-A has 12 digits and an EAN-13 has 13; "${input}" has ${code.length}.`;
  return null;
}

/** Why a code of 12 or 13 digits has the wrong GS1 check digit, or null. */
export function upcCheckDigitProblem(input: string): string | null {
  const code = input.replace(/[\s-]/g, '');
  const expected = gs1CheckDigit(code.slice(0, -1));
  if (Number(code.at(-1)) !== expected)
    return `The check digit of ${code} should be ${expected}: check for a typing error.`;
  return null;
}

/**
 * A barcode as a UPC-A or EAN-13: without spaces or hyphens, and a GTIN-14 written with a leading padding zero
 * (DDEX's own ERN 4.3 samples write ICPN 00094631432057 for the EAN-13 0094631432057) without that zero.
 */
export function asUpcOrEan(input: string): string {
  const code = input.replace(/[\s-]/g, '');
  return /^0\d{13}$/.test(code) ? code.slice(1) : code;
}

/** The forms one barcode may be stored under: an EAN-13 starting with 0 is the UPC-A after it, and back. */
export function upcForms(code: string): string[] {
  if (/^0\d{12}$/.test(code)) return [code, code.slice(1)];
  if (/^\d{12}$/.test(code)) return [code, `0${code}`];
  return [code];
}

/** The next barcode from the configured prefix, inside `tx` (gap-free like the ISRC counter). */
export async function nextUpc(tx: Tx): Promise<string> {
  const { upcPrefix, barcodeType } = await getDistributionSettings(tx);
  const length = barcodeType === 'ean_13' ? 13 : 12;
  const width = length - 1 - upcPrefix.length;
  if (width < 1) throw new Conflict('The configured UPC prefix leaves no room for an item number.');
  const returned = await takeReturnedCode(tx, 'upc', upcSequence(upcPrefix, length));
  if (returned) return returned;
  // Where a new counter starts: after the highest item number already in the catalog under this prefix.
  const existing = await tx.release.findMany({ where: { upc: { startsWith: upcPrefix } }, select: { upc: true } });
  const highest = existing
    .filter((r) => r.upc!.length === length)
    .reduce((m, r) => Math.max(m, Number(r.upc!.slice(upcPrefix.length, -1))), 0);
  const rows = await tx.$queryRawUnsafe<{ lastNumber: number }[]>(
    `INSERT INTO "UpcCounter" ("prefix", "lastNumber") VALUES ($1, $2)
     ON CONFLICT ("prefix") DO UPDATE SET "lastNumber" = "UpcCounter"."lastNumber" + 1
     RETURNING "lastNumber"`,
    upcPrefix,
    highest + 1,
  );
  const n = Number(rows[0].lastNumber);
  if (n >= 10 ** width)
    throw new Conflict(`All item numbers under prefix ${upcPrefix} are used: configure another prefix.`);
  return withCheckDigit(`${upcPrefix}${String(n).padStart(width, '0')}`);
}

export function assignUpc(): Promise<string> {
  return db.$transaction((tx) => nextUpc(tx), CODE_TX);
}

/** Checks a brought UPC: valid check digit and not used by another release. */
export async function checkBroughtUpc(input: string, releaseId: string | null, tx: Client = db): Promise<string> {
  const problem = upcProblem(input);
  if (problem) throw new BadRequest(problem, [{ path: 'upc', message: problem }]);
  const code = input.replace(/[\s-]/g, '');
  const other = await tx.release.findFirst({
    where: { upc: code, ...(releaseId ? { NOT: { id: releaseId } } : {}) },
    select: { id: true },
  });
  // Never names the other release: it may be another artist's unreleased release.
  if (other) throw new Conflict(`UPC ${code} is already used by another release. Each release has its own UPC.`);
  return code;
}
