import { getMany } from '../../platform/db/get-together.js';
import { mailData } from './data.js';

/** Which of these members switched the weekly digest off: one BatchGet of their preferences (none when `memberIds` is empty). */
export async function digestSwitchedOff(memberIds: string[]): Promise<Set<string>> {
  const found = memberIds.length
    ? await getMany(
        mailData().preferences,
        memberIds.map((memberId) => ({ memberId })),
      )
    : [];
  return new Set(found.filter((pref) => pref.digest === false).map((pref) => pref.memberId));
}
