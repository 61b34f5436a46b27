import fs from 'node:fs';
import path from 'node:path';
import { localDir } from './paths.js';

/**
 * What a running `npm start` (or `npm run dev`) serves, for the one-off tools
 * that join it (`npm run job`, `role`, `migrate`): its table, DynamoDB Local,
 * the local S3 server and the local SES emulator, each on a port of its own.
 */
export interface RunningStack {
  dynamodb: string;
  tableName?: string;
  s3?: string;
  ses?: string;
}

/** Where `npm start` writes it (git-ignored); removed when it stops. */
export const RUNNING_STACK_FILE = path.join(localDir, 'running-stack.json');

/** Records the running stack's endpoints in `file`. */
export function writeRunningStack(stack: RunningStack, file = RUNNING_STACK_FILE): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(stack, null, 2));
}

/** The endpoints a running stack recorded in `file`, or undefined when there is none (or it is unreadable). */
export function readRunningStack(file = RUNNING_STACK_FILE): RunningStack | undefined {
  try {
    const stack = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<RunningStack>;
    return typeof stack.dynamodb === 'string' ? (stack as RunningStack) : undefined;
  } catch {
    return undefined;
  }
}
