import { roomNightSchema, type Member, type RoomNight } from '@club/shared';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { roomNightsInStatus, roomNightsOwnedBy, type RoomNightItem } from './entities/room-night.js';
import { queryPage } from '../../platform/db/pages.js';
import { roomNightData } from './data.js';
import { NotFoundError } from '../../platform/lib/errors.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';

export const ROOM_NOT_FOUND = 'Room night not found';

export const toRoomNight = (item: RoomNightItem): RoomNight => roomNightSchema.parse(item);

/** GET /api/room-nights: available room nights newest first, or (`mine=true`) the caller's in any status; one Query. */
export async function listRoomNights(member: Member, { mine, limit, cursor }: PageRequest & { mine?: 'true' | 'false' }): Promise<Page<RoomNight>> {
  const rooms = roomNightData().roomNights;
  const page = await readPage(cursor, () =>
    queryPage(rooms, mine === 'true' ? roomNightsOwnedBy(member.id) : roomNightsInStatus('available'), { limit, cursor }),
  );
  return { items: page.items.map(toRoomNight), cursor: page.cursor };
}

/** One room night; undefined when there is none (a failed read throws). */
export async function findRoomNight(roomNightId: string): Promise<RoomNightItem | undefined> {
  const { Item } = await roomNightData().roomNights.build(GetItemCommand).key({ id: roomNightId }).send();
  return Item;
}

/** One room night; 404 when there is none. */
export async function readRoomNight(roomNightId: string): Promise<RoomNightItem> {
  const room = await findRoomNight(roomNightId);
  if (!room) throw new NotFoundError(ROOM_NOT_FOUND);
  return room;
}

/** The owner's room night; another member's is 404. */
export async function ownRoomNight(member: Member, roomNightId: string): Promise<RoomNightItem> {
  const room = await readRoomNight(roomNightId);
  if (room.ownerId !== member.id) throw new NotFoundError(ROOM_NOT_FOUND);
  return room;
}
