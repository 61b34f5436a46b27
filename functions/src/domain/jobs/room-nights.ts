import { roomNightSchema, type RoomNight } from '@club/shared';
import { db } from '../../db/index.js';
import { readPage, type Page, type PageRequest } from '../paging.js';

/** GET /api/room-nights: available room nights, newest first; one Query per page. */
export async function listAvailableRoomNights({ limit, cursor }: PageRequest): Promise<Page<RoomNight>> {
  const page = await readPage(cursor, () =>
    db().roomNights.query.byStatus({ status: 'available' }).go({ limit, cursor, order: 'desc' }),
  );
  return { items: page.data.map((item) => roomNightSchema.parse(item)), cursor: page.cursor };
}
