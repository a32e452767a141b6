// Next.js configuration: packages with Wasm or native parts stay outside the server bundle.
import type { NextConfig } from 'next';
import { STATIC_SECURITY_HEADERS } from './lib/security/headers';

const config: NextConfig = {
  poweredByHeader: false,
  // Static files skip proxy.ts; they still get the headers that do not need a nonce (the proxy sets the rest).
  async headers() {
    return ['/_next/static/:path*', '/_next/image', '/favicon.ico'].map((source) => ({
      source,
      headers: [...STATIC_SECURITY_HEADERS],
    }));
  },
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
    'libxml2-wasm',
    'ssh2',
    'ssh2-sftp-client',
    'mjml',
    'mailparser',
  ],
  experimental: {
    // Route handlers read bodies themselves with a limit (lib/http.ts); this covers proxy buffering.
    proxyClientMaxBodySize: '110mb',
  },
};

export default config;
