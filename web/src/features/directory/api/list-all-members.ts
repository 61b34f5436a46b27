import type { DirectoryMember } from '@club/shared';
import { callPage, type PageOf } from '../../../lib/api-client';
import type { MemberFilter } from '../../members';

const EXPORT_PAGE_SIZE = 50;

/** Every member of the filter, GET /api/members page by page (the export is of the filtered list, not the loaded part). */
export async function listAllMembers(filter: MemberFilter): Promise<DirectoryMember[]> {
  const members: DirectoryMember[] = [];
  let cursor: string | null = null;
  do {
    const page: PageOf<DirectoryMember> = await callPage('listMembers', { query: { ...filter, limit: EXPORT_PAGE_SIZE } }, cursor);
    members.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return members;
}
