import type { RouteId } from '@club/shared';

/**
 * Route id → handler module (relative to functions/), each exporting
 * `handler`. Typed against the route table: a route without a handler entry
 * does not compile, and a test imports every file. Infra builds one Lambda per
 * entry; the local server mounts the same files.
 */
export const handlerFiles = {
  login: 'src/features/auth/http/login.ts',
  authCallback: 'src/features/auth/http/callback.ts',
  logout: 'src/features/auth/http/logout.ts',
  confirmLogout: 'src/features/auth/http/confirm-logout.ts',
  getAuthUser: 'src/features/auth/http/get-user.ts',
  listForums: 'src/features/forums/http/list-forums.ts',
  listPosts: 'src/features/forums/http/list-posts.ts',
  createPost: 'src/features/forums/http/create-post.ts',
  getPost: 'src/features/forums/http/get-post.ts',
  listPostReplies: 'src/features/forums/http/list-post-replies.ts',
  createPostReply: 'src/features/forums/http/create-post-reply.ts',
  addPostInterest: 'src/features/forums/http/add-post-interest.ts',
  removePostInterest: 'src/features/forums/http/remove-post-interest.ts',
  listCompanies: 'src/features/companies/http/list-companies.ts',
  createCompany: 'src/features/companies/http/create-company.ts',
  listTradeListings: 'src/features/marketplace/http/list-trade-listings.ts',
  createTradeListing: 'src/features/marketplace/http/create-trade-listing.ts',
  listJobs: 'src/features/jobs/http/list-jobs.ts',
  createJob: 'src/features/jobs/http/create-job.ts',
  listRoomNights: 'src/features/room-nights/http/list-room-nights.ts',
  listMembers: 'src/features/members/http/list-members.ts',
  getMyProfile: 'src/features/members/http/get-my-profile.ts',
  updateMyProfile: 'src/features/members/http/update-my-profile.ts',
  getGettingStarted: 'src/features/getting-started/http/get-getting-started.ts',
  markHomeSeen: 'src/features/getting-started/http/mark-home-seen.ts',
  getSuggestions: 'src/features/getting-started/http/get-suggestions.ts',
  getMyActivity: 'src/features/members/http/get-my-activity.ts',
  getClubStats: 'src/features/members/http/get-club-stats.ts',
  listMySessions: 'src/features/account/http/list-my-sessions.ts',
  signOutOtherSessions: 'src/features/account/http/sign-out-other-sessions.ts',
  signOutSession: 'src/features/account/http/sign-out-session.ts',
  getMyVisibility: 'src/features/account/http/get-my-visibility.ts',
  saveMyVisibility: 'src/features/account/http/save-my-visibility.ts',
  setMemberSuspension: 'src/features/account/http/set-member-suspension.ts',
  listSavedItems: 'src/features/saved/http/list-saved-items.ts',
  getSavedItem: 'src/features/saved/http/get-saved-item.ts',
  saveItem: 'src/features/saved/http/save-item.ts',
  unsaveItem: 'src/features/saved/http/unsave-item.ts',
  applyToJob: 'src/features/jobs/http/apply-to-job.ts',
  listMyApplications: 'src/features/jobs/http/list-my-applications.ts',
  listDarshanPlans: 'src/features/darshan/http/list-darshan-plans.ts',
  createDarshanPlan: 'src/features/darshan/http/create-darshan-plan.ts',
  getDarshanPlan: 'src/features/darshan/http/get-darshan-plan.ts',
  updateDarshanPlan: 'src/features/darshan/http/update-darshan-plan.ts',
  submitDarshanPlan: 'src/features/darshan/http/submit-darshan-plan.ts',
  cancelDarshanPlan: 'src/features/darshan/http/cancel-darshan-plan.ts',
  setDarshanPlanStatus: 'src/features/darshan/http/set-darshan-plan-status.ts',
  listConciergeTickets: 'src/features/concierge/http/list-concierge-tickets.ts',
  getConciergeStats: 'src/features/concierge/http/get-concierge-stats.ts',
  createConciergeTicket: 'src/features/concierge/http/create-concierge-ticket.ts',
  getConciergeTicket: 'src/features/concierge/http/get-concierge-ticket.ts',
  addConciergeTicketMessage: 'src/features/concierge/http/add-concierge-ticket-message.ts',
  closeConciergeTicket: 'src/features/concierge/http/close-concierge-ticket.ts',
  rateConciergeTicket: 'src/features/concierge/http/rate-concierge-ticket.ts',
  createRoomNight: 'src/features/room-nights/http/create-room-night.ts',
  requestRoomNight: 'src/features/room-nights/http/request-room-night.ts',
  listRoomNightRequests: 'src/features/room-nights/http/list-room-night-requests.ts',
  listMyRoomNightRequests: 'src/features/room-nights/http/list-my-room-night-requests.ts',
  acceptRoomNightRequest: 'src/features/room-nights/http/accept-room-night-request.ts',
  completeRoomNight: 'src/features/room-nights/http/complete-room-night.ts',
  cancelRoomNight: 'src/features/room-nights/http/cancel-room-night.ts',
  listUpcomingEvents: 'src/features/events/http/list-upcoming-events.ts',
  listMyEvents: 'src/features/events/http/list-my-events.ts',
  listMyRsvps: 'src/features/events/http/list-my-rsvps.ts',
  createEvent: 'src/features/events/http/create-event.ts',
  checkInRsvp: 'src/features/events/http/check-in-rsvp.ts',
  getCheckInStatus: 'src/features/events/http/get-check-in-status.ts',
  checkInAttendee: 'src/features/events/http/check-in-attendee.ts',
  getDoorList: 'src/features/events/http/get-door-list.ts',
  syncCheckIns: 'src/features/events/http/sync-check-ins.ts',
  getEvent: 'src/features/events/http/get-event.ts',
  updateEvent: 'src/features/events/http/update-event.ts',
  deactivateEvent: 'src/features/events/http/deactivate-event.ts',
  rsvpEvent: 'src/features/events/http/rsvp-event.ts',
  cancelRsvp: 'src/features/events/http/cancel-rsvp.ts',
  listEventGuests: 'src/features/events/http/list-event-guests.ts',
  setGuestListChoice: 'src/features/events/http/set-guest-list-choice.ts',
  announceToGuests: 'src/features/events/http/announce-to-guests.ts',
  listAnnouncements: 'src/features/events/http/list-announcements.ts',
  listEventAttendees: 'src/features/events/http/list-event-attendees.ts',
  approveRsvp: 'src/features/events/http/approve-rsvp.ts',
  declineRsvp: 'src/features/events/http/decline-rsvp.ts',
  downloadEventCalendar: 'src/features/events/http/download-event-calendar.ts',
  listConnections: 'src/features/network/http/list-connections.ts',
  listSecondDegree: 'src/features/network/http/list-second-degree.ts',
  listThirdDegree: 'src/features/network/http/list-third-degree.ts',
  getNetworkStats: 'src/features/network/http/get-network-stats.ts',
  getEgoGraph: 'src/features/network/http/get-ego-graph.ts',
  getRelationship: 'src/features/network/http/get-relationship.ts',
  sendConnectionRequest: 'src/features/network/http/send-connection-request.ts',
  listIncomingRequests: 'src/features/network/http/list-incoming-requests.ts',
  listOutgoingRequests: 'src/features/network/http/list-outgoing-requests.ts',
  acceptConnectionRequest: 'src/features/network/http/accept-connection-request.ts',
  declineConnectionRequest: 'src/features/network/http/decline-connection-request.ts',
  withdrawConnectionRequest: 'src/features/network/http/withdraw-connection-request.ts',
  blockMember: 'src/features/network/http/block-member.ts',
  removeConnection: 'src/features/network/http/remove-connection.ts',
  listIntroRequests: 'src/features/network/http/list-intro-requests.ts',
  createIntroRequest: 'src/features/network/http/create-intro-request.ts',
  approveIntroRequest: 'src/features/network/http/approve-intro-request.ts',
  declineIntroRequest: 'src/features/network/http/decline-intro-request.ts',
  acceptIntroRequest: 'src/features/network/http/accept-intro-request.ts',
  markIntroSuccessful: 'src/features/network/http/mark-intro-successful.ts',
  followUpIntroRequest: 'src/features/network/http/follow-up-intro-request.ts',
  listTravelPlans: 'src/features/network/http/list-travel-plans.ts',
  createTravelPlan: 'src/features/network/http/create-travel-plan.ts',
  deleteTravelPlan: 'src/features/network/http/delete-travel-plan.ts',
  listTravelOverlaps: 'src/features/network/http/list-travel-overlaps.ts',
  listSmartNudges: 'src/features/network/http/list-smart-nudges.ts',
  dismissSmartNudge: 'src/features/network/http/dismiss-smart-nudge.ts',
  actOnSmartNudge: 'src/features/network/http/act-on-smart-nudge.ts',
  listInvestmentOpportunities: 'src/features/investors/http/list-investment-opportunities.ts',
  createInvestmentOpportunity: 'src/features/investors/http/create-investment-opportunity.ts',
  getInvestmentOpportunity: 'src/features/investors/http/get-investment-opportunity.ts',
  updateInvestmentOpportunity: 'src/features/investors/http/update-investment-opportunity.ts',
  deactivateInvestmentOpportunity: 'src/features/investors/http/deactivate-investment-opportunity.ts',
  expressInterest: 'src/features/investors/http/express-interest.ts',
  listOpportunityInterest: 'src/features/investors/http/list-opportunity-interest.ts',
  listMyInvestmentOpportunities: 'src/features/investors/http/list-my-investment-opportunities.ts',
  getInvestorProfile: 'src/features/investors/http/get-investor-profile.ts',
  saveInvestorProfile: 'src/features/investors/http/save-investor-profile.ts',
  createPitchSlots: 'src/features/investors/http/create-pitch-slots.ts',
  deletePitchSlot: 'src/features/investors/http/delete-pitch-slot.ts',
  listInvestorProfiles: 'src/features/investors/http/list-investor-profiles.ts',
  listPitchSlots: 'src/features/investors/http/list-pitch-slots.ts',
  listInvestorMatches: 'src/features/investors/http/list-investor-matches.ts',
  getInvestorMatch: 'src/features/investors/http/get-investor-match.ts',
  acceptInvestorMatch: 'src/features/investors/http/accept-investor-match.ts',
  declineInvestorMatch: 'src/features/investors/http/decline-investor-match.ts',
  scheduleMatchMeeting: 'src/features/investors/http/schedule-match-meeting.ts',
  downloadMatchMeetingCalendar: 'src/features/investors/http/download-match-meeting-calendar.ts',
  getInvestorStats: 'src/features/investors/http/get-investor-stats.ts',
  listTermSheetTemplates: 'src/features/investors/http/list-term-sheet-templates.ts',
  downloadTermSheetTemplate: 'src/features/investors/http/download-term-sheet-template.ts',
  listMyTradeRequests: 'src/features/trade-assistance/http/list-my-trade-requests.ts',
  listTradeRequestQueue: 'src/features/trade-assistance/http/list-trade-request-queue.ts',
  quoteDuty: 'src/features/trade-assistance/http/quote-duty.ts',
  createTradeRequest: 'src/features/trade-assistance/http/create-trade-request.ts',
  getTradeRequest: 'src/features/trade-assistance/http/get-trade-request.ts',
  setTradeRequestStatus: 'src/features/trade-assistance/http/set-trade-request-status.ts',
  downloadTradeRequestReport: 'src/features/trade-assistance/http/download-trade-request-report.ts',
  searchHsCodes: 'src/features/trade-assistance/http/search-hs-codes.ts',
  getHsCode: 'src/features/trade-assistance/http/get-hs-code.ts',
  listTradeMatches: 'src/features/trade-connector/http/list-trade-matches.ts',
  listTradeConnections: 'src/features/trade-connector/http/list-trade-connections.ts',
  createTradeConnection: 'src/features/trade-connector/http/create-trade-connection.ts',
  acceptTradeConnection: 'src/features/trade-connector/http/accept-trade-connection.ts',
  declineTradeConnection: 'src/features/trade-connector/http/decline-trade-connection.ts',
  withdrawTradeConnection: 'src/features/trade-connector/http/withdraw-trade-connection.ts',
  shareTradeConnectionContact: 'src/features/trade-connector/http/share-trade-connection-contact.ts',
  getTradeListingMatchCounts: 'src/features/trade-connector/http/get-trade-listing-match-counts.ts',
  getTradeConnectorStats: 'src/features/trade-connector/http/get-trade-connector-stats.ts',
  getTradeMarketInsights: 'src/features/trade-connector/http/get-trade-market-insights.ts',
  getTodaysFestival: 'src/features/culture/http/get-todays-festival.ts',
  listUpcomingFestivals: 'src/features/culture/http/list-upcoming-festivals.ts',
  listFestivals: 'src/features/culture/http/list-festivals.ts',
  getFestival: 'src/features/culture/http/get-festival.ts',
  listPopularTemples: 'src/features/culture/http/list-popular-temples.ts',
  getTemple: 'src/features/culture/http/get-temple.ts',
  listMyCulturalRequests: 'src/features/culture/http/list-my-cultural-requests.ts',
  createCulturalRequest: 'src/features/culture/http/create-cultural-request.ts',
  getCulturalRequest: 'src/features/culture/http/get-cultural-request.ts',
  rateCulturalRequest: 'src/features/culture/http/rate-cultural-request.ts',
  answerCulturalRequest: 'src/features/culture/http/answer-cultural-request.ts',
  getFestivalCalendarFeed: 'src/features/culture/http/get-festival-calendar-feed.ts',
  downloadFestivalCalendar: 'src/features/culture/http/download-festival-calendar.ts',
  listFestivalDates: 'src/features/culture/http/list-festival-dates.ts',
  recordFestivalDate: 'src/features/culture/http/record-festival-date.ts',
  changeFestivalDate: 'src/features/culture/http/change-festival-date.ts',
  removeFestivalDate: 'src/features/culture/http/remove-festival-date.ts',
  getCmDashboard: 'src/features/cm-office/http/get-cm-dashboard.ts',
  listMyCmRequests: 'src/features/cm-office/http/list-my-cm-requests.ts',
  listCmAvailableSlots: 'src/features/cm-office/http/list-cm-available-slots.ts',
  createCmRequest: 'src/features/cm-office/http/create-cm-request.ts',
  updateCmRequest: 'src/features/cm-office/http/update-cm-request.ts',
  submitCmRequest: 'src/features/cm-office/http/submit-cm-request.ts',
  bookCmSlot: 'src/features/cm-office/http/book-cm-slot.ts',
  publishCmSlot: 'src/features/cm-office/http/publish-cm-slot.ts',
  setCmRequestStatus: 'src/features/cm-office/http/set-cm-request-status.ts',
  listStaffTickets: 'src/features/concierge/http/list-staff-tickets.ts',
  getStaffTicket: 'src/features/concierge/http/get-staff-ticket.ts',
  assignStaffTicket: 'src/features/concierge/http/assign-staff-ticket.ts',
  replyStaffTicket: 'src/features/concierge/http/reply-staff-ticket.ts',
  setStaffTicketStatus: 'src/features/concierge/http/set-staff-ticket-status.ts',
  listColleagues: 'src/features/staff/http/list-colleagues.ts',
  listStaffDarshanPlans: 'src/features/darshan/http/list-staff-darshan-plans.ts',
  getStaffDarshanPlan: 'src/features/darshan/http/get-staff-darshan-plan.ts',
  listStaffCulturalRequests: 'src/features/culture/http/list-staff-cultural-requests.ts',
  listStaffCmRequests: 'src/features/cm-office/http/list-staff-cm-requests.ts',
  listFailedMails: 'src/features/staff/http/list-failed-mails.ts',
  retryFailedMail: 'src/features/staff/http/retry-failed-mail.ts',
  listNotifications: 'src/features/notifications/http/list-notifications.ts',
  getUnreadNotificationCount: 'src/features/notifications/http/get-unread-notification-count.ts',
  markNotificationRead: 'src/features/notifications/http/mark-notification-read.ts',
  markAllNotificationsRead: 'src/features/notifications/http/mark-all-notifications-read.ts',
  getPushSettings: 'src/features/notifications/http/get-push-settings.ts',
  savePushSubscription: 'src/features/notifications/http/save-push-subscription.ts',
  deletePushSubscription: 'src/features/notifications/http/delete-push-subscription.ts',
  listMyExports: 'src/features/privacy/http/list-my-exports.ts',
  requestMyExport: 'src/features/privacy/http/request-my-export.ts',
  downloadMyExport: 'src/features/privacy/http/download-my-export.ts',
  getMyDeletion: 'src/features/privacy/http/get-my-deletion.ts',
  scheduleMyDeletion: 'src/features/privacy/http/schedule-my-deletion.ts',
  cancelMyDeletion: 'src/features/privacy/http/cancel-my-deletion.ts',
  listDataRequests: 'src/features/privacy/http/list-data-requests.ts',
  listStaffMembers: 'src/features/staff/http/list-staff-members.ts',
  getStaffMember: 'src/features/staff/http/get-staff-member.ts',
  verifyMember: 'src/features/staff/http/verify-member.ts',
  setMemberBadge: 'src/features/staff/http/set-member-badge.ts',
  setMemberRole: 'src/features/staff/http/set-member-role.ts',
  listAuditLog: 'src/features/staff/http/list-audit-log.ts',
  listExchangeRateTables: 'src/features/exchange-rates/http/list-exchange-rate-tables.ts',
  createExchangeRateTable: 'src/features/exchange-rates/http/create-exchange-rate-table.ts',
  updateExchangeRateTable: 'src/features/exchange-rates/http/update-exchange-rate-table.ts',
  openDeal: 'src/features/deal-rooms/http/open-deal.ts',
  listMyDeals: 'src/features/deal-rooms/http/list-my-deals.ts',
  listSharedDeals: 'src/features/deal-rooms/http/list-shared-deals.ts',
  getDeal: 'src/features/deal-rooms/http/get-deal.ts',
  updateDeal: 'src/features/deal-rooms/http/update-deal.ts',
  moveDeal: 'src/features/deal-rooms/http/move-deal.ts',
  listDealTimeline: 'src/features/deal-rooms/http/list-deal-timeline.ts',
  listRoomFiles: 'src/features/deal-rooms/http/list-room-files.ts',
  createRoomUpload: 'src/features/deal-rooms/http/create-room-upload.ts',
  confirmRoomUpload: 'src/features/deal-rooms/http/confirm-room-upload.ts',
  viewRoomFile: 'src/features/deal-rooms/http/view-room-file.ts',
  downloadRoomFile: 'src/features/deal-rooms/http/download-room-file.ts',
  logPageReads: 'src/features/deal-rooms/http/log-page-reads.ts',
  getRoomAnalytics: 'src/features/deal-rooms/http/get-room-analytics.ts',
  listAccessLog: 'src/features/deal-rooms/http/list-access-log.ts',
  listRoomGrants: 'src/features/deal-rooms/http/list-room-grants.ts',
  listGrantCandidates: 'src/features/deal-rooms/http/list-grant-candidates.ts',
  grantRoomAccess: 'src/features/deal-rooms/http/grant-room-access.ts',
  revokeRoomAccess: 'src/features/deal-rooms/http/revoke-room-access.ts',
  requestRoomAccess: 'src/features/deal-rooms/http/request-room-access.ts',
  listAccessRequests: 'src/features/deal-rooms/http/list-access-requests.ts',
  approveAccessRequest: 'src/features/deal-rooms/http/approve-access-request.ts',
  declineAccessRequest: 'src/features/deal-rooms/http/decline-access-request.ts',
  listStaffDeals: 'src/features/deal-rooms/http/list-staff-deals.ts',
  listStaffAccessLog: 'src/features/deal-rooms/http/list-staff-access-log.ts',
  getMailPreferences: 'src/features/mail/http/get-mail-preferences.ts',
  saveMailPreferences: 'src/features/mail/http/save-mail-preferences.ts',
  getUnsubscribe: 'src/features/mail/http/get-unsubscribe.ts',
  unsubscribeMail: 'src/features/mail/http/unsubscribe-mail.ts',
  resubscribeMail: 'src/features/mail/http/resubscribe-mail.ts',
  listMessageThreads: 'src/features/messages/http/list-message-threads.ts',
  openMessageThread: 'src/features/messages/http/open-message-thread.ts',
  getMessageThread: 'src/features/messages/http/get-message-thread.ts',
  sendMessage: 'src/features/messages/http/send-message.ts',
  editMessage: 'src/features/messages/http/edit-message.ts',
  deleteMessage: 'src/features/messages/http/delete-message.ts',
  markThreadRead: 'src/features/messages/http/mark-thread-read.ts',
  blockMessageThread: 'src/features/messages/http/block-message-thread.ts',
  muteMessageThread: 'src/features/messages/http/mute-message-thread.ts',
  reportMessageThread: 'src/features/messages/http/report-message-thread.ts',
  getUnreadMessageCount: 'src/features/messages/http/get-unread-message-count.ts',
  getMessageSettings: 'src/features/messages/http/get-message-settings.ts',
  updateMessageSettings: 'src/features/messages/http/update-message-settings.ts',
  listMessageReports: 'src/features/messages/http/list-message-reports.ts',
  resolveMessageReport: 'src/features/messages/http/resolve-message-report.ts',
  setMessagingSuspended: 'src/features/messages/http/set-messaging-suspended.ts',
  staffMessageMember: 'src/features/messages/http/staff-message-member.ts',
  getHealth: 'src/features/health/http/get-health.ts',
  searchAll: 'src/features/search/http/search-all.ts',
  searchMembers: 'src/features/search/http/search-members.ts',
  searchPosts: 'src/features/search/http/search-posts.ts',
  searchListings: 'src/features/search/http/search-listings.ts',
  searchJobs: 'src/features/search/http/search-jobs.ts',
  searchEvents: 'src/features/search/http/search-events.ts',
  searchStaffMembers: 'src/features/search/http/search-staff-members.ts',
} as const satisfies Record<RouteId, `src/features/${string}/http/${string}.ts`>;

