import path from 'node:path';
import { portInUse } from '@club/functions/dev/free-port';
import { localDir, repoRoot } from './lib/paths.js';
import { runService } from './lib/run-service.js';

/**
 * `npm run dev`: the same API, sign-in provider and DynamoDB Local on PORT
 * (3000), plus Vite with hot reload on 5173 proxying /api and /local-idp to
 * it (web/vite.config.ts reads API_PORT).
 *
 * Signing in during dev: SITE_URL stays http://localhost:PORT, because that
 * is the callback the sign-in provider has registered and where the session
 * cookie is set. After signing in you land on :PORT (the last build); open
 * :5173 again, you are signed in there too (cookies are per host, not per
 * port).
 */
runService(async () => {
  const port = Number(process.env.PORT ?? 3000);
  if (await portInUse(port)) throw new Error(`Port ${port} is in use: stop the other process or run PORT=${port + 1} npm run dev`);
  if (await portInUse(5173)) throw new Error('Port 5173 (Vite) is in use: stop the other dev server first.');
  const { assertJava } = await import('@club/functions/dev/dynamodb-local');
  assertJava();

  const { startLocalStack } = await import('./runtime/local-stack.js');
  const stack = await startLocalStack({
    port,
    dataDir: path.join(localDir, 'dynamodb-data'),
    s3DataDir: path.join(localDir, 's3'),
    tableName: process.env.TABLE_NAME || undefined,
  });
  try {
    process.env.API_PORT = String(port);
    const { createServer } = await import('vite');
    const vite = await createServer({ root: path.join(repoRoot, 'web'), configFile: path.join(repoRoot, 'web/vite.config.ts') });
    await vite.listen();
    console.log(`API on ${stack.url}; web app with hot reload on http://localhost:${vite.config.server.port}`);
    console.log(`Mail the club sends (local SES emulator): ${stack.ses.endpoint}`);
    console.log(`Push notifications (local Web Push service, web-push-testing): ${stack.push.endpoint}`);
    return {
      stop: async () => {
        await vite.close();
        await stack.stop();
      },
    };
  } catch (error) {
    await stack.stop();
    throw error;
  }
});
