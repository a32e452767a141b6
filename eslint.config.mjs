// ESLint flat config: Next's core-web-vitals rules (React, react-hooks, jsx-a11y, @next/next) and its
// typescript-eslint rules. `npm run lint` (and `npm test`) fail on any report.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { noRawApiPath } from './eslint/no-raw-api-path.mjs';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // A leading underscore marks a binding kept on purpose (a destructured field left out, a loop counter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // One typed configuration: the product reads the environment only through lib/platform/env.ts (its zod
    // schema). Scripts, tests, benches and configs run outside it. instrumentation.ts keeps Next's
    // process.env.NEXT_RUNTIME check, which the bundler replaces at build time.
    files: [
      'lib/**/*.{ts,tsx}',
      'app/**/*.{ts,tsx}',
      'components/**/*.{ts,tsx}',
      'jobs/**/*.ts',
      'prisma/seed/**/*.ts',
      '*.ts',
    ],
    ignores: ['lib/platform/env.ts', 'instrumentation.ts', '*.config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through env() of lib/platform/env.ts.' },
      ],
    },
  },
  {
    // One-way rules of the page/route contract (docs/api.md, docs/architecture.md): no double cast in the product
    // (parse with zod, or declare the type once), and cookies only through Next (cookies(), cookieHeader).
    files: ['lib/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'jobs/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "TSAsExpression[expression.type='TSAsExpression'][expression.typeAnnotation.type='TSUnknownKeyword']",
          message: 'No `as unknown as`: parse the value (zod) or give it its declared type.',
        },
        {
          selector: "AssignmentExpression[left.object.name='document'][left.property.name='cookie']",
          message: 'Set cookies through Next (cookies() in a server action, cookieHeader in a route).',
        },
      ],
    },
  },
  {
    // Pages reach the API only through the typed client (docs/api.md#contract): no hand-written `/api/` path.
    files: ['components/**/*.{ts,tsx}', 'app/**/*.tsx'],
    ignores: ['app/api/**'],
    plugins: { local: { rules: { 'no-raw-api-path': noRawApiPath } } },
    rules: { 'local/no-raw-api-path': 'error' },
  },
  globalIgnores([
    '.next/**',
    '.data/**',
    'node_modules/**',
    'lib/generated/**',
    'prisma/migrations/**',
    'test-results/**',
    'playwright-report/**',
    'coverage/**',
    'next-env.d.ts',
  ]),
]);
