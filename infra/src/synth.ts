import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.js';

/**
 * `npm run synth -- -c stage=<name>`: synthesizes offline (esbuild bundling,
 * no Docker, no account) and prints each stack with its resource count.
 */
const outdir = path.join(repoRoot, 'cdk.out');
const args = process.argv.slice(2);
const cdk = spawnSync('npx', ['cdk', 'synth', '--quiet', ...args], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env, CDK_DISABLE_CLI_TELEMETRY: 'true' },
});
if (cdk.status !== 0) process.exit(cdk.status ?? 1);

const stageArg = args.join(' ').match(/stage=([\w-]+)/)?.[1] ?? 'dev';
const manifest = JSON.parse(fs.readFileSync(path.join(outdir, 'manifest.json'), 'utf8')) as {
  artifacts: Record<string, { type: string; properties?: { templateFile?: string } }>;
};
console.log(`\nStacks for stage ${stageArg} (limit 500 resources each):`);
for (const [name, artifact] of Object.entries(manifest.artifacts)) {
  if (artifact.type !== 'aws:cloudformation:stack' || !name.startsWith(`club-${stageArg}-`)) continue;
  const template = JSON.parse(fs.readFileSync(path.join(outdir, artifact.properties!.templateFile!), 'utf8')) as {
    Resources: Record<string, { Type: string }>;
  };
  const resources = Object.values(template.Resources);
  const routes = resources.filter((r) => r.Type === 'AWS::ApiGatewayV2::Route').length;
  console.log(`  ${name.padEnd(24)} ${String(resources.length).padStart(4)} resources${routes ? `  (${routes} routes)` : ''}`);
}
