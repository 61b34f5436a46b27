import { authData } from './data/auth.js';
import { companyData } from './data/companies.js';
import { conciergeData } from './data/concierge.js';
import { counterData } from './data/counters.js';
import { darshanData } from './data/darshan.js';
import { eventData } from './data/events.js';
import { forumData } from './data/forums.js';
import { investorData } from './data/investors.js';
import { jobData } from './data/jobs.js';
import { memberData } from './data/members.js';
import { networkData } from './data/network.js';
import { roomNightData } from './data/room-nights.js';
import { savedData } from './data/saved.js';
import { marketplaceData } from './data/marketplace.js';
import { tradeAssistanceData } from './data/trade-assistance.js';
import { tradeConnectorData } from './data/trade-connector.js';

/**
 * Every entity, for tests and local tools (the local sign-in page, stack
 * checks) that arrange or inspect data across features. It builds all of
 * them, so request paths never import it: domain code reads its feature's
 * module in db/data/, and a test keeps it that way.
 */
export function db() {
  return {
    ...authData(),
    ...memberData(),
    ...counterData(),
    ...companyData(),
    ...marketplaceData(),
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
