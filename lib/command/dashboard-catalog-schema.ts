// Inputs for the artist dashboard's categories and services (spec §3), managed at /admin-services-panel.
import { z } from 'zod';

const href = z
  .string()
  .trim()
  .regex(/^\/[A-Za-z0-9\-._~/[\]{}?=&%]*$/, 'Use a path inside the platform, starting with /')
  .max(200);

export const categoryInputSchema = z.object({
  title: z.string().trim().min(1, 'Enter a title').max(80),
  description: z.string().trim().max(300).default(''),
  isActive: z.boolean().default(true),
  order: z.number().int().min(0).max(10_000).default(0),
});
export const categoryPatchSchema = categoryInputSchema.partial();

export const serviceInputSchema = z.object({
  title: z.string().trim().min(1, 'Enter a title').max(80),
  description: z.string().trim().max(300).default(''),
  href,
  categoryId: z.string().min(1, 'Choose a category').max(64),
  isActive: z.boolean().default(true),
  order: z.number().int().min(0).max(10_000).default(0),
});
export const servicePatchSchema = serviceInputSchema.partial();

export const catalogListQuery = z.object({ all: z.enum(['0', '1']).optional() });
