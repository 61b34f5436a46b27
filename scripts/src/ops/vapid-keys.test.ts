import { describe, expect, it } from 'vitest';
import { parseVapidKeysArgs } from './vapid-keys.js';

describe('npm run vapid-keys arguments', () => {
  it('takes a stage, and --rotate to replace a pair', () => {
    expect(parseVapidKeysArgs(['--stage', 'dev'])).toEqual({ stage: 'dev', rotate: false });
    expect(parseVapidKeysArgs(['--stage=prod', '--rotate'])).toEqual({ stage: 'prod', rotate: true });
  });

  it('refuses no stage, a malformed one, the local stage and unknown arguments', () => {
    expect(() => parseVapidKeysArgs([])).toThrow(/--stage/);
    expect(() => parseVapidKeysArgs(['--stage', '../prod'])).toThrow(/--stage/);
    expect(() => parseVapidKeysArgs(['--stage', 'local'])).toThrow(/\.local\/vapid\.json/);
    expect(() => parseVapidKeysArgs(['--stage', 'dev', '--force'])).toThrow(/Unknown argument --force/);
  });
});
