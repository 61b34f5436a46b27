import { beforeAll, describe, expect, it } from 'vitest';
import { useSeededDemoTable } from '../test/demo-table.js';
import { isWebLink } from '@club/shared';
import { scanTable } from '@club/functions/test/scan-table';

/** Attributes that hold a member-supplied link (the fields the one link schema guards). */
const LINK_ATTRIBUTE = /^(website|linkedinUrl|pitchDeckUrl|virtualLink|bannerImage)$/;

beforeAll(() => useSeededDemoTable('seed-links'));

/** Every string under a link attribute, anywhere in `value` (sponsors' websites are inside a list). */
function linksIn(value: unknown, key = '', out: string[] = []): string[] {
  if (typeof value === 'string' && LINK_ATTRIBUTE.test(key)) out.push(value);
  else if (Array.isArray(value)) for (const item of value) linksIn(item, key, out);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) linksIn(v, k, out);
  return out;
}

describe('seeded links', () => {
  it('every link the demo data stores passes the link schema members are held to', { timeout: 120_000 }, async () => {
    const links: string[] = [];
    for (const item of await scanTable()) linksIn(item, '', links);
    expect(links.length).toBeGreaterThan(30);
    expect(links.filter((link) => !isWebLink(link))).toEqual([]);
  });
});
