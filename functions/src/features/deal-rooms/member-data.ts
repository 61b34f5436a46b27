import { all, deleteRows, each, one, type MemberDataSection } from '../../platform/db/member-data.js';
import { deleteObject } from '../../platform/files/objects.js';
import { dealRoomData } from './data.js';
import { eventsOfDeal } from './entities/deal-event.js';
import { dealsOfFounder } from './entities/deal.js';
import { filesOfDeal } from './entities/room-file.js';
import { grantsOfDeal, grantsOfMember } from './entities/room-grant.js';
import { logOfDeal } from './entities/room-log.js';

/** The ids of the deals the member founded (their data rooms). */
const ownedDealIds = async (memberId: string): Promise<string[]> => (await all(dealRoomData().deals, dealsOfFounder(memberId))).map((deal) => String(deal.id));

const files = async (memberId: string) => each(await ownedDealIds(memberId), (dealId) => all(dealRoomData().roomFiles, filesOfDeal(dealId)));

const grants = async (memberId: string) => [
  ...(await each(await ownedDealIds(memberId), (dealId) => all(dealRoomData().roomGrants, grantsOfDeal(dealId)))),
  ...(await all(dealRoomData().roomGrants, grantsOfMember(memberId))),
];

/**
 * What the deal rooms keep about a member: the deals they founded with their
 * timelines, files, grants and access logs, and the grants they hold.
 * Erasure ends the grants both ways and deletes the files the member
 * uploaded to their rooms, bytes and items; deals, timelines and logs are kept.
 */
export const dealRoomsMemberData: MemberDataSection = {
  kinds: [
    {
      kind: 'deal-rooms',
      about: 'Deals you founded, with their timelines',
      fate: 'custom',
      read: async (id) => {
        const dealIds = await ownedDealIds(id);
        const deals = await each(dealIds, async (dealId) => one(dealRoomData().deals, { id: dealId }));
        const timelines = await each(dealIds, (dealId) => all(dealRoomData().dealEvents, eventsOfDeal(dealId)));
        return [...deals, ...timelines];
      },
    },
    { kind: 'deal-room-files', about: 'Files in your deal rooms (names, sizes, versions; the bytes stay in the room)', fate: 'custom', read: files },
    { kind: 'deal-room-grants', about: 'Access you granted to your rooms, and access granted to you', fate: 'custom', read: grants },
    {
      kind: 'deal-room-access-log',
      about: 'Who viewed and downloaded files of your rooms',
      fate: 'keep',
      read: async (id) => each(await ownedDealIds(id), (dealId) => all(dealRoomData().roomLogs, logOfDeal(dealId))),
    },
  ],
  erase: {
    name: 'deal-rooms',
    when: 'first',
    run: async ({ id }) => {
      const { roomGrants, roomFiles } = dealRoomData();
      await deleteRows(roomGrants, await grants(id));
      const uploaded = (await files(id)).filter((file) => (file.uploadedBy as { id?: string } | undefined)?.id === id);
      for (const file of uploaded) await deleteObject(String(file.objectKey));
      await deleteRows(roomFiles, uploaded);
    },
  },
};
