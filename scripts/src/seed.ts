import { seedDemoData } from './seed/seed-demo-data.js';

/** `npx tsx scripts/src/seed.ts`: seeds the table named by TABLE_NAME at DYNAMODB_ENDPOINT. */
seedDemoData()
  .then(({ companies, members }) => console.log(`Seeded ${companies} companies and ${members} members.`))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
