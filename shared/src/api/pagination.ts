import * as z from '../zod.js';
import { PAGE_LIMIT } from '../list-sizes.js';
import { numberInput } from './numbers.js';
import { onFirstUse } from '../lazy.js';

/**
 * Query fields every list accepts. The answer's body is the page's array
 * (the spec's shape); the cursor of the next page, if any, is in the
 * NEXT_CURSOR_HEADER response header.
 */
export const pageQuery = /* @__PURE__ */ onFirstUse(() => ({
  limit: z._default(
    numberInput(z.number({ error: 'limit must be a number' }).check(z.int('limit must be a whole number'), z.gte(1), z.lte(PAGE_LIMIT.max))),
    PAGE_LIMIT.default,
  ),
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(2048))),
}));
