import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { healthRoutes, healthSchema } from '@club/shared';
import { getDocumentClient } from '../../../platform/db/client.js';
import { apiEvent, invoke } from '../../../test/api-event.js';
import { countDynamoCommands } from '../../../test/command-counter.js';
import { handler } from './get-health.js';

describe('GET /api/health', () => {
  it('answers 200 ok with the check time after one table read, without a session and without data', async () => {
    const counter = countDynamoCommands();
    let answer: Awaited<ReturnType<typeof invoke>>;
    try {
      answer = await invoke(handler, apiEvent(healthRoutes.getHealth));
    } finally {
      counter.stop();
    }
    expect(answer.statusCode).toBe(200);
    expect(healthSchema.parse(answer.json)).toEqual({ status: 'ok', checkedAt: expect.any(String) });
    expect(Date.now() - Date.parse((answer.json as { checkedAt: string }).checkedAt)).toBeLessThan(60_000);
    expect(Object.keys(answer.json as object).sort()).toEqual(['checkedAt', 'status']);
    expect(counter.counts()).toEqual({ GetItemCommand: 1 });
  });

  it('answers 503 unavailable when the table read fails', async () => {
    const dynamo = mockClient(getDocumentClient());
    try {
      dynamo.on(GetCommand).rejects(Object.assign(new Error('Throughput exceeds the current capacity'), { name: 'ProvisionedThroughputExceededException' }));
      const answer = await invoke(handler, apiEvent(healthRoutes.getHealth));
      expect(answer.statusCode).toBe(503);
      expect(answer.json).toEqual({ status: 'unavailable' });
      expect(dynamo.commandCalls(GetCommand)).toHaveLength(1);
    } finally {
      dynamo.restore();
    }
  });
});