/** The HS 2022 catalogue (a large JSON file), read at run time, kept out of the JavaScript bundles. */
const HS_CATALOGUE = 'src/features/trade-assistance/catalogue/hs-catalogue.json';

/** The watermark fonts and their licence (OFL: it travels with the fonts), read by the routes that stamp a copy. */
const STAMP_FONTS = ['latin', 'latin-ext', 'telugu']
  .map((subset) => `src/features/deal-rooms/fonts/noto-sans-telugu-${subset}-400-normal.woff`)
  .concat('src/features/deal-rooms/fonts/OFL.txt');

/**
 * Data files (relative to functions/) a handler reads at run time from beside
 * its module; infra copies each next to the bundle's index.mjs. Tests walk
 * every handler's imports and fail when one reaches the catalogue's or the
 * stamp fonts' loader without being listed here.
 */
export const handlerAssets: Partial<Record<RouteId, readonly string[]>> = {
  searchHsCodes: [HS_CATALOGUE],
  getHsCode: [HS_CATALOGUE],
  quoteDuty: [HS_CATALOGUE],
  createTradeRequest: [HS_CATALOGUE],
  listMyTradeRequests: [HS_CATALOGUE],
  listTradeRequestQueue: [HS_CATALOGUE],
  getTradeRequest: [HS_CATALOGUE],
  setTradeRequestStatus: [HS_CATALOGUE],
  downloadTradeRequestReport: [HS_CATALOGUE],
  listTradeMatches: [HS_CATALOGUE],
  getTradeListingMatchCounts: [HS_CATALOGUE],
  getTradeConnectorStats: [HS_CATALOGUE],
  getTradeMarketInsights: [HS_CATALOGUE],
  viewRoomFile: STAMP_FONTS,
  downloadRoomFile: STAMP_FONTS,
};

