import path from 'node:path';
import { createServer } from 'vite';
import { portInUse } from './lib/free-port.js';
import { localDir, repoRoot } from './lib/paths.js';
import { runService } from './lib/run-service.js';
import { startLocalStack } from './runtime/local-stack.js';

/**
 * `npm run dev`: the same API, sign-in provider and DynamoDB Local on PORT
 * (3000), plus Vite with hot reload on 5173 proxying /api and /local-idp to
 * it. Sign-in still returns to SITE_URL (:3000), the registered callback;
 * open :5173 again after signing in (cookies are per host, not per port).
 */
runService(async () => {
  const port = Number(process.env.PORT ?? 3000);
  if (await portInUse(port)) throw new Error(`Port ${port} is in use: stop the other process or run PORT=${port + 1} npm run dev`);
  const stack = await startLocalStack({ port, dataDir: path.join(localDir, 'dynamodb-data') });
  process.env.API_PORT = String(port);
  const vite = await createServer({ root: path.join(repoRoot, 'web'), configFile: path.join(repoRoot, 'web/vite.config.ts') });
  await vite.listen();
  console.log(`API on ${stack.url}; web app with hot reload on http://localhost:${vite.config.server.port}`);
  return {
    stop: async () => {
      await vite.close();
      await stack.stop();
    },
  };
});
