import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { counterData } from './data.js';
import type { NamedWrite } from '../../platform/db/transaction.js';

/*
 * Apart from reading counters (counters.ts): toolbox's write actions run decorators when their modules load, so every
 * route that reads a counter carried the update builders while the bump lived beside the reads.
 */

/**
 * A transaction write adding `delta` to one counter (created at 0 when absent).
 * Put it in the same transaction as the write it counts, so the count is exact
 * under concurrency and never drifts from the data. It has no condition, so
 * it never decides a transaction's outcome.
 */
export function bumpCounter(scope: string, name: string, delta = 1): NamedWrite<'counter'> {
  return {
    name: 'counter',
    write: counterData()
      .counters.build(UpdateTransaction)
      .item({ scope, name, count: $add(delta) }),
  };
}
