import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { $append, $remove } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { privacyData } from './data.js';
import type { DataRequestItem } from './entities/data-request.js';
import { isConditionFailed } from '../../platform/db/errors.js';
import { SYSTEM } from './records.js';

// Apart from records.ts, so the routes that only read data requests bundle none of the write builders.

/**
 * Takes an open request for one job run until `leaseMs` from now: a
 * conditional write, so of two overlapping runs only one works on it. False
 * when another run holds it or it is no longer open.
 */
export async function claimRequest(id: string, leaseMs: number, now = new Date()): Promise<boolean> {
  try {
    await privacyData()
      .dataRequests.build(UpdateItemCommand)
      .item({ id, claimedUntil: new Date(now.getTime() + leaseMs).toISOString() })
      .options({
        condition: {
          and: [
            { attr: 'status', eq: 'open' },
            {
              or: [
                { attr: 'claimedUntil', exists: false },
                { attr: 'claimedUntil', lt: now.toISOString() },
              ],
            },
          ],
        },
      })
      .send();
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** Gives a claimed request back before its lease lapses. */
export async function releaseClaim(id: string): Promise<void> {
  await privacyData()
    .dataRequests.build(UpdateItemCommand)
    .item({ id, claimedUntil: $remove() })
    .options({ condition: { attr: 'id', exists: true } })
    .send();
}

/** Records one more step of a request's history (and any other fields), the request still open. */
export async function recordStep(id: string, step: { action: string; note?: string }, fields: Partial<DataRequestItem> = {}): Promise<void> {
  const at = new Date().toISOString();
  await privacyData()
    .dataRequests.build(UpdateItemCommand)
    .item({ id, ...fields, history: $append([{ at, by: SYSTEM, ...step }]) } as never)
    .options({ condition: { attr: 'id', exists: true } })
    .send();
}
