/** The SDK's error name behind a failure (dynamodb-toolbox rethrows the client's errors as they are). */
const errorName = (error: unknown): string | undefined => (error instanceof Error ? error.name : undefined);

/** True when a single conditional write (put, update, delete) was refused by its condition. */
export function isConditionFailed(error: unknown): boolean {
  return errorName(error) === 'ConditionalCheckFailedException';
}

/** True when DynamoDB refused the request's input, e.g. an ExclusiveStartKey of another index. */
export function isValidationError(error: unknown): boolean {
  return errorName(error) === 'ValidationException';
}

/** Runs a conditional write: true when it was written, false when its condition refused it (done already); other errors throw. */
export async function writtenUnlessRefused(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}
