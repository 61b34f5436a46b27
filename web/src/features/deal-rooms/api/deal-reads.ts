import { routeKey } from '../../../lib/api-client';

/**
 * Every deal-room read a write can change: the deal lists, one deal (its
 * files, timeline, grants, requests, analytics and log share its key's
 * prefix `/api/deals`), and the opportunity lists whose cards show the room.
 */
export const dealReads = [routeKey('listMyDeals'), routeKey('listInvestmentOpportunities'), routeKey('listMyInvestmentOpportunities')];
