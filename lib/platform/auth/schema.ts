// Inputs of the auth area, shared by route handlers and forms.
import { z } from 'zod';

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Enter a valid email address' }));

export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(10, 'Use at least 10 characters')
  .max(200, 'Use at most 200 characters');

/** A one-time token from an emailed link (base64url). */
const linkToken = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, 'is not a valid link');

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required').max(200),
  /** The sign-in link from the owner's email (lib/platform/auth/sign-in-unlock.ts), when signing in with it. */
  unlock: linkToken.optional(),
});

export const unlockRequestSchema = z.object({ email: emailSchema });

export const resetRequestSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({
  token: z.string().min(20).max(200),
  password: newPasswordSchema,
});

export const inviteAdminSchema = z.object({
  email: emailSchema,
  name: z.string().trim().max(120).default(''),
  role: z.enum(['admin', 'super_admin']).default('admin'),
});

export const acceptInvitationSchema = z.object({
  name: z.string().trim().min(1, 'Your name is required').max(120),
  password: newPasswordSchema,
});

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password').max(200),
  newPassword: newPasswordSchema,
});
