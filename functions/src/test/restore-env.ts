import { afterAll } from 'vitest';

// Files sharing a worker share its process.env: what a file sets (an issuer, a site URL) is undone when it ends.
const atStart = { ...process.env };

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in atStart)) delete process.env[name];
  Object.assign(process.env, atStart);
});
