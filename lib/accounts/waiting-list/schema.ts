// Inputs of the public waiting list.
import { z } from 'zod';
import { pageQuery } from '../../platform/paging';
import { emailSchema } from '../../platform/auth/schema';

export const WAITING_LIST_INTERESTS = {
  distribution: 'Distributing my music',
  school: 'The music business school',
  label: 'Signing with the label',
  franchise: 'Owning a Distro80 franchise',
  investor: 'Investing in the platform',
  affiliate: 'The affiliate program',
} as const;

export type WaitingListInterest = keyof typeof WAITING_LIST_INTERESTS;

export const waitingListSchema = z.object({
  name: z
    .string({ error: 'Your name is required' })
    .trim()
    .min(1, 'Your name is required')
    .max(120, 'Use at most 120 characters'),
  email: emailSchema,
  interest: z.enum(Object.keys(WAITING_LIST_INTERESTS) as [WaitingListInterest, ...WaitingListInterest[]], {
    error: 'Choose what you are interested in',
  }),
  message: z.string().trim().max(2000, 'Use at most 2000 characters').optional(),
});

export type WaitingListInput = z.infer<typeof waitingListSchema>;

export const waitingListQuerySchema = pageQuery.extend({
  brand: z.enum(['tnm', 'mastermusicsafe', 'distro80', 'sgr']).optional(),
});
