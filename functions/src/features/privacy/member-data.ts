import type { ErasureStep, MemberDataKind, MemberDataSection } from '../../platform/db/member-data.js';
import { all } from '../../platform/db/member-data.js';
import { auditMemberData } from '../audit/index.js';
import { authMemberData } from '../auth/index.js';
import { cmOfficeMemberData } from '../cm-office/index.js';
import { companiesMemberData } from '../companies/index.js';
import { conciergeMemberData } from '../concierge/index.js';
import { cultureMemberData } from '../culture/index.js';
import { darshanMemberData } from '../darshan/index.js';
import { dealRoomsMemberData } from '../deal-rooms/index.js';
import { eventsMemberData } from '../events/index.js';
import { forumsMemberData } from '../forums/index.js';
import { investorsMemberData } from '../investors/index.js';
import { jobsMemberData } from '../jobs/index.js';
import { mailMemberData } from '../mail/index.js';
import { marketplaceMemberData } from '../marketplace/index.js';
import { membersMemberData } from '../members/index.js';
import { messagesMemberData } from '../messages/index.js';
import { networkMemberData } from '../network/index.js';
import { notificationsMemberData } from '../notifications/index.js';
import { roomNightsMemberData } from '../room-nights/index.js';
import { savedMemberData } from '../saved/index.js';
import { statsMemberData } from '../stats/index.js';
import { tradeAssistanceMemberData } from '../trade-assistance/index.js';
import { tradeConnectorMemberData } from '../trade-connector/index.js';
import { privacyData } from './data.js';
import { dataRequestsOf } from './entities/data-request.js';

/** The privacy feature's own part: the member's data requests, kept as proof they were answered. */
const privacyMemberData: MemberDataSection = {
  kinds: [
    {
      kind: 'data-requests',
      about: 'Your export and erasure requests, with their history',
      fate: 'keep',
      read: (id) => all(privacyData().dataRequests, dataRequestsOf(id)),
    },
  ],
};

/**
 * Every feature that stores something about members, each declaring its
 * kinds and erasure step in its own member-data.ts (platform/db/member-data.ts
 * has the shape): a feature that starts storing something about members adds
 * its section here. The order is the export's: within the profile kinds
 * (listed first) and within the rest.
 */
const SECTIONS: readonly MemberDataSection[] = [
  membersMemberData,
  forumsMemberData,
  marketplaceMemberData,
  jobsMemberData,
  eventsMemberData,
  networkMemberData,
  messagesMemberData,
  investorsMemberData,
  mailMemberData,
  companiesMemberData,
  dealRoomsMemberData,
  tradeAssistanceMemberData,
  tradeConnectorMemberData,
  conciergeMemberData,
  darshanMemberData,
  cultureMemberData,
  cmOfficeMemberData,
  roomNightsMemberData,
  savedMemberData,
  notificationsMemberData,
  authMemberData,
  auditMemberData,
  statsMemberData,
  privacyMemberData,
];

const kinds = SECTIONS.flatMap((section) => section.kinds);

/** Everything the club stores about a member, kind by kind: the export writes one file per kind, erasure's delete step takes the `delete` kinds. */
export const MEMBER_DATA: readonly MemberDataKind[] = [...kinds.filter((kind) => kind.profile), ...kinds.filter((kind) => !kind.profile)];

/** The features' own erasure steps, in the sections' order. */
export const ERASURE_STEPS: readonly ErasureStep[] = SECTIONS.flatMap((section) => (section.erase ? [section.erase] : []));
