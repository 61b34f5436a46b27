import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal } from '../dev/dynamodb-local.js';
import { startS3Local } from '../dev/s3-local.js';
import { startSesLocal } from '../dev/ses-local.js';
import { startPushLocal } from '../dev/push-local.js';
import { generateVapidKeys } from '../dev/vapid-keys.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** DynamoDB Local's URL for this run; each test file makes its own table there (setup-table.ts). */
    dynamodbEndpoint: string;
    /** The local S3 server's URL for this run, with the deal-room bucket (objects in a temporary folder). */
    s3Endpoint: string;
    /** The local SES v2 emulator's URL for this run (mail kept in memory; `GET /store` lists it). */
    sesEndpoint: string;
    /** The local Web Push service's URL for this run (web-push-testing: fake devices, the pushes they received). */
    pushEndpoint: string;
    /** A VAPID key pair for this run (base64url). */
    vapidPublicKey: string;
    vapidPrivateKey: string;
  }
}

interface Emulators {
  dynamodbEndpoint: string;
  s3Endpoint: string;
  sesEndpoint: string;
  pushEndpoint: string;
  vapid: { publicKey: string; privateKey: string };
  stop: () => Promise<void>;
}

/**
 * The emulators started for each project root, with the number of projects using them: the functions projects
 * (vitest.config.ts and vitest.shared.config.ts, one root) share one set instead of starting a second Java.
 * On globalThis, as each project loads this module on its own.
 */
const RUNNING = Symbol.for('club.test.emulators');
type Running = Map<string, { emulators: Promise<Emulators>; users: number }>;
const running = ((globalThis as { [RUNNING]?: Running })[RUNNING] ??= new Map());

async function startEmulators(): Promise<Emulators> {
  const [dynamo, s3, ses, push] = await Promise.all([startDynamoDbLocal(), startS3Local(), startSesLocal(), startPushLocal()]);
  return {
    dynamodbEndpoint: dynamo.endpoint,
    s3Endpoint: s3.endpoint,
    sesEndpoint: ses.endpoint,
    pushEndpoint: push.endpoint,
    vapid: generateVapidKeys(),
    stop: async () => {
      await Promise.all([dynamo.stop(), s3.stop(), ses.stop(), push.stop()]);
    },
  };
}

/** Vitest global setup: one in-memory DynamoDB Local and one local S3 server and one local SES emulator and one local Web Push service per test run and project root, on free ports (functions' and scripts' tests). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = project.config.root;
  const entry = running.get(root) ?? { emulators: startEmulators(), users: 0 };
  running.set(root, entry);
  entry.users++;
  const emulators = await entry.emulators;
  project.provide('dynamodbEndpoint', emulators.dynamodbEndpoint);
  project.provide('s3Endpoint', emulators.s3Endpoint);
  project.provide('sesEndpoint', emulators.sesEndpoint);
  project.provide('pushEndpoint', emulators.pushEndpoint);
  project.provide('vapidPublicKey', emulators.vapid.publicKey);
  project.provide('vapidPrivateKey', emulators.vapid.privateKey);
  return async () => {
    if (--entry.users > 0) return;
    running.delete(root);
    await emulators.stop();
  };
}
