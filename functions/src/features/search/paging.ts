import { BadRequestError } from '../../platform/lib/errors.js';

/**
 * A search's cursor: the next result's offset, opaque to the client
 * (base64url JSON). The index answers any offset at the same cost, so no key
 * is needed; a changed index between pages may shift a result by one.
 */
export const encodeOffset = (offset: number): string => Buffer.from(JSON.stringify({ o: offset })).toString('base64url');

const invalidCursor = () => new BadRequestError('Invalid request', [{ path: ['query', 'cursor'], message: 'Invalid cursor' }]);

export function decodeOffset(cursor: string | undefined): number {
  if (!cursor) return 0;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const offset = (value as { o?: unknown }).o;
    if (typeof offset === 'number' && Number.isInteger(offset) && offset >= 0 && offset <= 1_000_000) return offset;
  } catch {
    // fall through
  }
  throw invalidCursor();
}

/** The next page's cursor, or undefined on the last page. */
export const nextCursor = (offset: number, limit: number, total: number): string | undefined =>
  offset + limit < total ? encodeOffset(offset + limit) : undefined;
