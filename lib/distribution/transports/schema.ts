// A store transport's settings as the operations page submits them (SFTP or S3), checked before
// lib/distribution/transports/config.ts stores them.
import { z } from 'zod';

const host = z
  .string()
  .trim()
  .min(1, 'Enter the server name')
  .max(255)
  .regex(/^[A-Za-z0-9.-]+$/, 'Enter a server name such as sftp.store.com');

/**
 * Where the store writes its DDEX acknowledgement files (on its SFTP server, or a key prefix in its bucket);
 * empty: the store sends none and a written batch counts as acknowledged.
 */
const ackFolder = z
  .string()
  .trim()
  .max(500)
  .refine((s) => !s.split('/').includes('..'), 'Enter a folder without ".."')
  .optional();

export const storeTransportInput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('sftp'),
    host,
    port: z.coerce.number().int().min(1).max(65535).default(22),
    username: z.string().trim().min(1, 'Enter the user name').max(120),
    authType: z.enum(['password', 'key']),
    remoteDir: z.string().trim().max(500).default('.'),
    ackFolder,
    /** Password or private key (PEM); empty keeps the stored one. */
    secret: z.string().max(20_000).optional(),
  }),
  z.object({
    kind: z.literal('s3'),
    bucket: z
      .string()
      .trim()
      .regex(/^[a-z0-9.-]{3,63}$/, 'Enter a bucket name (lower case letters, digits, dots and dashes)'),
    region: z.string().trim().min(1).max(40).default('us-east-1'),
    endpoint: z.union([z.literal(''), z.string().url('Enter an address such as https://s3.example.com')]).optional(),
    prefix: z.string().trim().max(300).optional(),
    accessKeyId: z.string().trim().min(1, 'Enter the access key id').max(200),
    forcePathStyle: z.boolean().optional(),
    ackFolder,
    secret: z.string().max(500).optional(),
  }),
]);
