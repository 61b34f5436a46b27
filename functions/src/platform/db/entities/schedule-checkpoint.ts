import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { clubTable } from '../club-table.js';
import { TIMESTAMPS, key } from '../keys.js';

const schema = item({
  schedule: string().key(),
  /** The next page's cursor (db/pages.ts `queryPage`). */
  cursor: string().optional(),
  runStartedAt: string(),
  processed: number().default(0),
});

/**
 * Where a scheduled run stopped: the cursor of the next page of its input.
 * A run that nears its time limit saves it; the next run resumes from it.
 */
export const scheduleCheckpointEntity = () =>
  new Entity({
    name: 'scheduleCheckpoint',
    table: clubTable,
    schema,
    computeKey: ({ schedule }) => ({ pk: key('SCHEDULE', schedule), sk: 'CHECKPOINT' }),
    timestamps: TIMESTAMPS,
  });
