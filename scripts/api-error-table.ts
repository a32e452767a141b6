// Prints the error-code table of docs/api.md from lib/platform/error-codes.ts: `npm run docs:errors`.
import { ERROR_CODES } from '../lib/platform/error-codes';

const rows = Object.entries(ERROR_CODES).map(
  ([code, { status, meaning }]) => `| \`${code}\` | ${status} | ${meaning} |`,
);
console.log(['| Code | HTTP | Meaning |', '| --- | --- | --- |', ...rows].join('\n'));
