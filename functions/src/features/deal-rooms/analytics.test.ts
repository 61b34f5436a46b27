import { describe, expect, it } from 'vitest';
import { clientLabel } from '../account/index.js';
import { addressNetwork } from './analytics.js';

describe('who read a room file, as the access log names them', () => {
  it('names the browser and system, not the user agent', () => {
    expect(clientLabel('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toBe(
      'Chrome on macOS',
    );
    expect(
      clientLabel('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'),
    ).toBe('Safari on iOS');
    expect(clientLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox on Windows');
    expect(clientLabel(undefined)).toBeUndefined();
    expect(clientLabel('  ')).toBeUndefined();
  });

  it('gives staff the network an address belongs to, never the address', () => {
    expect(addressNetwork('203.0.113.9')).toBe('203.0.113.0/24');
    expect(addressNetwork('::ffff:198.51.100.77')).toBe('198.51.100.0/24');
    expect(addressNetwork('2001:db8:12:34::9')).toBe('2001:db8:12::/48');
    expect(addressNetwork('::1')).toBe('local');
    expect(addressNetwork('127.0.0.1')).toBe('local');
    expect(addressNetwork(undefined)).toBeUndefined();
  });
});
