import { authData } from '../features/auth/data.js';
import { companyData } from '../features/companies/data.js';
import { conciergeData } from '../features/concierge/data.js';
import { counterData } from '../features/stats/data.js';
import { darshanData } from '../features/darshan/data.js';
import { eventData } from '../features/events/data.js';
import { forumData } from '../features/forums/data.js';
import { investorData } from '../features/investors/data.js';
import { jobData } from '../features/jobs/data.js';
import { memberData } from '../features/members/data.js';
import { messagesData } from '../features/messages/data.js';
import { networkData } from '../features/network/data.js';
import { roomNightData } from '../features/room-nights/data.js';
import { savedData } from '../features/saved/data.js';
import { marketplaceData } from '../features/marketplace/data.js';
import { tradeAssistanceData } from '../features/trade-assistance/data.js';
import { tradeConnectorData } from '../features/trade-connector/data.js';

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
    ...messagesData(),
  };
}
