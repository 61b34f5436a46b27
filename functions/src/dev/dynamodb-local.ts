import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { createDynamoClient } from '../platform/db/client.js';
import { freePort } from './free-port.js';

/**
 * Development tooling of the data layer, never imported by a handler: the
 * functions' tests and the local runtime (scripts/) start DynamoDB Local here.
 *
 * AWS's DynamoDB Local, taken from the npm registry: the jar ships inside the
 * amplify-dynamodb-simulator package. Only its emulator/ folder is unpacked,
 * so none of that package's dependencies enter the tree.
 */
const SIMULATOR = 'amplify-dynamodb-simulator@2.9.30';
/** The repository's git-ignored `.local/` folder, shared with the local runtime's data. */
const localDir = path.resolve(import.meta.dirname, '../../..', '.local');
const emulatorDir = path.join(localDir, 'dynamodb-local', SIMULATOR.split('@')[1]!);

/** Makes sure the emulator jar is unpacked under .local/; returns its folder. */
export function ensureEmulator(): string {
  const jar = path.join(emulatorDir, 'DynamoDBLocal.jar');
  if (fs.existsSync(jar)) return emulatorDir;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ddb-local-'));
  try {
    const packed = execFileSync('npm', ['pack', SIMULATOR, '--silent', '--pack-destination', tmp], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    })
      .trim()
      .split('\n')
      .pop()!;
    execFileSync('tar', ['-xzf', path.join(tmp, packed), '-C', tmp, 'package/emulator']);
    fs.mkdirSync(path.dirname(emulatorDir), { recursive: true });
    fs.rmSync(emulatorDir, { recursive: true, force: true });
    fs.renameSync(path.join(tmp, 'package', 'emulator'), emulatorDir);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return emulatorDir;
}

/** Throws a one-line error when no Java 17+ is on the PATH. */
export function assertJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new Error('Java 17 or newer is required for DynamoDB Local: install a JDK/JRE (e.g. `apt-get install -y openjdk-17-jre-headless`) and retry.');
  }
  const major = /version "(\d+)/.exec(result.stderr)?.[1];
  if (major && Number(major) < 17) {
    throw new Error(`Java 17 or newer is required for DynamoDB Local (found Java ${major}).`);
  }
}

export interface DynamoDbLocal {
  endpoint: string;
  port: number;
  /** The Java process (the bench reads its CPU time). */
  pid: number | undefined;
  stop(): Promise<void>;
}

/**
 * Java's quick compiler only, and its one-thread collector: a test run or a local stack makes a few thousand small
 * requests, so the optimising compiler's work (compiling on both cores at once) never pays back. A route-table fuzz
 * file spent about a third less CPU with these (40–47 → 30–32 s) and finished sooner.
 */
const QUICK_JVM = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/**
 * Starts DynamoDB Local. With `dataDir` the data survives restarts
 * (-sharedDb); without it the database lives in memory (tests).
 * `fullJit`: Java's optimising compiler too, for the bench, whose ratios count DynamoDB Local's time on both sides
 * and should meet it as fast as it gets.
 */
export async function startDynamoDbLocal(options: { port?: number; dataDir?: string; fullJit?: boolean } = {}): Promise<DynamoDbLocal> {
  assertJava();
  const dir = ensureEmulator();
  const port = options.port ?? (await freePort());
  const storage = options.dataDir ? ['-dbPath', options.dataDir, '-sharedDb'] : ['-inMemory'];
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  // It writes dynamodb-local-metadata.json into its cwd: give it one we ignore.
  const cwd = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ddb-cwd-'));
  const child: ChildProcess = spawn(
    'java',
    [
      ...(options.fullJit ? [] : QUICK_JVM),
      `-Djava.library.path=${path.join(dir, 'DynamoDBLocal_lib')}`,
      // Java's temporary files go where this process's do (a test run's folder is removed when it ends).
      `-Djava.io.tmpdir=${os.tmpdir()}`,
      // No perf-data file: the JVM writes it under /tmp/hsperfdata_<user> whatever java.io.tmpdir says.
      '-XX:-UsePerfData',
      '-jar',
      path.join(dir, 'DynamoDBLocal.jar'),
      '-port',
      String(port),
      '-disableTelemetry',
      ...storage,
    ],
    { cwd, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // Never leave a Java process behind, even when this process dies abruptly.
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);
  child.once('exit', () => {
    process.off('exit', killChild);
    if (!options.dataDir) fs.rmSync(cwd, { recursive: true, force: true });
  });
  const endpoint = `http://127.0.0.1:${port}`;
  await waitUntilReady(endpoint, child, () => stderr);
  return {
    endpoint,
    port,
    pid: child.pid,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function waitUntilReady(endpoint: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const client = createDynamoClient(endpoint);
  const deadline = Date.now() + 60_000;
  try {
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`DynamoDB Local exited (${child.exitCode}): ${stderr().trim()}`);
      try {
        await client.send(new ListTablesCommand({}));
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    child.kill('SIGKILL');
    throw new Error('DynamoDB Local did not become ready within 60 s');
  } finally {
    client.destroy();
  }
}
