import { NEXT_CURSOR_HEADER } from '@club/shared';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { aDirectoryMember } from '../../../test/fixtures';
import { stubFetch } from '../../../test/render-with-api';
import { listAllMembers } from './list-all-members';

describe('listAllMembers', () => {
  it('reads every page of the filtered members, 50 at a time, following the next cursor', async () => {
    const first = routeUrl('listMembers', { query: { chapter: 'USA', limit: 50 } });
    const fetchMock = stubFetch((url) => {
      if (url === first) return { body: [aDirectoryMember({ id: 'm1' })], headers: { [NEXT_CURSOR_HEADER]: 'c2' } };
      if (url === routeUrl('listMembers', { query: { chapter: 'USA', limit: 50, cursor: 'c2' } })) return { body: [aDirectoryMember({ id: 'm2' })] };
      return undefined;
    });

    const members = await listAllMembers({ chapter: 'USA' });

    expect(members.map((m) => m.id)).toEqual(['m1', 'm2']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
