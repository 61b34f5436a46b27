import fs from 'node:fs';
import path from 'node:path';
import { localDir } from './lib/paths.js';

/** `npm run reset`: wipes the local data, the table and the data-room files (the downloaded emulator stays). Demo data is seeded again on start. */
const dataDirs = [path.join(localDir, 'dynamodb-data'), path.join(localDir, 's3')].filter((dir) => fs.existsSync(dir));
for (const dir of dataDirs) {
  fs.rmSync(dir, { recursive: true, force: true });
  console.log(`Removed ${path.relative(process.cwd(), dir) || dir}.`);
}
console.log(dataDirs.length ? 'The next npm start begins with demo data only.' : 'No local data to remove.');
