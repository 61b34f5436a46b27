import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { counterData } from './data.js';
import type { NamedWrite } from '../../platform/db/transaction.js';

/**
 * A transaction write taking one unit of a per-member cap: the counter goes
 * up by one only while it is below `cap` (an absent counter is 0). Put it in
 * the same transaction as the item it counts, so of any number of concurrent
 * writers at most `cap` succeed; the one that finds the counter at the cap
 * fails by the name 'cap' (map it to a ConflictError in writeTransaction).
 * Give the unit back with `bumpCounter(scope, name, -1)` in the transaction
 * that removes the item.
 */
export function takeCapped(scope: string, name: string, cap: number): NamedWrite<'cap'> {
  return {
    name: 'cap',
    write: counterData()
      .counters.build(UpdateTransaction)
      .item({ scope, name, count: $add(1) })
      .options({
        condition: {
          or: [
            { attr: 'count', exists: false },
            { attr: 'count', lt: cap },
          ],
        },
      }),
  };
}

/**
 * Sets a counter to a count recounted from the data (the migration that
 * introduces a cap and the seeds). Not for request paths: a write counted
 * meanwhile would be lost, which is why those move counters only in the
 * transaction of the write they count.
 */
export async function setCount(scope: string, name: string, count: number): Promise<void> {
  await counterData().counters.build(PutItemCommand).item({ scope, name, count }).send();
}
