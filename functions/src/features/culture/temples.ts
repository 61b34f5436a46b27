import type { Temple } from '@club/shared';
import { NotFoundError } from '../../platform/lib/errors.js';
import type { Page, PageRequest } from '../../platform/paging.js';
import { TEMPLES } from './temple-data.js';

export const TEMPLE_NOT_FOUND = 'Temple not found';

/** The temples in the data file's order (most visited first); the cursor is an offset. */
export function popularTemples({ limit, cursor }: PageRequest): Page<Temple> {
  const start = cursor && /^\d{1,4}$/.test(cursor) ? Number(cursor) : 0;
  return { items: TEMPLES.slice(start, start + limit), cursor: start + limit < TEMPLES.length ? String(start + limit) : null };
}

export function getTemple(templeId: string): Temple {
  const temple = TEMPLES.find((item) => item.id === templeId);
  if (!temple) throw new NotFoundError(TEMPLE_NOT_FOUND);
  return temple;
}
