// Typed errors thrown by services and mapped to HTTP in one place (lib/platform/http/with-auth.ts#toErrorResponse).
// Each carries a stable `code` from lib/platform/error-codes.ts; the HTTP status comes from that table.
import { statusOf, type CodeWithStatus, type ErrorCode } from './error-codes';

export type { ErrorCode } from './error-codes';

export interface Issue {
  path: string;
  message: string;
}

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: Issue[],
  ) {
    super(message);
    this.name = new.target.name;
    this.status = statusOf(code);
  }
}

export class BadRequest extends AppError {
  constructor(message: string, issues?: Issue[], code: CodeWithStatus<400> = 'request.invalid') {
    super(code, message, issues);
  }
}
export class Unauthorized extends AppError {
  constructor(message = 'Sign in to continue') {
    super('auth.unauthenticated', message);
  }
}
export class Forbidden extends AppError {
  constructor(message = 'You do not have access to this', code: CodeWithStatus<403> = 'auth.forbidden') {
    super(code, message);
  }
}
export class NotFound extends AppError {
  constructor(message = 'Not found') {
    super('not_found', message);
  }
}
export class Conflict extends AppError {
  constructor(message: string, code: CodeWithStatus<409> = 'conflict') {
    super(code, message);
  }
}
export class TooManyRequests extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('rate_limited', message);
  }
}
export class Gone extends AppError {
  constructor(message = 'This link has expired or was revoked') {
    super('gone', message);
  }
}
/** @public the catalogue of HTTP errors for every area (docs/conventions.md) */
export class PayloadTooLarge extends AppError {
  constructor(message: string) {
    super('payload.too_large', message);
  }
}
/** @public */
export class UnsupportedMediaType extends AppError {
  constructor(message: string) {
    super('payload.unsupported_type', message);
  }
}
export class PreconditionRequired extends AppError {
  constructor(message: string, code: CodeWithStatus<428> = 'precondition.required') {
    super(code, message);
  }
}
