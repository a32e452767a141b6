// Inputs of artist accounts: invitations, the artists list, self-serve sign-up and its verification.
import { z } from 'zod';
import { emailSchema, newPasswordSchema } from '../platform/auth/schema';
import { BRAND_KEYS } from '../platform/brands/brands';
import { pageQuery } from '../platform/paging';

const personName = z
  .string({ error: 'Your name is required' })
  .trim()
  .min(1, 'Your name is required')
  .max(120, 'Use at most 120 characters');

export const inviteArtistSchema = z.object({
  email: emailSchema,
  name: z.string().trim().max(120, 'Use at most 120 characters').default(''),
  brand: z.enum(BRAND_KEYS, { error: 'Choose a brand' }),
});

export const artistsQuerySchema = pageQuery.extend({ q: z.string().trim().max(120).optional() });

export const artistStatusSchema = z.object({ status: z.enum(['active', 'deactivated']) });

export const joinTokenParams = z.object({
  token: z
    .string()
    .min(16)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/, 'is not a valid link'),
});

export const acceptArtistInvitationSchema = z.object({ name: personName, password: newPasswordSchema });

export const registerSchema = z.object({ name: personName, email: emailSchema, password: newPasswordSchema });

export const verifyQuerySchema = z.object({ token: z.string().min(16).max(128) });

export const signupSettingsSchema = z.object({ brand: z.enum(BRAND_KEYS), enabled: z.boolean() });
