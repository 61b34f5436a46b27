import { CONNECTION_REQUEST_STATUSES } from '@club/shared';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { all, deleteRows, each, one, type MemberDataSection } from '../../platform/db/member-data.js';
import { networkData } from './data.js';
import { requestsFrom, requestsTo } from './entities/connection-request.js';
import { tiesOf } from './entities/connection.js';
import { introPartiesOf } from './entities/introduction.js';
import { nudgesOf } from './entities/smart-nudge.js';
import { travelPlansOf } from './entities/travel-plan.js';

const ties = (memberId: string) => all(networkData().connections, tiesOf(memberId));

/** What the network keeps about a member. Erasure ends every tie both ways: the member's side and the other member's. */
export const networkMemberData: MemberDataSection = {
  kinds: [
    {
      kind: 'network-profile',
      about: 'Your interests as the network graph computed them',
      profile: true,
      fate: 'delete',
      remove: (rows) => deleteRows(networkData().networkProfiles, rows),
      read: (id) => one(networkData().networkProfiles, { memberId: id }),
    },
    { kind: 'connections', about: 'Your connections (the other member as a person card) and their strength', fate: 'custom', read: ties },
    {
      kind: 'connection-requests',
      about: 'Connection requests you sent and received',
      fate: 'delete',
      remove: (rows) => deleteRows(networkData().connectionRequests, rows),
      read: async (id) => [
        ...(await each(CONNECTION_REQUEST_STATUSES, (status) => all(networkData().connectionRequests, requestsFrom(id, status)))),
        ...(await each(CONNECTION_REQUEST_STATUSES, (status) => all(networkData().connectionRequests, requestsTo(id, status)))),
      ],
    },
    {
      kind: 'introductions',
      about: 'Introductions you asked for, made or received',
      fate: 'delete',
      remove: (rows) => deleteRows(networkData().introParties, rows),
      read: (id) => all(networkData().introParties, introPartiesOf(id)),
    },
    {
      kind: 'travel-plans',
      about: 'Your travel plans and home city',
      fate: 'delete',
      remove: (rows) => deleteRows(networkData().travelPlans, rows),
      read: (id) => all(networkData().travelPlans, travelPlansOf(id)),
    },
    {
      kind: 'nudges',
      about: 'Smart nudges the club suggested to you',
      fate: 'delete',
      remove: (rows) => deleteRows(networkData().smartNudges, rows),
      read: (id) => all(networkData().smartNudges, nudgesOf(id)),
    },
  ],
  erase: {
    name: 'ties',
    when: 'first',
    run: async ({ id }) => {
      const { connections } = networkData();
      for (const tie of await ties(id)) {
        await connections
          .build(DeleteItemCommand)
          .key({ memberId: String(tie.otherId), otherId: id })
          .send();
        await connections
          .build(DeleteItemCommand)
          .key({ memberId: id, otherId: String(tie.otherId) })
          .send();
      }
    },
  },
};
