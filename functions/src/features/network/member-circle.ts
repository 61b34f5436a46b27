import { requestsFrom, requestsTo } from './entities/connection-request.js';
import { travelPlansOf } from './entities/travel-plan.js';
import { queryAll } from '../../platform/db/pages.js';
import { networkData } from './data.js';

/** Members a connection request is open with, either way (two Queries sent together): no one to suggest again. */
export async function pendingPeers(memberId: string): Promise<Set<string>> {
  const { connectionRequests } = networkData();
  const [sent, received] = await Promise.all([
    queryAll(connectionRequests, requestsFrom(memberId, 'requested')),
    queryAll(connectionRequests, requestsTo(memberId, 'requested')),
  ]);
  return new Set([...sent.map((request) => request.toUserId), ...received.map((request) => request.fromUserId)]);
}

/** The places a member gave as home (their home travel plans; one Query of their plans). */
export async function homePlaces(memberId: string): Promise<{ city: string; country: string }[]> {
  const plans = await queryAll(networkData().travelPlans, travelPlansOf(memberId));
  return plans.filter((plan) => plan.kind === 'home').map(({ city, country }) => ({ city, country }));
}
