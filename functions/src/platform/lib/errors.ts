/** Typed domain errors; the handler wrapper turns each into its JSON answer. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export interface FieldIssue {
  path: (string | number)[];
  message: string;
}

export class BadRequestError extends HttpError {
  constructor(message: string, issues: FieldIssue[] = []) {
    super(400, message, issues.length ? { issues } : undefined);
  }
}
export class UnauthorizedError extends HttpError {
  constructor() {
    super(401, 'Unauthorized');
  }
}
export class ForbiddenError extends HttpError {
  constructor(message = 'Forbidden') {
    super(403, message);
  }
}
export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}
export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}
/** Past a rate limit: the answer says when to try again (`retryAfterSeconds`, also the Retry-After header). */
export class TooManyRequestsError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message, { retryAfterSeconds });
  }
}
