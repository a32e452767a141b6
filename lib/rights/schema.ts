// zod inputs of the rights area. Shares are basis points (10,000 = 100%) and sum to 10,000 per right
// and territory across all parties (lib/rights/share-rules.ts); identifiers are validated with their check digits.
import { z } from 'zod';
import { pageQuery } from '../platform/paging';
import { recordId } from '../platform/http/params';
import { partyIssues } from './share-rules';
import { DISTRIBUTION_CATEGORIES } from './cwr-types';
import { CWR_VERSIONS } from './cwr-v22';
import { PARTY_ROLES, isValidIpi, isValidIswc, normalizeIpi, normalizeIsrc, normalizeIswc } from './codes';

const bp = z.number().int('must be a whole number of basis points').min(0).max(10_000);

const partyIndex = z.number().int('must be the index of a party').min(0).max(29);

const tisCode = z.string().regex(/^\d{1,4}$/, 'must be a TIS territory code such as 2136 (World)');

/** One territory of a sub-publisher: included (it collects there) or excluded, with its collection shares. */
const territoryInput = z.object({
  tis: tisCode,
  include: z.boolean({ message: 'must be true (included) or false (excluded)' }).default(true),
  shares: z.object({ performance: bp, mechanical: bp, sync: bp }),
});

const partyInput = z.object({
  name: z.string().trim().min(1, 'is required').max(90),
  role: z.enum(PARTY_ROLES, { message: 'must be a CWR role (CA, A, C, AR, AD, SA, SR, TR, PA, E, AM, SE, AQ, ES)' }),
  ipi: z
    .string()
    .trim()
    .max(20)
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || isValidIpi(v), 'is not a valid IPI name number (check digits do not match)')
    .transform((v) => (v ? normalizeIpi(v)! : undefined)),
  society: z.string().trim().max(20).optional(),
  controlled: z.boolean({ message: 'must be true or false' }),
  email: z.email('is not a valid email address').max(200).optional(),
  /** CWR TIS territory code; 2136 is the World */
  territory: tisCode.default('2136'),
  shares: z.object({ performance: bp, mechanical: bp, sync: bp }),
  /**
   * Writers: the index (from 0) in `parties` of their original publisher (E), and of its administrator (AM).
   * Sub-publishers (SE): the index of the original publisher they sub-publish for.
   */
  publisher: partyIndex.optional(),
  administrator: partyIndex.optional(),
  /** Sub-publishers (SE): the territories they collect in (SPT records), each with its collection shares */
  territories: z.array(territoryInput).min(1, 'name at least one territory').max(20).optional(),
});
export type PartyInput = z.output<typeof partyInput>;

function checkParties(parties: PartyInput[], ctx: z.RefinementCtx) {
  for (const issue of partyIssues(parties)) ctx.addIssue({ code: 'custom', ...issue });
}

const isrcList = z
  .array(
    z
      .string()
      .trim()
      .refine((v) => !!normalizeIsrc(v), 'is not a valid ISRC (CC-XXX-YY-NNNNN)')
      .transform((v) => normalizeIsrc(v)!),
  )
  .max(50);

const iswc = z
  .string()
  .trim()
  .refine((v) => isValidIswc(v), 'is not a valid ISWC (T-123.456.789-C with a matching check digit)')
  .transform((v) => normalizeIswc(v)!);

const workFields = {
  title: z.string().trim().min(1, 'is required').max(60, 'is longer than 60 characters (the CWR limit)'),
  alternateTitles: z.array(z.string().trim().min(1).max(60)).max(20).optional(),
  iswc: iswc.optional(),
  isrcs: isrcList.optional(),
  language: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter language code')
    .transform((v) => v.toUpperCase())
    .optional(),
  durationSec: z.number().int().min(1).max(35_999).optional(),
  versionType: z.enum(['ORI', 'MOD']).optional(),
  distributionCategory: z
    .enum(DISTRIBUTION_CATEGORIES, {
      message: 'must be POP (popular), JAZ (jazz), SER (serious) or UNC (unclassified)',
    })
    .optional(),
  createdOn: z.iso.date('must be a date (YYYY-MM-DD)').optional(),
};

export const createWorkInput = z
  .object({ ...workFields, parties: z.array(partyInput).min(1, 'add at least one writer').max(30) })
  .superRefine((v, ctx) => checkParties(v.parties, ctx));
export type CreateWorkInput = z.output<typeof createWorkInput>;

export const updateWorkInput = z
  .object({
    title: workFields.title.optional(),
    alternateTitles: workFields.alternateTitles,
    iswc: iswc.nullable().optional(),
    isrcs: isrcList.optional(),
    language: workFields.language,
    durationSec: workFields.durationSec.nullable(),
    versionType: workFields.versionType,
    distributionCategory: workFields.distributionCategory,
    createdOn: workFields.createdOn.nullable(),
    parties: z.array(partyInput).min(1).max(30).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.parties) checkParties(v.parties, ctx);
  });
export type UpdateWorkInput = z.output<typeof updateWorkInput>;

export const listWorksQuery = pageQuery.extend({ q: z.string().max(100).optional() });

export const tokenParams = z.object({ token: z.string().min(20).max(100) });
export const codeParams = z.object({
  code: z
    .string()
    .regex(/^[A-Z0-9-]{6,40}$/i, 'is not a certificate code')
    .transform((v) => v.toUpperCase()),
});

