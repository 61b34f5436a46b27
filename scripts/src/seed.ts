import { config } from '@club/functions/platform/config';
import { seedDemoData } from './seed/seed-demo-data.js';

/**
 * `npx tsx scripts/src/seed.ts`: seeds the table named by TABLE_NAME at
 * DYNAMODB_ENDPOINT (or in the AWS account and region of the environment
 * when no endpoint is set). `npm start` already seeds its own table; this is
 * for other tables, e.g. `DYNAMODB_ENDPOINT=http://localhost:8000 TABLE_NAME=club-x`.
 * Idempotent: running it again changes nothing.
 */
if (!process.env.TABLE_NAME && !process.env.DYNAMODB_ENDPOINT) {
  console.error('Set TABLE_NAME (and DYNAMODB_ENDPOINT for DynamoDB Local) to say which table to seed; npm start seeds its own.');
  process.exit(1);
}
const target = `${config.tableName} at ${config.dynamodbEndpoint ?? 'AWS'}`;
seedDemoData()
  .then(({ companies, members }) => console.log(`Seeded ${companies} companies and ${members} members into ${target}.`))
  .catch((error: unknown) => {
    console.error(`Seeding ${target} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
