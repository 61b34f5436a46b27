import { SEARCH_LIMITS, type DirectoryMember } from '@club/shared';
import { callAnswerPage, type AnswerPage, type CallResult } from '../../../lib/api-client';
import type { MembersSearch } from '../../search';

/** Every member the directory's search and filters find, GET /api/search/members page by page (the export is of the search, not the loaded part). */
export async function listAllMembers(search: MembersSearch): Promise<DirectoryMember[]> {
  const members: DirectoryMember[] = [];
  let cursor: string | null = null;
  do {
    const page: AnswerPage<CallResult<'searchMembers'>> = await callAnswerPage('searchMembers', { query: { ...search, limit: SEARCH_LIMITS.pageMax } }, cursor);
    members.push(...page.answer.results.map((result) => result.member));
    cursor = page.nextCursor;
  } while (cursor);
  return members;
}
