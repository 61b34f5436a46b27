import path from 'node:path';
import { portInUse } from './lib/free-port.js';
import { localDir } from './lib/paths.js';
import { runService } from './lib/run-service.js';
import { startLocalStack } from './runtime/local-stack.js';
import { ensureWebBuild } from './runtime/web-build.js';

/**
 * `npm start`: DynamoDB Local with data under .local/, the table, demo data,
 * a fresh web build if needed, and the whole site on one port (PORT, 3000).
 */
runService(async () => {
  const port = Number(process.env.PORT ?? 3000);
  if (await portInUse(port)) {
    throw new Error(`Port ${port} is in use: stop the other process or run PORT=${port + 1} npm start`);
  }
  ensureWebBuild();
  const stack = await startLocalStack({ port, dataDir: path.join(localDir, 'dynamodb-data') });
  console.log(`Telugu Executive Club running at ${stack.url} (sign in via the local LinkedIn stand-in)`);
  return stack;
});
