import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { buildClub } from './app-builder.js';
import { repoRoot } from './paths.js';

// The CDK app (cdk.json): `npx cdk synth -c stage=<name>`. Builds the web app first when it has never been built.
if (!fs.existsSync(path.join(repoRoot, 'web', 'dist', 'index.html')) && !process.env.CLUB_SKIP_WEB_BUILD) {
  const vite = path.join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  const built = spawnSync(process.execPath, [vite, 'build', 'web', '--logLevel', 'warn'], { cwd: repoRoot, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('The web build failed; the site cannot be deployed without it.');
}

const app = new App();
buildClub(app);
app.synth();
