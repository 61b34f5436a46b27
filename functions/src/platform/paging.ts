import { isValidationError } from './db/errors.js';
import { InvalidCursorError, decodeCursor } from './db/pages.js';
import { BadRequestError } from './lib/errors.js';

/** What every list route takes (shared `pageQuery`). */
export interface PageRequest {
  limit: number;
  cursor?: string;
}

/** One page of a list: the items, and the cursor of the next page (null on the last). */
export interface Page<T> {
  items: T[];
  cursor: string | null;
}

const invalidCursor = () => new BadRequestError('Invalid request', [{ path: ['query', 'cursor'], message: 'Invalid cursor' }]);

/**
 * Runs one page read (db/pages.ts `queryPage`). A cursor is client input:
 * one that does not decode to a key, or names keys of another list
 * (DynamoDB's ValidationException), is a 400, never a 500. Any other failure
 * is rethrown as it is.
 */
export async function readPage<T>(cursor: string | undefined, read: () => Promise<T>): Promise<T> {
  if (cursor && !decodeCursor(cursor)) throw invalidCursor();
  try {
    return await read();
  } catch (error) {
    if (cursor && (isValidationError(error) || error instanceof InvalidCursorError)) throw invalidCursor();
    throw error;
  }
}

/** Position after an item in a newest-first list of items sorted by (createdAt, id). */
export interface Keyset {
  createdAt: string;
  id: string;
}

export const encodeKeyset = (key: Keyset): string => Buffer.from(JSON.stringify([key.createdAt, key.id])).toString('base64url');

export function decodeKeyset(cursor: string): Keyset {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string' && v.length > 0)) {
      return { createdAt: value[0] as string, id: value[1] as string };
    }
  } catch {
    // fall through
  }
  throw invalidCursor();
}

/** Newest first by (createdAt, id), the order of every `createdAt, id` sort key. */
export const newestFirst = (a: Keyset, b: Keyset): number =>
  a.createdAt === b.createdAt ? (a.id < b.id ? 1 : a.id > b.id ? -1 : 0) : a.createdAt < b.createdAt ? 1 : -1;
