import { privacyData } from './data.js';
import { dataRequestsInStatus } from './entities/data-request.js';
import { queryAll } from '../../platform/db/pages.js';
import { logger } from '../../platform/lib/logger.js';
import { readStoredMember } from '../members/index.js';
import { eraseMember } from './erasure.js';
import { buildExport, failExport } from './export-build.js';
import { claimRequest, releaseClaim } from './records-writes.js';

export interface DataRequestsRun {
  exported: number;
  failed: number;
  erased: number;
  /** Erasures a run stopped (out of time) for the next run to continue. */
  paused: number;
}

/** How long a run holds a request: an export is built in seconds, an erasure may take a whole run. */
const EXPORT_LEASE_MS = 5 * 60_000;
const ERASURE_LEASE_MS = 16 * 60_000;

/**
 * One run of the data-requests schedule: the open requests, soonest due
 * first (one Query); each export is built, then each erasure whose grace
 * period is over is carried on. Every request is claimed first, so
 * overlapping runs never work on the same one.
 */
export async function runDataRequests(options: { remainingMs: () => number; now?: Date }): Promise<DataRequestsRun> {
  const now = options.now ?? new Date();
  const result: DataRequestsRun = { exported: 0, failed: 0, erased: 0, paused: 0 };
  const open = await queryAll(privacyData().dataRequests, dataRequestsInStatus('open'));
  for (const request of open.filter((item) => item.kind === 'export')) {
    if (!(await claimRequest(request.id, EXPORT_LEASE_MS, now))) continue;
    try {
      await buildExport(request, await readStoredMember(request.memberId));
      result.exported += 1;
    } catch (error) {
      logger.error('data export failed', { error: error as Error, requestId: request.id });
      await failExport(request, 'The export could not be built; ask again');
      result.failed += 1;
    }
  }
  for (const request of open.filter((item) => item.kind === 'deletion' && item.deleteAfter && item.deleteAfter <= now.toISOString())) {
    if (!(await claimRequest(request.id, ERASURE_LEASE_MS, now))) continue;
    if (await eraseMember(request, options.remainingMs)) {
      result.erased += 1;
    } else {
      // Out of time: let the next run take it at once.
      await releaseClaim(request.id);
      result.paused += 1;
    }
  }
  return result;
}
