import { connectionEntity } from './entities/connection.js';
import { connectionPairEntity } from './entities/connection-pair.js';
import { connectionRequestEntity } from './entities/connection-request.js';
import { introGuardEntity, introPartyEntity, introductionEntity } from './entities/introduction.js';
import { networkProfileEntity } from './entities/network-profile.js';
import { scheduleCheckpointEntity } from '../../platform/db/entities/schedule-checkpoint.js';
import { smartNudgeEntity } from './entities/smart-nudge.js';
import { travelPlanEntity } from './entities/travel-plan.js';
import { entitySet } from '../../platform/db/entity-set.js';

/** Network data: ties, requests, pair guards, introductions, travel plans, nudges, profiles and the job's checkpoint. */
export const networkData = entitySet({
  connections: connectionEntity,
  connectionRequests: connectionRequestEntity,
  connectionPairs: connectionPairEntity,
  introductions: introductionEntity,
  introParties: introPartyEntity,
  introGuards: introGuardEntity,
  travelPlans: travelPlanEntity,
  smartNudges: smartNudgeEntity,
  networkProfiles: networkProfileEntity,
  scheduleCheckpoints: scheduleCheckpointEntity,
});
