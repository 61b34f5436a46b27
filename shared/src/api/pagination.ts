import * as z from 'zod';
import { PAGE_LIMIT } from '../constants.js';

/**
 * Query fields every list accepts. The answer's body is the page's array
 * (the spec's shape); the cursor of the next page, if any, is in the
 * NEXT_CURSOR_HEADER response header.
 */
export const pageQuery = {
  limit: z.coerce.number().int('limit must be a whole number').min(1).max(PAGE_LIMIT.max).default(PAGE_LIMIT.default),
  cursor: z.string().min(1).max(2048).optional(),
};
