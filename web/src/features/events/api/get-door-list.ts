import type { DoorList } from '@club/shared';
import { call } from '../../../lib/api-client';

/** GET /api/events/{eventId}/door-list, every page: the whole door list for the device to keep. */
export async function downloadDoorList(eventId: string): Promise<DoorList[]> {
  const pages: DoorList[] = [];
  let cursor: string | null = null;
  do {
    const page: DoorList = await call('getDoorList', { params: { eventId }, query: cursor ? { cursor } : {} });
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor);
  return pages;
}
