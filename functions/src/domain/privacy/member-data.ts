import { CONNECTION_REQUEST_STATUSES } from '@club/shared';
import type { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { auditData } from '../../db/data/audit.js';
import { authData } from '../../db/data/auth.js';
import { cmOfficeData } from '../../db/data/cm-office.js';
import { companyData } from '../../db/data/companies.js';
import { conciergeData } from '../../db/data/concierge.js';
import { cultureData } from '../../db/data/culture.js';
import { darshanData } from '../../db/data/darshan.js';
import { dealRoomData } from '../../db/data/deal-rooms.js';
import { eventData } from '../../db/data/events.js';
import { forumData } from '../../db/data/forums.js';
import { investorData } from '../../db/data/investors.js';
import { jobData } from '../../db/data/jobs.js';
import { mailData } from '../../db/data/mail.js';
import { marketplaceData } from '../../db/data/marketplace.js';
import { memberData } from '../../db/data/members.js';
import { networkData } from '../../db/data/network.js';
import { notificationData } from '../../db/data/notifications.js';
import { privacyData } from '../../db/data/privacy.js';
import { roomNightData } from '../../db/data/room-nights.js';
import { savedData } from '../../db/data/saved.js';
import { tradeAssistanceData } from '../../db/data/trade-assistance.js';
import { tradeConnectorData } from '../../db/data/trade-connector.js';
import { auditByActor, auditOfTargetType } from '../../db/entities/audit-log.js';
import { cmRequestsOf } from '../../db/entities/cm-request.js';
import { sessionsOf } from '../../db/entities/session.js';
import { companiesOfMember } from '../../db/entities/company-member.js';
import { ticketsOf } from '../../db/entities/concierge-ticket.js';
import { requestsFrom, requestsTo } from '../../db/entities/connection-request.js';
import { messagesOf } from '../../db/entities/ticket-message.js';
import { culturalRequestsOf } from '../../db/entities/cultural-request.js';
import { darshanPlansOf } from '../../db/entities/darshan-plan.js';
import { dataRequestsOf } from '../../db/entities/data-request.js';
import { dealsOfFounder } from '../../db/entities/deal.js';
import { eventsOfDeal } from '../../db/entities/deal-event.js';
import { eventsOrganizedBy } from '../../db/entities/event.js';
import { introPartiesOf } from '../../db/entities/introduction.js';
import { matchPartiesOf } from '../../db/entities/investor-match.js';
import { opportunitiesOf } from '../../db/entities/investment-opportunity.js';
import { applicationsOf } from '../../db/entities/job-application.js';
import { jobsPostedBy } from '../../db/entities/job.js';
import { postsByAuthor } from '../../db/entities/member-post.js';
import { notificationsOf } from '../../db/entities/notification.js';
import { pitchSlotsOf } from '../../db/entities/pitch-slot.js';
import { filesOfDeal } from '../../db/entities/room-file.js';
import { grantsOfDeal, grantsOfMember } from '../../db/entities/room-grant.js';
import { logOfDeal } from '../../db/entities/room-log.js';
import { roomNightsOwnedBy } from '../../db/entities/room-night.js';
import { roomRequestsBy } from '../../db/entities/room-request.js';
import { rsvpsOfMember } from '../../db/entities/rsvp.js';
import { savedOf } from '../../db/entities/saved-item.js';
import { nudgesOf } from '../../db/entities/smart-nudge.js';
import { tradeConnectionsFrom } from '../../db/entities/trade-connection.js';
import { tradeListingsOfCompany } from '../../db/entities/trade-listing.js';
import { tradeRequestsOf } from '../../db/entities/trade-request.js';
import { travelPlansOf } from '../../db/entities/travel-plan.js';
import { tiesOf } from '../../db/entities/connection.js';
import { getMany } from '../../db/get-together.js';
import { queryAll, type ClubQuery } from '../../db/pages.js';
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