/** The stored-data migrations each deploy applies (plain data, for infra's migrate resource). */
export { MIGRATION_IDS } from './migrations/ids.js';

/** The function each deploy runs once to apply pending migrations (infra's migrate stack; bundled and measured by the bench like the routes). */
export const MIGRATE_HANDLER_FILE = 'src/migrations/migrate.ts';

/**
 * The cloud's mail functions besides the schedules (infra's jobs stack; bundled and measured by the bench):
 * SES bounce and complaint events → the suppression list, and the outbox's DynamoDB Streams consumer.
 */
export const MAIL_HANDLER_FILES = {
  'mail-events': 'src/platform/mail/bounces.ts',
  'mail-outbox-stream': 'src/outbox/outbox-stream.ts',
} as const;

/**
 * The stream records that invoke the outbox consumer: a new item (INSERT) of
 * the outbox entity, still pending. Retries are updates of the same item and
 * stay with the minute schedule. Plain data for infra's event filter; a test
 * checks it against the entity.
 */
export const OUTBOX_STREAM_FILTER = { entity: 'outboxMail', status: 'pending' } as const;

/**
 * The search functions besides the routes and the builder schedule (infra's jobs stack; bundled and measured by the bench):
 * the table's stream consumer that turns writes of indexed items into index deltas.
 */
