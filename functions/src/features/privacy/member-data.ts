import { CONNECTION_REQUEST_STATUSES } from '@club/shared';
import type { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { auditData } from '../audit/data.js';
import { authData } from '../auth/data.js';
import { cmOfficeData } from '../cm-office/data.js';
import { companyData } from '../companies/data.js';
import { conciergeData } from '../concierge/data.js';
import { cultureData } from '../culture/data.js';
import { darshanData } from '../darshan/data.js';
import { dealRoomData } from '../deal-rooms/data.js';
import { eventData } from '../events/data.js';
import { forumData } from '../forums/data.js';
import { investorData } from '../investors/data.js';
import { jobData } from '../jobs/data.js';
import { mailData } from '../mail/data.js';
import { marketplaceData } from '../marketplace/data.js';
import { memberData } from '../members/data.js';
import { networkData } from '../network/data.js';
import { notificationData } from '../notifications/data.js';
import { privacyData } from './data.js';
import { roomNightData } from '../room-nights/data.js';
import { savedData } from '../saved/data.js';
import { tradeAssistanceData } from '../trade-assistance/data.js';
import { tradeConnectorData } from '../trade-connector/data.js';
import { auditByActor, auditOfTargetType } from '../audit/entities/audit-log.js';
import { cmRequestsOf } from '../cm-office/entities/cm-request.js';
import { sessionsOf } from '../auth/entities/session.js';
import { companiesOfMember } from '../companies/entities/company-member.js';
import { ticketsOf } from '../concierge/entities/concierge-ticket.js';
import { requestsFrom, requestsTo } from '../network/entities/connection-request.js';
import { messagesOf } from '../concierge/entities/ticket-message.js';
import { culturalRequestsOf } from '../culture/entities/cultural-request.js';
import { darshanPlansOf } from '../darshan/entities/darshan-plan.js';
import { dataRequestsOf } from './entities/data-request.js';
import { dealsOfFounder } from '../deal-rooms/entities/deal.js';
import { eventsOfDeal } from '../deal-rooms/entities/deal-event.js';
import { eventsOrganizedBy } from '../events/entities/event.js';
import { introPartiesOf } from '../network/entities/introduction.js';
import { matchPartiesOf } from '../investors/entities/investor-match.js';
import { opportunitiesOf } from '../investors/entities/investment-opportunity.js';
import { applicationsOf } from '../jobs/entities/job-application.js';
import { jobsPostedBy } from '../jobs/entities/job.js';
import { postsByAuthor } from '../forums/entities/member-post.js';
import { notificationsOf } from '../notifications/entities/notification.js';
import { pitchSlotsOf } from '../investors/entities/pitch-slot.js';
import { filesOfDeal } from '../deal-rooms/entities/room-file.js';
import { grantsOfDeal, grantsOfMember } from '../deal-rooms/entities/room-grant.js';
import { logOfDeal } from '../deal-rooms/entities/room-log.js';
import { roomNightsOwnedBy } from '../room-nights/entities/room-night.js';
import { roomRequestsBy } from '../room-nights/entities/room-request.js';
import { rsvpsOfMember } from '../events/entities/rsvp.js';
import { savedOf } from '../saved/entities/saved-item.js';
import { nudgesOf } from '../network/entities/smart-nudge.js';
import { tradeConnectionsFrom } from '../trade-connector/entities/trade-connection.js';
import { tradeListingsOfCompany } from '../marketplace/entities/trade-listing.js';
import { tradeRequestsOf } from '../trade-assistance/entities/trade-request.js';
import { travelPlansOf } from '../network/entities/travel-plan.js';
import { tiesOf } from '../network/entities/connection.js';
import { getMany } from '../../platform/db/get-together.js';
import { queryAll, type ClubQuery } from '../../platform/db/pages.js';
import { scanFor } from './scan-for.js';

/** A stored item as the export writes it. */
export type Row = Record<string, unknown>;

/**
 * What erasure does with a kind's items: `delete` them; `keep` them for the
 * others who still need them (their copies of the member's name become
 * "Former member" in the table pass, erasure.ts); or `custom` (a step of
 * erasure.ts names the kind: RSVPs are cancelled, ties ended both ways…).
 */
type Fate = 'delete' | 'keep' | 'custom';

interface MemberDataKind {
  /** The export's file names: `<kind>.json` and `<kind>.csv`. */
  kind: string;
  /** What the file holds (the export's README). */
  about: string;
  /** The member's items of this kind, by the feature's own access pattern. */
  read: (memberId: string) => Promise<Row[]>;
  fate: Fate;
  /** The entity of a `delete` kind (its items carry their key attributes). */
  entity?: () => Entity;
}

const one = async <E extends Entity>(entity: E, keyInput: Record<string, unknown>): Promise<Row[]> => {
  const { Item } = await entity.build(GetItemCommand).key(keyInput as never).send();
  return Item ? [Item as Row] : [];
};

const all = (entity: Entity, query: ClubQuery): Promise<Row[]> => queryAll(entity, query) as Promise<Row[]>;

/** Several queries' items in one list. */
const each = async <T>(values: readonly T[], read: (value: T) => Promise<Row[]>): Promise<Row[]> => (await Promise.all(values.map(read))).flat();

/** The ids of the deals the member founded (their data rooms). */
const ownedDealIds = async (memberId: string): Promise<string[]> =>
  (await all(dealRoomData().deals, dealsOfFounder(memberId))).map((deal) => String(deal.id));

/** The companies the member belongs to. */
const companyIds = async (memberId: string): Promise<string[]> =>
  (await all(companyData().companyMembers, companiesOfMember(memberId))).map((row) => String(row.companyId));

/**
 * Everything the club stores about a member, per feature, and how it is
 * read: the export writes one file per entry, erasure takes each entry's
 * fate. A feature that stores something new about members adds its entry
 * here. Reads use the features' own keys and indexes; the few items no
 * index finds by member (replies, post interests) come from one
 * filtered Scan (scan-for.ts: jobs only, never a request).
 */
export const MEMBER_DATA: readonly MemberDataKind[] = [
  { kind: 'profile', about: 'Your member profile: names, contact details, title, company, chapters, badges, role and settings', fate: 'custom',
    read: (id) => one(memberData().members, { id }) },
  { kind: 'network-profile', about: 'Your interests as the network graph computed them', fate: 'delete', entity: () => networkData().networkProfiles,
    read: (id) => one(networkData().networkProfiles, { memberId: id }) },
  { kind: 'investor-profile', about: 'Your investor profile (type, ticket sizes, focus areas, stages, geography)', fate: 'delete', entity: () => investorData().investorProfiles,
    read: (id) => one(investorData().investorProfiles, { userId: id }) },
  { kind: 'mail-preferences', about: 'Your e-mail choices per category', fate: 'delete', entity: () => mailData().preferences,
    read: (id) => one(mailData().preferences, { memberId: id }) },
  { kind: 'company-memberships', about: 'The companies you belong to', fate: 'delete', entity: () => companyData().companyMembers,
    read: (id) => all(companyData().companyMembers, companiesOfMember(id)) },
  { kind: 'posts', about: 'Your forum posts', fate: 'keep',
    read: async (id) => {
      const pointers = await all(forumData().memberPosts, postsByAuthor(id));
      return (await getMany(forumData().posts, pointers.map((pointer) => ({ id: String(pointer.postId) })))) as Row[];
    } },
  { kind: 'post-pointers', about: 'The index of your posts (post id and date)', fate: 'delete', entity: () => forumData().memberPosts,
    read: (id) => all(forumData().memberPosts, postsByAuthor(id)) },
  { kind: 'replies', about: 'Your replies to forum posts', fate: 'keep',
    read: (id) => scanFor(forumData().postReplies, 'authorId', id) },
  { kind: 'post-interests', about: 'Posts you marked Interested', fate: 'keep',
    read: (id) => scanFor(forumData().postInterests, 'memberId', id) },
  { kind: 'listings', about: 'Trade listings of the companies you belong to', fate: 'keep',
    read: async (id) => each(await companyIds(id), (companyId) => all(marketplaceData().tradeListings, tradeListingsOfCompany(companyId))) },
  { kind: 'jobs', about: 'Jobs you posted', fate: 'keep',
    read: (id) => all(jobData().jobs, jobsPostedBy(id)) },
  { kind: 'job-applications', about: 'Jobs you applied to', fate: 'delete', entity: () => jobData().jobApplications,
    read: (id) => all(jobData().jobApplications, applicationsOf(id)) },
  { kind: 'events-organized', about: 'Events you organize', fate: 'keep',
    read: (id) => all(eventData().events, eventsOrganizedBy(id)) },
  { kind: 'rsvps', about: 'Your RSVPs and event tickets (status, QR ticket code, check-in)', fate: 'custom',
    read: (id) => all(eventData().rsvps, rsvpsOfMember(id)) },
  { kind: 'connections', about: 'Your connections (the other member as a person card) and their strength', fate: 'custom',
    read: (id) => all(networkData().connections, tiesOf(id)) },
  { kind: 'connection-requests', about: 'Connection requests you sent and received', fate: 'delete', entity: () => networkData().connectionRequests,
    read: async (id) => [
      ...(await each(CONNECTION_REQUEST_STATUSES, (status) => all(networkData().connectionRequests, requestsFrom(id, status)))),
      ...(await each(CONNECTION_REQUEST_STATUSES, (status) => all(networkData().connectionRequests, requestsTo(id, status)))),
    ] },
  { kind: 'introductions', about: 'Introductions you asked for, made or received', fate: 'delete', entity: () => networkData().introParties,
    read: (id) => all(networkData().introParties, introPartiesOf(id)) },
  { kind: 'travel-plans', about: 'Your travel plans and home city', fate: 'delete', entity: () => networkData().travelPlans,
    read: (id) => all(networkData().travelPlans, travelPlansOf(id)) },
  { kind: 'nudges', about: 'Smart nudges the club suggested to you', fate: 'delete', entity: () => networkData().smartNudges,
    read: (id) => all(networkData().smartNudges, nudgesOf(id)) },
  { kind: 'opportunities', about: 'Investment opportunities you listed', fate: 'keep',
    read: (id) => all(investorData().opportunities, opportunitiesOf(id)) },
  { kind: 'matches', about: 'Your investor interests, matches and meetings (your side of each)', fate: 'delete', entity: () => investorData().matchParties,
    read: (id) => all(investorData().matchParties, matchPartiesOf(id)) },
  { kind: 'pitch-slots', about: 'Pitch slots you offered as an investor', fate: 'delete', entity: () => investorData().pitchSlots,
    read: (id) => all(investorData().pitchSlots, pitchSlotsOf(id)) },
  { kind: 'deal-rooms', about: 'Deals you founded, with their timelines', fate: 'custom',
    read: async (id) => {
      const dealIds = await ownedDealIds(id);
      const deals = await each(dealIds, async (dealId) => one(dealRoomData().deals, { id: dealId }));
      const timelines = await each(dealIds, (dealId) => all(dealRoomData().dealEvents, eventsOfDeal(dealId)));
      return [...deals, ...timelines];
    } },
  { kind: 'deal-room-files', about: 'Files in your deal rooms (names, sizes, versions; the bytes stay in the room)', fate: 'custom',
    read: async (id) => each(await ownedDealIds(id), (dealId) => all(dealRoomData().roomFiles, filesOfDeal(dealId))) },
  { kind: 'deal-room-grants', about: 'Access you granted to your rooms, and access granted to you', fate: 'custom',
    read: async (id) => [
      ...(await each(await ownedDealIds(id), (dealId) => all(dealRoomData().roomGrants, grantsOfDeal(dealId)))),
      ...(await all(dealRoomData().roomGrants, grantsOfMember(id))),
    ] },
  { kind: 'deal-room-access-log', about: 'Who viewed and downloaded files of your rooms', fate: 'keep',
    read: async (id) => each(await ownedDealIds(id), (dealId) => all(dealRoomData().roomLogs, logOfDeal(dealId))) },
  { kind: 'trade-requests', about: 'Your trade assistance requests (duty quotes, HS mapping, DGFT, ICEGATE)', fate: 'custom',
    read: (id) => all(tradeAssistanceData().tradeRequests, tradeRequestsOf(id)) },
  { kind: 'trade-connections', about: 'Import-export connections you asked for', fate: 'keep',
    read: (id) => all(tradeConnectorData().tradeConnections, tradeConnectionsFrom(id)) },
  { kind: 'concierge-tickets', about: 'Your concierge tickets', fate: 'custom',
    read: (id) => all(conciergeData().conciergeTickets, ticketsOf(id)) },
  { kind: 'ticket-messages', about: 'The messages of your concierge tickets', fate: 'keep',
    read: async (id) => each(await all(conciergeData().conciergeTickets, ticketsOf(id)), (ticket) => all(conciergeData().ticketMessages, messagesOf(String(ticket.id)))) },
  { kind: 'darshan-plans', about: 'Your Tirumala darshan plans', fate: 'custom',
    read: (id) => all(darshanData().darshanPlans, darshanPlansOf(id)) },
  { kind: 'cultural-requests', about: 'Your cultural concierge requests', fate: 'custom',
    read: (id) => all(cultureData().culturalRequests, culturalRequestsOf(id)) },
  { kind: 'cm-requests', about: 'Your Meet The CM requests', fate: 'custom',
    read: (id) => all(cmOfficeData().cmRequests, cmRequestsOf(id)) },
  { kind: 'room-nights', about: 'Room nights you offered on the exchange', fate: 'custom',
    read: (id) => all(roomNightData().roomNights, roomNightsOwnedBy(id)) },
  { kind: 'room-night-requests', about: 'Room nights you asked for', fate: 'custom',
    read: (id) => all(roomNightData().roomRequests, roomRequestsBy(id)) },
  { kind: 'saved-items', about: 'Posts and jobs you saved', fate: 'delete', entity: () => savedData().savedItems,
    read: (id) => all(savedData().savedItems, savedOf(id)) },
  { kind: 'notifications', about: 'Your notifications (the bell)', fate: 'delete', entity: () => notificationData().notifications,
    read: (id) => all(notificationData().notifications, notificationsOf(id)) },
  { kind: 'sessions', about: 'Your sign-in sessions: when they started and expire (no tokens)', fate: 'delete', entity: () => authData().sessions,
    read: (id) => all(authData().sessions, sessionsOf(id)) },
  { kind: 'audit', about: 'Staff actions about you (verification, badges, roles), and actions you took as staff', fate: 'keep',
    read: async (id) => [
      ...(await queryAll(auditData().auditLogs, auditOfTargetType('member'), { filter: { attr: 'targetId', eq: id } })),
      ...(await all(auditData().auditLogs, auditByActor(id))),
    ] as Row[] },
  { kind: 'data-requests', about: 'Your export and erasure requests, with their history', fate: 'keep',
    read: (id) => all(privacyData().dataRequests, dataRequestsOf(id)) },
];
