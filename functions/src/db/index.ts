import { authData } from './services/auth.js';
import { companyData } from './services/companies.js';
import { conciergeData } from './services/concierge.js';
import { counterData } from './services/counters.js';
import { darshanData } from './services/darshan.js';
import { eventData } from './services/events.js';
import { forumData } from './services/forums.js';
import { investorData } from './services/investors.js';
import { jobData } from './services/jobs.js';
import { memberData } from './services/members.js';
import { networkData } from './services/network.js';
import { roomNightData } from './services/room-nights.js';
import { savedData } from './services/saved.js';
import { tradeData } from './services/trade.js';
import { tradeAssistanceData } from './services/trade-assistance.js';
import { tradeConnectorData } from './services/trade-connector.js';

/**
 * Every entity, for tests and local tools (the local sign-in page, stack
 * checks) that arrange or inspect data across features. It builds all of
 * them, so request paths never import it: domain code reads its feature's
 * module in db/services/, and a test keeps it that way.
 */
export function db() {
  return {
    ...authData(),
    ...memberData(),
    ...counterData(),
    ...companyData(),
    ...tradeData(),
    ...tradeAssistanceData(),
    ...tradeConnectorData(),
    ...jobData(),
    ...savedData(),
    ...forumData(),
    ...conciergeData(),
    ...darshanData(),
    ...roomNightData(),
    ...eventData(),
    ...networkData(),
    ...investorData(),
  };
}
