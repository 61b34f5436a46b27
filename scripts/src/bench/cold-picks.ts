import type { RouteId } from '@club/shared';

/**
 * The cold-request rows: per feature, one read, one list and one write, as a
 * member (or the demo admin, for the console's routes) calls them on the demo
 * data. Path ids come from the first item a list answers (`from`), so each
 * call reaches real items; a write that can only run once answers 409 from
 * its second round on, which still serves it cold through the same code.
 * Features without a body-free write (or a read) have fewer rows.
 */
export interface ColdPick {
  feature: string;
  kind: 'read' | 'list' | 'write';
  id: RouteId;
  admin?: true;
  /** Path parameter name → the list whose first item's `id` fills it (or a fixed value). */
  params?: Record<string, { from: RouteId; field?: string } | string>;
  body?: unknown;
}

export const coldPicks: ColdPick[] = [
  { feature: 'auth', kind: 'read', id: 'getAuthUser' },
  { feature: 'forums', kind: 'read', id: 'getPost', params: { postId: { from: 'listPosts' } } },
  { feature: 'forums', kind: 'list', id: 'listPosts' },
  { feature: 'forums', kind: 'write', id: 'addPostInterest', params: { postId: { from: 'listPosts' } } },
  { feature: 'companies', kind: 'list', id: 'listCompanies' },
  { feature: 'marketplace', kind: 'list', id: 'listTradeListings' },
  { feature: 'jobs', kind: 'list', id: 'listJobs' },
  { feature: 'jobs', kind: 'write', id: 'applyToJob', params: { jobId: { from: 'listJobs' } } },
  { feature: 'members', kind: 'read', id: 'getMyProfile' },
  { feature: 'members', kind: 'list', id: 'listMembers' },
  { feature: 'account', kind: 'read', id: 'getMyVisibility' },
  { feature: 'account', kind: 'list', id: 'listMySessions' },
  { feature: 'saved', kind: 'read', id: 'getSavedItem', params: { kind: 'post', itemId: { from: 'listPosts' } } },
  { feature: 'saved', kind: 'list', id: 'listSavedItems' },
  // Idempotent, so every round writes the same: the saved item, its counter and the post in one transaction.
  { feature: 'saved', kind: 'write', id: 'saveItem', params: { kind: 'post', itemId: { from: 'listPosts' } } },
  { feature: 'darshan', kind: 'list', id: 'listDarshanPlans' },
  { feature: 'concierge', kind: 'read', id: 'getConciergeStats' },
  { feature: 'concierge', kind: 'list', id: 'listConciergeTickets' },
  { feature: 'concierge', kind: 'write', id: 'closeConciergeTicket', params: { ticketId: { from: 'listConciergeTickets' } } },
  { feature: 'room-nights', kind: 'list', id: 'listRoomNights' },
  { feature: 'events', kind: 'read', id: 'getEvent', params: { eventId: { from: 'listUpcomingEvents' } } },
  { feature: 'events', kind: 'list', id: 'listUpcomingEvents' },
  { feature: 'events', kind: 'write', id: 'rsvpEvent', params: { eventId: { from: 'listUpcomingEvents' } }, body: {} },
  { feature: 'network', kind: 'read', id: 'getNetworkStats' },
  { feature: 'network', kind: 'list', id: 'listConnections' },
  { feature: 'investors', kind: 'read', id: 'getInvestorStats' },
  { feature: 'investors', kind: 'list', id: 'listInvestmentOpportunities' },
  { feature: 'investors', kind: 'write', id: 'expressInterest', params: { opportunityId: { from: 'listInvestmentOpportunities' } } },
  { feature: 'deal-rooms', kind: 'list', id: 'listMyDeals' },
  { feature: 'trade-assistance', kind: 'read', id: 'getHsCode', params: { hsCode: '090411' } },
  { feature: 'trade-assistance', kind: 'list', id: 'listMyTradeRequests' },
  { feature: 'trade-connector', kind: 'read', id: 'getTradeConnectorStats' },
  { feature: 'trade-connector', kind: 'list', id: 'listTradeConnections' },
  { feature: 'culture', kind: 'read', id: 'getTodaysFestival' },
  { feature: 'culture', kind: 'list', id: 'listUpcomingFestivals' },
  { feature: 'cm-office', kind: 'read', id: 'getCmDashboard' },
  { feature: 'cm-office', kind: 'list', id: 'listMyCmRequests' },
  { feature: 'notifications', kind: 'read', id: 'getUnreadNotificationCount' },
  { feature: 'notifications', kind: 'list', id: 'listNotifications' },
  { feature: 'notifications', kind: 'write', id: 'markAllNotificationsRead' },
  { feature: 'staff', kind: 'read', id: 'listColleagues', admin: true },
  { feature: 'staff', kind: 'list', id: 'listStaffTickets', admin: true },
  { feature: 'staff-members', kind: 'read', id: 'getStaffMember', admin: true, params: { memberId: { from: 'listMembers' } } },
  { feature: 'staff-members', kind: 'list', id: 'listStaffMembers', admin: true },
  { feature: 'exchange-rates', kind: 'list', id: 'listExchangeRateTables', admin: true },
  { feature: 'mail', kind: 'read', id: 'getMailPreferences' },
  { feature: 'privacy', kind: 'read', id: 'getMyDeletion' },
  { feature: 'privacy', kind: 'list', id: 'listMyExports' },
  { feature: 'health', kind: 'read', id: 'getHealth' },
];
