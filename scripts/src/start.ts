import fs from 'node:fs';
import path from 'node:path';
import { portInUse } from '@club/functions/dev/free-port';
import { localDir, repoRoot } from './lib/paths.js';
import { runService } from './lib/run-service.js';

/**
 * `npm start`: DynamoDB Local and the local S3 server with data under .local/, the local SES emulator (its mailbox page printed), the table, demo data,
 * a fresh web build if needed, and the whole site on one port (PORT, 3000).
 *
 * The port and Java are checked before the runtime is imported, so either
 * problem prints one line and nothing else (the sign-in provider and the AWS
 * SDK print version warnings when they load).
 */
runService(async () => {
  const port = Number(process.env.PORT ?? 3000);
  if (await portInUse(port)) {
    throw new Error(`Port ${port} is in use: stop the other process or run PORT=${port + 1} npm start`);
  }
  const { assertJava } = await import('@club/functions/dev/dynamodb-local');
  assertJava();

  if (fs.existsSync(path.join(repoRoot, 'web', 'index.html'))) {
    const { ensureWebBuild } = await import('./runtime/web-build.js');
    ensureWebBuild();
  } else {
    console.warn('No web/index.html yet: skipping the web build (the API and sign-in still run).');
  }

  const { startLocalStack } = await import('./runtime/local-stack.js');
  const stack = await startLocalStack({
    port,
    dataDir: path.join(localDir, 'dynamodb-data'),
    s3DataDir: path.join(localDir, 's3'),
    tableName: process.env.TABLE_NAME || undefined,
  });
  console.log(`Telugu Executive Club running at ${stack.url} (sign in via the local LinkedIn stand-in)`);
  console.log(`Mail the club sends (local SES emulator): ${stack.ses.endpoint}`);
  console.log(`Push notifications (local Web Push service, web-push-testing): ${stack.push.endpoint}`);
  return stack;
});
