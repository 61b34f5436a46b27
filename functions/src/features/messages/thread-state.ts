import type { Member } from '@club/shared';
import { getTogether } from '../../platform/db/get-together.js';
import { NotFoundError } from '../../platform/lib/errors.js';
import { memberLookup, type MemberItem } from '../members/index.js';
import { messagesData } from './data.js';
import { otherMemberOf } from './entities/message-keys.js';
import type { MessageSettingsItem } from './entities/message-settings.js';
import type { ThreadParticipantItem } from './entities/thread-participant.js';
import { THREAD_NOT_FOUND, type StoredThread } from './thread-view.js';

/** A thread as one of its members sees it: the thread, both sides, the other member, both members' settings. */
export interface ThreadState {
  threadId: string;
  otherId: string;
  thread: StoredThread;
  mine: ThreadParticipantItem;
  theirs: ThreadParticipantItem | undefined;
  other: MemberItem | undefined;
  mySettings: MessageSettingsItem | undefined;
  theirSettings: MessageSettingsItem | undefined;
}

/** The other member of a thread of the caller's; a 404 for anyone else, before any read (the id names its two members). */
export function otherOrNotFound(threadId: string, caller: Pick<Member, 'id'>): string {
  const otherId = otherMemberOf(threadId, caller.id);
  if (!otherId) throw new NotFoundError(THREAD_NOT_FOUND);
  return otherId;
}

/**
 * A thread of the caller's, in one BatchGet: 404 when it does not exist or
 * the caller is not one of its two members (a non-party learns nothing).
 */
export async function readThreadState(threadId: string, caller: Pick<Member, 'id'>, options: { consistent?: boolean } = {}): Promise<ThreadState> {
  const otherId = otherOrNotFound(threadId, caller);
  const { threads, participants, settings } = messagesData();
  const [thread, mine, theirs, other, mySettings, theirSettings] = await getTogether(
    [
      { entity: threads, key: { id: threadId } },
      { entity: participants, key: { threadId, memberId: caller.id } },
      { entity: participants, key: { threadId, memberId: otherId } },
      memberLookup(otherId),
      { entity: settings, key: { memberId: caller.id } },
      { entity: settings, key: { memberId: otherId } },
    ] as const,
    options,
  );
  if (!thread || !mine) throw new NotFoundError(THREAD_NOT_FOUND);
  return { threadId, otherId, thread, mine, theirs, other, mySettings, theirSettings };
}
