import type { RouteId } from '@club/shared';

/**
 * Route id → handler module (relative to functions/), each exporting
 * `handler`. Typed against the route table: a route without a handler entry
 * does not compile, and a test imports every file. Infra builds one Lambda per
 * entry; the local server mounts the same files.
 */
export const handlerFiles = {
  login: 'src/http/auth/login.ts',
  authCallback: 'src/http/auth/callback.ts',
  logout: 'src/http/auth/logout.ts',
  getAuthUser: 'src/http/auth/get-user.ts',
  listForums: 'src/http/forums/list-forums.ts',
  listPosts: 'src/http/forums/list-posts.ts',
  createPost: 'src/http/forums/create-post.ts',
  getPost: 'src/http/forums/get-post.ts',
  listPostReplies: 'src/http/forums/list-post-replies.ts',
  createPostReply: 'src/http/forums/create-post-reply.ts',
  addPostInterest: 'src/http/forums/add-post-interest.ts',
  removePostInterest: 'src/http/forums/remove-post-interest.ts',
  listCompanies: 'src/http/trade/list-companies.ts',
  createCompany: 'src/http/trade/create-company.ts',
  listTradeListings: 'src/http/trade/list-trade-listings.ts',
  createTradeListing: 'src/http/trade/create-trade-listing.ts',
  listJobs: 'src/http/jobs/list-jobs.ts',
  createJob: 'src/http/jobs/create-job.ts',
  listRoomNights: 'src/http/jobs/list-room-nights.ts',
  listMembers: 'src/http/members/list-members.ts',
  getMyProfile: 'src/http/members/get-my-profile.ts',
  updateMyProfile: 'src/http/members/update-my-profile.ts',
  getMyActivity: 'src/http/members/get-my-activity.ts',
  getClubStats: 'src/http/members/get-club-stats.ts',
  listSavedItems: 'src/http/saved/list-saved-items.ts',
  getSavedItem: 'src/http/saved/get-saved-item.ts',
  saveItem: 'src/http/saved/save-item.ts',
  unsaveItem: 'src/http/saved/unsave-item.ts',
  applyToJob: 'src/http/saved/apply-to-job.ts',
  listMyApplications: 'src/http/saved/list-my-applications.ts',
  listDarshanPlans: 'src/http/darshan/list-darshan-plans.ts',
  createDarshanPlan: 'src/http/darshan/create-darshan-plan.ts',
  getDarshanPlan: 'src/http/darshan/get-darshan-plan.ts',
  updateDarshanPlan: 'src/http/darshan/update-darshan-plan.ts',
  submitDarshanPlan: 'src/http/darshan/submit-darshan-plan.ts',
  cancelDarshanPlan: 'src/http/darshan/cancel-darshan-plan.ts',
  setDarshanPlanStatus: 'src/http/darshan/set-darshan-plan-status.ts',
  listConciergeTickets: 'src/http/concierge/list-concierge-tickets.ts',
  createConciergeTicket: 'src/http/concierge/create-concierge-ticket.ts',
  getConciergeTicket: 'src/http/concierge/get-concierge-ticket.ts',
  addConciergeTicketMessage: 'src/http/concierge/add-concierge-ticket-message.ts',
  closeConciergeTicket: 'src/http/concierge/close-concierge-ticket.ts',
} as const satisfies Record<RouteId, `src/http/${string}.ts`>;
