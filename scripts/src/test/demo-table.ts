import { randomUUID } from 'node:crypto';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { inject } from 'vitest';
import { createDynamoClient } from '@club/functions/platform/db/client';
import { ensureTable, tableExists } from '@club/functions/platform/db/table';
import { copyTableItems } from '../lib/copy-table.js';
import { seedDemoData } from '../seed/seed-demo-data.js';

/** The run's seeded demo club (DynamoDB Local is in memory, one per run), and the table whose existence says it is complete. */
const TEMPLATE = 'seed-demo-template';
const TEMPLATE_READY = `${TEMPLATE}-ready`;
/** How long a file waits for another file's seeding of the template. */
const TEMPLATE_WAIT_MS = 150_000;

/**
 * Points this file at a fresh table (`<prefix>-<uuid>`) holding the demo club as `seedDemoData` writes it on an empty
 * table. The club is seeded once a run, by whichever file asks first, into a template the others copy: the seed
 * tests each seeded it again, ~10 s a file. What a file checks about a second run it still seeds itself.
 */
export async function useSeededDemoTable(prefix: string): Promise<void> {
  process.env.DYNAMODB_ENDPOINT = inject('dynamodbEndpoint');
  const client = createDynamoClient();
  try {
    await seededTemplate(client);
    process.env.TABLE_NAME = `${prefix}-${randomUUID()}`;
    await ensureTable(client, process.env.TABLE_NAME);
    await copyTableItems(client, TEMPLATE, process.env.TABLE_NAME);
  } finally {
    client.destroy();
  }
}

/** Seeds the template if this file creates it first; otherwise waits until the file that did is done. */
async function seededTemplate(client: DynamoDBClient): Promise<void> {
  let created: boolean;
  try {
    created = await ensureTable(client, TEMPLATE);
  } catch (error) {
    // Two files at once: the other one's CreateTable went first, so the seeding is its.
    if ((error as { name?: string }).name !== 'ResourceInUseException') throw error;
    created = false;
  }
  if (created) {
    process.env.TABLE_NAME = TEMPLATE;
    await seedDemoData();
    await ensureTable(client, TEMPLATE_READY);
    return;
  }
  const deadline = Date.now() + TEMPLATE_WAIT_MS;
  while (!(await tableExists(client, TEMPLATE_READY))) {
    if (Date.now() > deadline) throw new Error(`the demo template was not seeded within ${TEMPLATE_WAIT_MS} ms: see the test file that seeds it`);
    await new Promise((done) => setTimeout(done, 250));
  }
}
