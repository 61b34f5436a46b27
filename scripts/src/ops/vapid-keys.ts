import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isLocalStage, vapidParameterName } from '@club/shared';
import { generateVapidKeys } from '@club/functions/dev/vapid-keys';

/**
 * `npm run vapid-keys -- --stage <stage> [--rotate]`: makes a stage's VAPID
 * key pair with web-push and writes it, as JSON, to the stage's SSM
 * SecureString (`/club/<stage>/vapid-keys`, encrypted with the account's
 * aws/ssm key) through the AWS CLI and the caller's credentials. CDK cannot
 * make EC keys, so this runs once per stage before its first deploy with
 * `-c push=true`. A stage that has a pair keeps it unless `--rotate` is
 * given: a new pair invalidates every device's subscription (each browser
 * subscribes again with the new public key the next time the app opens).
 */
export const VAPID_KEYS_USAGE = 'Usage: npm run vapid-keys -- --stage <stage> [--rotate]';

export function parseVapidKeysArgs(args: readonly string[]): { stage: string; rotate: boolean } {
  let stage: string | undefined;
  let rotate = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--stage') stage = args[++i];
    else if (arg?.startsWith('--stage=')) stage = arg.slice('--stage='.length);
    else if (arg === '--rotate') rotate = true;
    else throw new Error(`Unknown argument ${arg}. ${VAPID_KEYS_USAGE}`);
  }
  if (!stage || !/^[a-z0-9-]+$/.test(stage)) throw new Error(`--stage must name a stage (lower-case letters, digits, dashes). ${VAPID_KEYS_USAGE}`);
  if (isLocalStage(stage)) throw new Error('The local stage makes its pair itself, into .local/vapid.json.');
  return { stage, rotate };
}

const aws = (args: string[]): string => execFileSync('aws', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

function parameterExists(name: string): boolean {
  try {
    return (
      aws(['ssm', 'describe-parameters', '--parameter-filters', `Key=Name,Values=${name}`, '--query', 'length(Parameters)', '--output', 'text']).trim() !== '0'
    );
  } catch (error) {
    throw new Error(`Cannot reach SSM with the AWS CLI (${(error as Error).message.split('\n')[0]}): sign in first (aws sso login, AWS_PROFILE).`);
  }
}

function main(): void {
  const { stage, rotate } = parseVapidKeysArgs(process.argv.slice(2));
  const name = vapidParameterName(stage);
  if (parameterExists(name) && !rotate) {
    console.log(`${name} already holds a key pair; --rotate replaces it (every device then subscribes again).`);
    return;
  }
  const keys = generateVapidKeys();
  // The value goes through a file only its owner reads, removed at once: never on a command line other users can list.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vapid-'));
  const file = path.join(dir, 'input.json');
  try {
    fs.writeFileSync(
      file,
      JSON.stringify({
        Name: name,
        Type: 'SecureString',
        Overwrite: true,
        Value: JSON.stringify(keys),
        Description: `Club ${stage}: VAPID key pair (Web Push)`,
      }),
      {
        mode: 0o600,
      },
    );
    aws(['ssm', 'put-parameter', '--cli-input-json', `file://${file}`]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(`${rotate ? 'Rotated' : 'Wrote'} ${name}. Public key: ${keys.publicKey}`);
  console.log(
    rotate
      ? 'Functions read the new pair within 5 minutes; devices subscribe again when they next open the app.'
      : `Deploy with -c push=true to turn push on for ${stage}.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  try {
    main();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
