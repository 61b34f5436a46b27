import { ElectroError } from 'electrodb';

/**
 * The DynamoDB error behind a failure: ElectroDB wraps what the client threw
 * in an ElectroError whose `cause` is the SDK's error (named by its type).
 */
function dynamoError(error: unknown): Error | undefined {
  if (error instanceof ElectroError) return error.cause instanceof Error ? error.cause : undefined;
  return error instanceof Error ? error : undefined;
}

/** True when a single conditional write (create, patch, remove...) was refused by its condition. */
export function isConditionFailed(error: unknown): boolean {
  return dynamoError(error)?.name === 'ConditionalCheckFailedException';
}

/** True when DynamoDB refused the request's input, e.g. an ExclusiveStartKey of another index. */
export function isValidationError(error: unknown): boolean {
  return dynamoError(error)?.name === 'ValidationException';
}

/**
 * Whether a page cursor has ElectroDB's shape (base64url JSON of the last
 * key: an object of string key attributes). ElectroDB reports a cursor that
 * does not decode only through its message, so the shape is checked first.
 */
export function isKeyCursor(cursor: string): boolean {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return (
      typeof key === 'object' &&
      key !== null &&
      !Array.isArray(key) &&
      Object.keys(key).length > 0 &&
      Object.values(key).every((value) => typeof value === 'string')
    );
  } catch {
    return false;
  }
}
