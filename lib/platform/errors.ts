// Typed errors thrown by services and mapped to HTTP in one place (lib/platform/http/with-auth.ts#toErrorResponse).

export interface Issue {
  path: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: Issue[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequest extends AppError {
  constructor(message: string, issues?: Issue[]) {
    super(400, message, issues);
  }
}
export class Unauthorized extends AppError {
  constructor(message = 'Sign in to continue') {
    super(401, message);
  }
}
export class Forbidden extends AppError {
  constructor(message = 'You do not have access to this') {
    super(403, message);
  }
}
export class NotFound extends AppError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}
export class Conflict extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}
export class TooManyRequests extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}
export class Gone extends AppError {
  constructor(message = 'This link has expired or was revoked') {
    super(410, message);
  }
}
/** @public the catalogue of HTTP errors for every area (docs/conventions.md) */
export class PayloadTooLarge extends AppError {
  constructor(message: string) {
    super(413, message);
  }
}
/** @public */
export class UnsupportedMediaType extends AppError {
  constructor(message: string) {
    super(415, message);
  }
}
export class PreconditionRequired extends AppError {
  constructor(message: string) {
    super(428, message);
  }
}
