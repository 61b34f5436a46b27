import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Points this process's temporary folder at a new folder, removed when the process exits: every `mkdtemp` under
 * `os.tmpdir()`, and every child that honours TMPDIR (Chromium's profiles and sockets, CDK's cdk.out, DynamoDB Local
 * through `java.io.tmpdir`), lands there. A test or bench run left about 0.5 GB behind each time before, until a
 * shared machine's disk filled and CI failed with ENOSPC.
 * Only the process that made the folder removes it: a child started inside the run inherits it and leaves it be.
 */
export function scratchTmpdir(prefix: string): string {
  const inherited = process.env.CLUB_SCRATCH_TMPDIR;
  if (inherited) return inherited;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  process.env.CLUB_SCRATCH_TMPDIR = dir;
  process.env.TMPDIR = dir;
  process.once('exit', () => {
    try {
      fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    } catch {
      // A child still writing as the run ends: what it left is small, and the next run starts elsewhere.
    }
  });
  return dir;
}
