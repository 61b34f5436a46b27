/**
 * ElectroDB's error classes, trimmed to the codes this runtime throws. Names,
 * codes and message format match ElectroDB (src/errors.js) so logs and any
 * `instanceof ElectroError` / `error.cause` checks (db/errors.ts) behave the same.
 */

export interface ErrorCode {
  code: number;
  section: string;
  name: string;
}

const code = (code: number, section: string, name: string): ErrorCode => ({ code, section, name });

export const ErrorCodes = {
  NoClientDefined: code(1001, 'no-client-defined-on-model', 'NoClientDefined'),
  InvalidOptions: code(1010, 'invalid-options', 'InvalidOptions'),
  InvalidWhere: code(1012, 'where', 'InvalidWhere'),
  IncompleteCompositeAttributes: code(2002, 'missing-composite-attributes', 'IncompleteCompositeAttributes'),
  MissingTable: code(2003, 'missing-table', 'MissingTable'),
  InvalidConcurrencyOption: code(2004, 'invalid-concurrency-option', 'InvalidConcurrencyOption'),
  InvalidPagesOption: code(2005, 'invalid-pages-option', 'InvalidPagesOption'),
  InvalidLimitOption: code(2006, 'invalid-limit-option', 'InvalidLimitOption'),
  DuplicateUpdateCompositesProvided: code(2010, 'duplicate-update-composites-provided', 'DuplicateUpdateCompositesProvided'),
  InvalidQueryParameters: code(2013, 'invalid-query-parameters', 'InvalidQueryParameters'),
  InvalidAttribute: code(3001, 'invalid-attribute', 'InvalidAttribute'),
  AWSError: code(4001, 'aws-error', 'AWSError'),
  UnknownError: code(5001, 'unknown-error', 'UnknownError'),
} as const;

const isCode = (value: unknown): value is ErrorCode =>
  typeof value === 'object' && value !== null && Object.values(ErrorCodes).includes(value as ErrorCode);

export const makeMessage = (message: string, section: string) =>
  `${message} - For more detail on this error reference: https://electrodb.dev/en/reference/errors/#${section}`;

export class ElectroError extends Error {
  override cause: unknown;
  _message: string;
  ref: unknown;
  code: number;
  date: number;
  isElectroError = true;

  constructor(ref?: ErrorCode, message = '', cause?: unknown) {
    super(message, { cause });
    const detail = isCode(ref) ? ref : ErrorCodes.UnknownError;
    this.cause = cause;
    this._message = message;
    this.message = makeMessage(message, detail.section);
    this.name = 'ElectroError';
    this.ref = ref;
    this.code = detail.code;
    this.date = Date.now();
  }
}

/** One attribute's failed check (ElectroDB's ElectroAttributeValidationError). */
export class ElectroAttributeValidationError extends ElectroError {
  field: string;
  index?: number;
  constructor(field: string, reason: string) {
    super(ErrorCodes.InvalidAttribute, reason);
    this.field = field;
  }
}

/** What set/create/put validation throws: every failed attribute, messages joined by ", ". */
export class ElectroValidationError extends ElectroError {
  fields: { field: string; index?: number; reason: string; cause: unknown; type: string }[];
  constructor(errors: ElectroAttributeValidationError[] = []) {
    const messages = errors.map((error) => error._message || error.message);
    super(ErrorCodes.InvalidAttribute, messages.filter((m) => typeof m === 'string' && m.length).join(', ') || 'Invalid value(s) provided');
    this.fields = errors.map((error, i) => ({ field: error.field, index: error.index, reason: messages[i]!, cause: error.cause || error, type: 'validation' }));
    this.name = 'ElectroValidationError';
  }
}

/** Anything outside the supported subset: fail loudly rather than send a different request. */
export function unsupported(what: string): never {
  throw new Error(`electro-lite: ${what} is not supported (only the ElectroDB subset this codebase uses is implemented)`);
}
