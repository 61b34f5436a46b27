import { NEXT_CURSOR_HEADER } from '@club/shared';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { aDirectoryMember } from '../../../test/fixtures';
import { stubFetch } from '../../../test/render-with-api';
import { listAllMembers } from './list-all-members';

const answer = (ids: string[]) => ({ total: 2, facets: {}, results: ids.map((id) => ({ member: aDirectoryMember({ id }), highlights: {} })) });

describe('listAllMembers', () => {
  it('reads every page of the searched members, 50 at a time, following the next cursor', async () => {
    const first = routeUrl('searchMembers', { query: { q: 'reddy', chapter: 'USA', limit: 50 } });
    const fetchMock = stubFetch((url) => {
      if (url === first) return { body: answer(['m1']), headers: { [NEXT_CURSOR_HEADER]: 'c2' } };
      if (url === routeUrl('searchMembers', { query: { q: 'reddy', chapter: 'USA', limit: 50, cursor: 'c2' } })) return { body: answer(['m2']) };
      return undefined;
    });

    const members = await listAllMembers({ q: 'reddy', chapter: 'USA' });

    expect(members.map((m) => m.id)).toEqual(['m1', 'm2']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
