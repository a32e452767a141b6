// Next.js configuration: packages with Wasm or native parts stay outside the server bundle.
import type { NextConfig } from 'next';

const config: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pglite-prisma-adapter',
    '@prisma/adapter-pg',
    '@prisma/client',
    '@node-rs/argon2',
    'pg',
    'pg-boss',
    'nodemailer',
    'rate-limiter-flexible',
    'pdfkit',
    'xmllint-wasm',
    'mjml',
    'mailparser',
  ],
  experimental: {
    // Route handlers read bodies themselves with a limit (lib/http.ts); this covers proxy buffering.
    proxyClientMaxBodySize: '110mb',
  },
};

export default config;
