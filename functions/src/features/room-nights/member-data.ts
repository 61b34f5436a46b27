import { all, closeIfOpen, type MemberDataSection } from '../../platform/db/member-data.js';
import { roomNightData } from './data.js';
import { roomNightsOwnedBy } from './entities/room-night.js';
import { roomRequestsBy } from './entities/room-request.js';

const offered = (memberId: string) => all(roomNightData().roomNights, roomNightsOwnedBy(memberId));
const asked = (memberId: string) => all(roomNightData().roomRequests, roomRequestsBy(memberId));

/** What the room-night exchange keeps about a member: the nights they offered and asked for. Erasure withdraws the ones still open. */
export const roomNightsMemberData: MemberDataSection = {
  kinds: [
    { kind: 'room-nights', about: 'Room nights you offered on the exchange', fate: 'custom', read: offered },
    { kind: 'room-night-requests', about: 'Room nights you asked for', fate: 'custom', read: asked },
  ],
  erase: {
    name: 'room-nights',
    when: 'first',
    run: async ({ id }) => {
      for (const night of await offered(id)) await closeIfOpen(roomNightData().roomNights, night, ['available'], 'cancelled');
      for (const request of await asked(id)) await closeIfOpen(roomNightData().roomRequests, request, ['pending'], 'withdrawn');
    },
  },
};
