import { accountRoutes } from './api/account.js';
import { authRoutes } from './api/auth.js';
import { companyRoutes } from './api/companies.js';
import { cmOfficeRoutes } from './api/cm-office.js';
import { cultureRoutes } from './api/culture.js';
import { dealRoomRoutes } from './api/deal-rooms.js';
import { conciergeRoutes } from './api/concierge.js';
import { darshanRoutes } from './api/darshan.js';
import { eventRoutes } from './api/events.js';
import { eventDoorRoutes } from './api/event-door.js';
import { exchangeRateRoutes } from './api/exchange-rates.js';
import { forumRoutes } from './api/forums.js';
import { gettingStartedRoutes } from './api/getting-started.js';
import { healthRoutes } from './api/health.js';
import { investorRoutes } from './api/investors.js';
import { jobRoutes } from './api/jobs.js';
import { mailRoutes } from './api/mail.js';
import { marketplaceRoutes } from './api/marketplace.js';
import { memberRoutes } from './api/members.js';
import { networkRoutes } from './api/network.js';
import { messageRoutes } from './api/messages.js';
import { notificationRoutes } from './api/notifications.js';
import { privacyRoutes } from './api/privacy.js';
import { roomNightRoutes } from './api/room-nights.js';
import { savedItemRoutes } from './api/saved.js';
import { searchRoutes } from './api/search.js';
import { staffMemberRoutes } from './api/staff-members.js';
import { staffRoutes } from './api/staff.js';
import { tradeAssistanceRoutes } from './api/trade-assistance.js';
import { tradeConnectorRoutes } from './api/trade-connector.js';
import type { RouteDef } from './api/route.js';

/**
 * The route table by feature, one `shared/src/api/<feature>.ts` each: ops group
 * alarms and dashboard rows by these names (infra/src/stacks/monitoring-stack.ts).
 */
export const routeGroups = {
  auth: authRoutes,
  forums: forumRoutes,
  companies: companyRoutes,
  marketplace: marketplaceRoutes,
  jobs: jobRoutes,
  members: memberRoutes,
  'getting-started': gettingStartedRoutes,
  account: accountRoutes,
  saved: savedItemRoutes,
  darshan: darshanRoutes,
  concierge: conciergeRoutes,
  'room-nights': roomNightRoutes,
  events: { ...eventRoutes, ...eventDoorRoutes },
  network: networkRoutes,
  investors: investorRoutes,
  'deal-rooms': dealRoomRoutes,
  'trade-assistance': tradeAssistanceRoutes,
  'trade-connector': tradeConnectorRoutes,
  culture: cultureRoutes,
  'cm-office': cmOfficeRoutes,
  messages: messageRoutes,
  search: searchRoutes,
  notifications: notificationRoutes,
  staff: staffRoutes,
  'staff-members': staffMemberRoutes,
  'exchange-rates': exchangeRateRoutes,
  mail: mailRoutes,
  privacy: privacyRoutes,
  health: healthRoutes,
} as const satisfies Record<string, Record<string, RouteDef>>;

/**
 * The route table: every `/api` route of the product. Infra, the local server,
 * the web client and the tests all iterate this object; nothing lists routes twice.
 */
export const routes = {
  ...routeGroups.auth,
  ...routeGroups.forums,
  ...routeGroups.companies,
  ...routeGroups.marketplace,
  ...routeGroups.jobs,
  ...routeGroups.members,
  ...routeGroups['getting-started'],
  ...routeGroups.account,
  ...routeGroups.saved,
  ...routeGroups.darshan,
  ...routeGroups.concierge,
  ...routeGroups['room-nights'],
  ...routeGroups.events,
  ...routeGroups.network,
  ...routeGroups.investors,
  ...routeGroups['deal-rooms'],
  ...routeGroups['trade-assistance'],
  ...routeGroups['trade-connector'],
  ...routeGroups.culture,
  ...routeGroups['cm-office'],
  ...routeGroups.messages,
  ...routeGroups.search,
  ...routeGroups.notifications,
  ...routeGroups.staff,
  ...routeGroups['staff-members'],
  ...routeGroups['exchange-rates'],
  ...routeGroups.mail,
  ...routeGroups.privacy,
  ...routeGroups.health,
} as const satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type RouteId = keyof Routes;
/** Route ids the web app may call: all but those marked `webClient: false` (web/api-routes-plugin.ts leaves those out). */
export type WebRouteId = { [K in RouteId]: Routes[K] extends { webClient: false } ? never : K }[RouteId];

/** Route ids that work without a session (the sign-in flow, the calendar feed, unsubscribe links, the health check). */
export const publicRouteIds = (Object.keys(routes) as RouteId[]).filter((id) => routes[id].auth === 'public');
