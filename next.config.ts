// Next.js configuration: packages with Wasm or native parts stay outside the server bundle.
import type { NextConfig } from 'next';
import { staticFileHeaders } from './lib/platform/security/headers';
import { secureCookies } from './lib/platform/auth/cookies';

// `npm start` builds with START_BUILD=1 (scripts/build-if-needed.mjs): the type check is left to
// `npm run typecheck` and CI, which run it on every change, and no Turbopack cache is written (a clean
// clone has none to reuse; writing it cost 48 s of the first start). `npm run build` keeps both.
const startBuild = process.env.START_BUILD === '1';

const config: NextConfig = {
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: startBuild },
  // Static files skip proxy.ts; they still get the headers that do not need a nonce (the proxy sets the rest),
  // HSTS included when cookies are secure. Next reads this when it builds, so the build's environment decides
  // (production builds: on, unless COOKIE_SECURE=0); browsers ignore HSTS received over plain HTTP (RFC 6797).
  async headers() {
    const headers = staticFileHeaders(secureCookies());
    return ['/_next/static/:path*', '/_next/image', '/favicon.ico'].map((source) => ({ source, headers }));
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
    turbopackFileSystemCacheForBuild: !startBuild,
    // Route handlers read bodies themselves with a limit (lib/platform/http/with-auth.ts); this covers proxy buffering.
    proxyClientMaxBodySize: '110mb',
  },
};

export default config;
