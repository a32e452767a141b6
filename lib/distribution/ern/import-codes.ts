// The codes an imported release brings, in the form this platform stores and sends (upper case, without hyphens
// or spaces): its ICPN and its recordings' ISRCs. A malformed code is refused with the line it is on (stores would
// refuse it too), and so is a UPC already in the catalog, an ISRC listed twice, or an ISRC on another owner's
// release. An ISRC on the importer's own release is the same recording released again (a single, then its album).
import { db } from '../../platform/db';
import { BadRequest } from '../../platform/errors';
import { formatIsrc, isrcProblem, normalizeIsrc } from '../isrc';
import { asUpcOrEan, upcCheckDigitProblem, upcForms, upcShapeProblem } from '../upc';
import { lineOf } from './read';

function refuse(xml: string, raw: string, message: string): never {
  const line = lineOf(xml, `>${raw}<`);
  throw new BadRequest(message, [{ path: `line ${line ?? '?'}`, message }]);
}

/**
 * The release's UPC from its ICPN (null when it has none), checked as a brought UPC/EAN is. A 14-digit ICPN with a
 * leading zero is the EAN-13 after it; a release already holding the code in another form (UPC-A for the same
 * EAN-13 starting with 0) is the same product. A wrong check digit does not refuse the message: the XSD allows it
 * (DDEX's own samples carry such placeholder codes), so the draft keeps the code exactly, with a warning naming
 * its line, and quality control blocks its approval until the code is corrected (qc/codes.ts).
 */
export async function importedUpc(
  xml: string,
  icpn: string,
): Promise<{ upc: string | null; warnings: { path: string; message: string }[] }> {
  if (!icpn) return { upc: null, warnings: [] };
  const upc = asUpcOrEan(icpn);
  const problem = upcShapeProblem(upc);
  if (problem) refuse(xml, icpn, `The release's ICPN ${icpn} is not a valid UPC or EAN: ${problem}`);
  const taken = await db.release.findFirst({ where: { upc: { in: upcForms(upc) } }, select: { upc: true } });
  if (taken) refuse(xml, icpn, `A release with UPC ${taken.upc} already exists.`);
  const digit = upcCheckDigitProblem(upc);
  if (!digit) return { upc, warnings: [] };
  const message = `The release's ICPN ${icpn} is kept, but stores will refuse it: ${digit} Correct the UPC before submitting the release.`;
  return { upc, warnings: [{ path: `line ${lineOf(xml, `>${icpn}<`) ?? '?'}`, message }] };
}

/** Each track's ISRC as stored, by resource reference; every one checked as a brought ISRC is. */
export async function importedIsrcs(xml: string, ownerId: string, tracks: { reference: string; isrc: string }[]) {
  const byReference = new Map<string, string>();
  const seen = new Map<string, string>();
  for (const t of tracks) {
    if (!t.isrc) continue;
    const problem = isrcProblem(t.isrc);
    if (problem) refuse(xml, t.isrc, `Resource ${t.reference}: ISRC ${t.isrc} is not valid. ${problem}`);
    const isrc = normalizeIsrc(t.isrc);
    if (seen.has(isrc))
      refuse(
        xml,
        t.isrc,
        `Resources ${seen.get(isrc)} and ${t.reference} have the same ISRC; each track needs its own.`,
      );
    seen.set(isrc, t.reference);
    byReference.set(t.reference, isrc);
  }
  // Read here for the line to name; the import's transaction asks again under the codes' locks (claimIsrcs).
  const taken = seen.size
    ? await db.track.findFirst({
        where: { isrc: { in: [...seen.keys()] }, release: { ownerId: { not: ownerId } } },
        select: { isrc: true },
      })
    : null;
  if (taken) {
    const reference = seen.get(taken.isrc!)!;
    refuse(
      xml,
      tracks.find((t) => t.reference === reference)!.isrc,
      `ISRC ${formatIsrc(taken.isrc!)} (resource ${reference}) is already used by another owner's recording in the catalog.`,
    );
  }
  return byReference;
}
