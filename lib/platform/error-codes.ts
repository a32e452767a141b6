// The one table of error codes (docs/api.md#error-codes): every error response is `{ error, code, issues? }`,
// where `error` is the sentence for a person and `code` the stable name clients and tests match on.
// Each code has one HTTP status; lib/platform/errors.ts builds its classes from this table.

export const ERROR_CODES = {
  'validation.invalid': { status: 400, meaning: 'The input failed its schema; `issues` names each field.' },
  'request.invalid': { status: 400, meaning: 'The request is well formed but a rule refuses it as it stands.' },
  'request.malformed': {
    status: 400,
    meaning: 'The body or address cannot be read (malformed JSON, invalid UTF-8 or percent-encoding).',
  },
  'statement.layout_unknown': { status: 400, meaning: 'The statement layout named is not one the importer knows.' },
  'auth.unauthenticated': { status: 401, meaning: 'No session, or the session has ended: sign in.' },
  'auth.forbidden': { status: 403, meaning: 'Signed in, but the role or the record does not allow this.' },
  'auth.cross_site': { status: 403, meaning: 'A state-changing request from another site (Origin check).' },
  not_found: { status: 404, meaning: 'No such record, or not one the caller may see.' },
  conflict: { status: 409, meaning: 'The record is not in a state that allows this change.' },
  'conflict.exists': { status: 409, meaning: 'A record with the same unique key already exists.' },
  'conflict.in_use': {
    status: 409,
    meaning: 'The request refers to a record that does not exist, or the record is still in use.',
  },
  gone: { status: 410, meaning: 'The link has expired, was revoked or was already used.' },
  'payload.too_large': { status: 413, meaning: 'The body or file is larger than the limit.' },
  'payload.unsupported_type': { status: 415, meaning: 'The body is not in the content type the route reads.' },
  'auth.step_up_required': { status: 428, meaning: 'Confirm the password again (super-admin step-up).' },
  'precondition.required': { status: 428, meaning: 'Something must be done first; the sentence says what.' },
  rate_limited: { status: 429, meaning: 'Too many requests; retry after the `retry-after` header.' },
  'server.error': { status: 500, meaning: 'An unexpected failure on the server (logged).' },
  'server.busy': { status: 503, meaning: 'The database is busy; retry after the `retry-after` header.' },
} as const satisfies Record<string, { status: number; meaning: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The codes answered with HTTP status S, e.g. `CodeWithStatus<409>` = 'conflict' | 'conflict.exists' | ... */
export type CodeWithStatus<S extends number> = {
  [K in ErrorCode]: (typeof ERROR_CODES)[K]['status'] extends S ? K : never;
}[ErrorCode];

export function statusOf(code: ErrorCode): number {
  return ERROR_CODES[code].status;
}

/** The body of every error response. */
export interface ErrorBody {
  error: string;
  code: ErrorCode;
  issues?: { path: string; message: string }[];
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}
