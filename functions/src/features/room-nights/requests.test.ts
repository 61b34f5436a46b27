import { afterEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { InternalServerError } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import type { Member } from '@club/shared';
import { getDocumentClient } from '../../platform/db/client.js';
import type { RoomNightItem } from './entities/room-night.js';
import { roomNightData } from './data.js';
import { ConflictError, HttpError } from '../../platform/lib/errors.js';
import { requestRoomNight } from './requests.js';

const requester = { id: 'member-requester', firstName: 'Asha', lastName: 'Rao' } as Member;
const swapRoom: RoomNightItem = {
  id: 'room-swap',
  hotelName: 'Taj Tirupati',
  date: '2027-01-05',
  action: 'swap',
  status: 'available',
  ownerId: 'member-owner',
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};
/** The room night as DynamoDB would return it (keys, index keys and the entity name included). */
const stored = (room: RoomNightItem) => roomNightData().roomNights.build(PutItemCommand).item(room).params().Item;

describe('requestRoomNight when reading the offered room night', () => {
  let dynamo: ReturnType<typeof mockClient> | undefined;
  afterEach(() => {
    dynamo?.restore();
    dynamo = undefined;
  });

  it('lets a DynamoDB outage through as a failure (500), never a 409', async () => {
    dynamo = mockClient(getDocumentClient());
    const outage = new InternalServerError({ message: 'DynamoDB is unavailable', $metadata: {} });
    dynamo
      .on(GetCommand)
      .resolvesOnce({ Item: stored(swapRoom) })
      .rejectsOnce(outage);

    const error = await requestRoomNight(requester, swapRoom.id, { offeredRoomNightId: 'room-offered' }).catch((e: unknown) => e);

    expect(error).not.toBeInstanceOf(HttpError);
    expect((error as Error).cause ?? error).toBe(outage);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('refuses with 409 when the offered room night does not exist', async () => {
    dynamo = mockClient(getDocumentClient());
    dynamo
      .on(GetCommand)
      .resolvesOnce({ Item: stored(swapRoom) })
      .resolvesOnce({});

    const error = await requestRoomNight(requester, swapRoom.id, { offeredRoomNightId: 'room-gone' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ConflictError);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
