import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Entity } from 'dynamodb-toolbox/entity';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { describe, expect, it } from 'vitest';
import {
  CM_REQUEST_STATUSES,
  CONCIERGE_CATEGORIES,
  CULTURAL_LANGUAGES,
  CULTURAL_REQUEST_TYPES,
  CULTURAL_URGENCIES,
  TRADE_REQUEST_STATUSES,
  TRADE_REQUEST_TYPES,
} from '@club/shared';
import { config } from '../platform/config.js';
import { getDocumentClient } from '../platform/db/client.js';
import { cmRequestEntity } from '../features/cm-office/entities/cm-request.js';
import { conciergeTicketEntity } from '../features/concierge/entities/concierge-ticket.js';
import { culturalRequestEntity } from '../features/culture/entities/cultural-request.js';
import { darshanPlanEntity } from '../features/darshan/entities/darshan-plan.js';
import { tradeRequestEntity } from '../features/trade-assistance/entities/trade-request.js';
import { requeueStaffQueues } from './0001-requeue-staff-queues.js';
import { runMigrations } from './runner.js';

/** One item of each staff-queue entity (needs their toolbox conversions). */
const samples: [Entity, Record<string, unknown>][] = [
  [conciergeTicketEntity(), { id: 'mig-ticket', userId: 'u1', category: CONCIERGE_CATEGORIES[0], title: 'T', details: 'D' }],
  [darshanPlanEntity(), { id: 'mig-plan', userId: 'u1', dateRange: 'December', pax: 2 }],
  [cmRequestEntity(), { id: 'mig-cm', userId: 'u1', status: CM_REQUEST_STATUSES[0] }],
  [
    culturalRequestEntity(),
    {
      id: 'mig-cultural',
      userId: 'u1',
      type: CULTURAL_REQUEST_TYPES[0],
      request: 'R',
      language: CULTURAL_LANGUAGES[0],
      urgency: CULTURAL_URGENCIES[0],
      isResolved: false,
    },
  ],
  [
    tradeRequestEntity(),
    {
      id: 'mig-trade',
      memberId: 'u1',
      memberName: 'M',
      type: TRADE_REQUEST_TYPES[0],
      status: TRADE_REQUEST_STATUSES[0],
      requestDetails: {},
      documentsRequired: [],
      statusHistory: [],
    },
  ],
];

const indexKeys = ['gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'gsi3pk', 'gsi3sk'];

describe('0001-requeue-staff-queues', () => {
  it('recomputes the queue index keys of items stored without them, once', async () => {
    const client = getDocumentClient();
    const expected = new Map<string, Record<string, unknown>>();
    for (const [entity, sample] of samples) {
      const put = entity.build(PutItemCommand).item(sample as never);
      await put.send();
      const { pk, sk } = put.params().Item as Record<string, unknown>;
      const key = { pk, sk };
      const { Item } = await client.send(new GetCommand({ TableName: config.tableName, Key: key, ConsistentRead: true }));
      expected.set(JSON.stringify(key), Item!);
      // As written before its index keys existed (or under an older definition of them).
      const present = indexKeys.filter((name) => name in Item!);
      await client.send(new UpdateCommand({ TableName: config.tableName, Key: key, UpdateExpression: `REMOVE ${present.join(', ')}` }));
    }

    const first = await runMigrations({ migrations: [requeueStaffQueues], pageSize: 10 });
    expect(first).toMatchObject({ done: true, applied: ['0001-requeue-staff-queues'], itemsTouched: { '0001-requeue-staff-queues': samples.length } });
    for (const [key, item] of expected) {
      const { Item } = await client.send(new GetCommand({ TableName: config.tableName, Key: JSON.parse(key), ConsistentRead: true }));
      expect(Item, key).toEqual(item);
    }
    const second = await runMigrations({ migrations: [requeueStaffQueues] });
    expect(second).toMatchObject({ done: true, applied: [], skipped: ['0001-requeue-staff-queues'] });
  });
});
