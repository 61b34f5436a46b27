import type { CheckInSyncResult, QueuedCheckIn } from '@club/shared';
import { call } from '../../../lib/api-client';

/** POST /api/events/{eventId}/check-ins/sync: the device's queued check-ins, judged by the server. */
export const syncQueuedCheckIns = (eventId: string, checkIns: QueuedCheckIn[]): Promise<CheckInSyncResult> =>
  call('syncCheckIns', { params: { eventId }, body: { checkIns } });
