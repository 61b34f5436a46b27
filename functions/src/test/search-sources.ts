import type { DirectoryMember } from '@club/shared/api/members';
import type { Post, Reply } from '@club/shared/api/forums';
import type { TradeListing } from '@club/shared/api/marketplace';
import type { Job } from '@club/shared/api/jobs';
import type { IndexSources } from '../features/search/engine/types.js';

/** Search index sources for tests: each with plain defaults, any field given. */

export function memberSource(id: string, name: string, more: Partial<DirectoryMember> = {}): DirectoryMember {
  const [firstName = '', ...rest] = name.split(' ');
  return {
    id,
    firstName,
    lastName: rest.join(' '),
    company: null,
    badges: [],
    chapters: [],
    verified: false,
    confirmedBadges: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...more,
  };
}

const author = (id: string) => ({ id, firstName: 'Author', lastName: id, badges: [], chapters: [] });

export function postSource(id: string, title: string, body: string, more: Partial<Post> = {}): { post: Post } {
  return {
    post: {
      id,
      title,
      body,
      type: 'ask',
      tags: [],
      forumId: 'forum-trade',
      topicTag: 'trade',
      createdAt: '2026-01-01T00:00:00.000Z',
      interestCount: 0,
      replyCount: 0,
      author: author('m-author'),
      ...more,
    },
  };
}

export function replySource(id: string, postId: string, body: string, authorId = 'm-replier', createdAt = '2026-01-02T00:00:00.000Z'): { reply: Reply } {
  return { reply: { id, postId, body, createdAt, author: author(authorId) } };
}

export function listingSource(id: string, title: string, hsCode: string, more: Partial<TradeListing> = {}): TradeListing {
  return {
    id,
    kind: 'export',
    title,
    description: `${title}, graded and packed for export.`,
    hsCode,
    companyId: 'c-1',
    createdAt: '2026-01-01T00:00:00.000Z',
    company: { id: 'c-1', name: 'Godavari Exports', users: [] },
    ...more,
  };
}

export function jobSource(id: string, title: string, more: Partial<Job> = {}): Job {
  return {
    id,
    title,
    level: 'CXO',
    description: `${title} for a growing company.`,
    applyEmail: 'jobs@example.com',
    relocationAssistance: false,
    remoteOptions: 'onsite',
    companyId: 'c-1',
    createdAt: '2026-01-01T00:00:00.000Z',
    company: { id: 'c-1', name: 'Krishna Tech' },
    ...more,
  };
}

export function eventSource(id: string, title: string, startTime: string, more: Partial<IndexSources['events']> = {}): IndexSources['events'] {
  return {
    id,
    title,
    type: 'networking',
    startTime,
    endTime: new Date(Date.parse(startTime) + 2 * 3_600_000).toISOString(),
    timeZone: 'Asia/Kolkata',
    isVirtual: false,
    currentAttendees: 0,
    waitlistCount: 0,
    registrationOpen: true,
    createdBy: 'm-staff',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...more,
  } as IndexSources['events'];
}