export const signSplitInput = z.object({
  typedName: z.string().trim().min(2, 'type your full name').max(120),
  /** A drawn signature as a PNG data URL; optional when the typed name is the signature */
  signature: z
    .string()
    .max(600_000)
    .regex(/^data:image\/png;base64,/, 'must be a PNG image')
    .optional(),
  agreementSha256: z.string().regex(/^[a-f0-9]{64}$/, 'is not a SHA-256'),
  agree: z.literal(true, { message: 'confirm that you agree to the shares' }),
});
export type SignSplitInput = z.output<typeof signSplitInput>;

/** "cwr": the version set for the society (rights settings); "cwr-2.1" / "cwr-2.2" / "cwr-3.0": that version. */
export const CWR_FORMATS: readonly string[] = ['cwr', 'cwr-2.1', 'cwr-2.2', 'cwr-3.0'];

/** The CWR versions written: 2.1 and 2.2 (lib/rights/cwr.ts), 3.0 (lib/rights/cwr-v30.ts). */
const CWR_FILE_VERSIONS = [...CWR_VERSIONS, '3.0'] as const;
export type CwrFileVersion = (typeof CWR_FILE_VERSIONS)[number];

export const exportInput = z.object({
  format: z.enum(['cwr', 'cwr-2.1', 'cwr-2.2', 'cwr-3.0', 'mlc', 'mlc-isrc']),
  workIds: z.array(recordId).min(1, 'choose at least one work').max(500),
  /** The society the CWR file is for (its name as the ACK will show it) */
  recipient: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 ]{2,20}$/, 'must be a society name such as ASCAP')
    .optional(),
});
export type ExportInput = z.output<typeof exportInput>;

export const rightsSettingsInput = z.object({
  senderCode: z.string().regex(/^[A-Z0-9]{2,3}$/, 'must be the 2-3 character code CISAC assigned'),
  publisherName: z.string().trim().min(1).max(45),
  publisherIpi: z
    .string()
    .refine(isValidIpi, 'is not a valid IPI name number')
    .transform((v) => normalizeIpi(v)!),
  publisherSociety: z.string().trim().max(20).optional(),
  /** The CWR version each society reads, by society name (ASCAP, BMI ...); a society not listed gets 2.1 */
  cwrVersions: z
    .record(
      z
        .string()
        .regex(/^[A-Za-z0-9 ]{2,20}$/, 'must be a society name such as ASCAP')
        .transform((v) => v.toUpperCase()),
      z.enum(CWR_FILE_VERSIONS, { message: 'must be 2.1, 2.2 or 3.0' }),
    )
    .optional(),
});
export type RightsSettings = z.output<typeof rightsSettingsInput>;

export const certificateInput = z
  .object({ workId: recordId.optional(), trackId: recordId.optional() })
  .refine((v) => !!v.workId !== !!v.trackId, { message: 'give either a workId or a trackId', path: ['workId'] });

export const revokeInput = z.object({ reason: z.string().trim().min(3).max(300) });

const claimantInput = z.object({
  name: z.string().trim().min(1).max(120),
  address: z.string().trim().min(3).max(300),
  transfer: z.string().trim().max(120).optional(),
});

export const filingInput = z
  .object({
    kind: z.enum(['SR', 'PA', 'GRAM']),
    title: z.string().trim().min(1).max(200),
    albumTitle: z.string().trim().max(200).optional(),
    workIds: z.array(recordId).max(20, 'a group registration covers at most 20 works').default([]),
    trackIds: z.array(recordId).max(20, 'a group registration covers at most 20 recordings').default([]),
    claimants: z.array(claimantInput).min(1, 'add at least one claimant').max(10),
    authorship: z.string().trim().min(3).max(300),
    yearOfCompletion: z.number().int().min(1900).max(2100),
    publicationDate: z.iso.date().optional(),
    nationOfPublication: z.string().trim().max(60).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'GRAM' && !v.albumTitle)
      ctx.addIssue({ code: 'custom', path: ['albumTitle'], message: 'a group registration needs the album title' });
    if (v.kind === 'GRAM' && v.workIds.length + v.trackIds.length < 2)
      ctx.addIssue({ code: 'custom', path: ['workIds'], message: 'a group registration needs 2 to 20 songs' });
  });
export type FilingInput = z.output<typeof filingInput>;

export const filingUpdateInput = z.object({
  status: z.enum(['draft', 'submitted', 'registered', 'refused']),
  registrationNumber: z
    .string()
    .trim()
    .regex(/^(SR|PA|SRU|PAU)\s?\d{1,4}-?\d{3}-?\d{3}$/i, 'must look like SR 1-234-567')
    .optional(),
  effectiveDate: z.iso.date().optional(),
  note: z.string().trim().max(500).optional(),
});

export const publishingSignInput = z.object({
  legalName: z.string().trim().min(2).max(120),
  ipi: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || isValidIpi(v), 'is not a valid IPI name number')
    .transform((v) => (v ? normalizeIpi(v)! : undefined)),
  society: z.string().trim().max(20).optional(),
  typedName: z.string().trim().min(2).max(120),
  signature: z
    .string()
    .max(600_000)
    .regex(/^data:image\/png;base64,/, 'must be a PNG image'),
  agreementSha256: z.string().regex(/^[a-f0-9]{64}$/),
});

export const versionQuery = z.object({ version: z.coerce.number().int().min(1).max(10_000).optional() });