export const SEARCH_HANDLER_FILES = {
  'search-index-stream': 'src/features/search/jobs/index-stream.ts',
} as const;

/**
 * The stream records that invoke the search consumer. INSERT and MODIFY:
 * those whose NewImage `entity` is one of SEARCH_STREAM_ENTITIES. REMOVE
 * (keys only, no image): those whose partition key starts with one of
 * SEARCH_STREAM_REMOVED_PREFIXES (the consumer ignores other items under
 * them, such as an event's RSVPs). Plain data for infra's event filter; a
 * test checks both against the entities and the consumer.
 */
export const SEARCH_STREAM_ENTITIES = ['memberTag', 'post', 'postReply', 'tradeListing', 'job', 'event'] as const;
export const SEARCH_STREAM_REMOVED_PREFIXES = ['TAG#all', 'POST#', 'TRADE_LISTING#', 'JOB#', 'EVENT#'] as const;

/** Both lists as one filter: infra builds the event filter from it and the local stream poller filters alike. */
export const SEARCH_STREAM_FILTER = { entities: SEARCH_STREAM_ENTITIES, removedKeyPrefixes: SEARCH_STREAM_REMOVED_PREFIXES } as const;

/** The push function (infra's jobs stack; bundled and measured by the bench): the table's stream consumer that sends Web Push. */
export const PUSH_HANDLER_FILES = {
  'push-stream': 'src/features/notifications/jobs/push-stream.ts',
} as const;

/** The pushed notices without a bell: every new item of these entities is a push (a message, a push-only notice). */
const PUSHED_WRITES = ['threadMessage', 'pushNotice'] as const;

/**
 * The stream records that invoke the push consumer. INSERT only: a new bell
 * item of one of `bellKinds`, a new item of one of `pushedWrites` (the
 * notice policy's `push` entries, each from its own write). REMOVE of a
 * session (its key's prefix): the device's subscription goes with it. Plain
 * data for infra's event filter and the local poller (`entities`: every
 * entity of either INSERT); a test checks it against the policy and the
 * entities.
 */
export const PUSH_STREAM_FILTER = {
  entities: ['notification', ...PUSHED_WRITES],
  removedKeyPrefixes: ['SESSION#'],
  bellKinds: ['connection_accepted', 'intro_accepted', 'waitlist_promoted'],
  pushedWrites: PUSHED_WRITES,
} as const;

/**
 * Every function besides the routes, the schedules and the migration, by name: the ones the bench measures and
 * `npm run logs` reads beside the routes. A new stream or event consumer joins here once.
 */
export const EVENT_HANDLER_FILES = { ...MAIL_HANDLER_FILES, ...SEARCH_HANDLER_FILES, ...PUSH_HANDLER_FILES } as const;
