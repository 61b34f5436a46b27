import fs from 'node:fs';
import path from 'node:path';
import { localDir } from './lib/paths.js';

/** `npm run reset`: wipes the local data (the downloaded emulator stays). Demo data is seeded again on start. */
const dataDir = path.join(localDir, 'dynamodb-data');
if (fs.existsSync(dataDir)) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(`Removed ${path.relative(process.cwd(), dataDir) || dataDir}: the next npm start begins with demo data only.`);
} else {
  console.log('No local data to remove.');
}
