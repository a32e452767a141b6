// zod inputs of the business tools. SSN-like answers have no field here: they are never saved.
import { z } from 'zod';

const yesNo = z.enum(['yes', 'no', 'unsure']).optional();

export const businessInfoInput = z
  .object({
    businessName: z.string().trim().max(200).optional(),
    entityType: z.enum(['none', 'sole_proprietor', 'llc_single', 'llc_multi', 'corporation']).optional(),
    state: z
      .string()
      .regex(/^[A-Z]{2}$/, 'Choose a state')
      .optional(),
    llcFiled: yesNo,
    hasEin: yesNo,
    hasBusinessBank: yesNo,
    proMember: z.enum(['none', 'ASCAP', 'BMI', 'SESAC', 'GMR', 'other']).optional(),
    publishing: z.enum(['none', 'self', 'admin', 'publisher']).optional(),
    marketingBudgetCents: z.coerce.number().int().min(0).max(100_000_000).optional(),
    goals: z.string().trim().max(2000).optional(),
  })
  // Unknown keys (and so any SSN a browser might send) are dropped by zod's default strip.
  .strip();
export type BusinessInfo = z.infer<typeof businessInfoInput>;

export const stateParams = z.object({ code: z.string().regex(/^[A-Z]{2}$/) });
export const statePatch = z.object({
  llcFeeCents: z.coerce.number().int().min(0).max(1_000_000).optional(),
  annualFeeCents: z.coerce.number().int().min(0).max(1_000_000).optional(),
  filingUrl: z.string().url('Enter a full web address').max(500).optional(),
  notes: z.string().trim().max(2000).optional(),
});
