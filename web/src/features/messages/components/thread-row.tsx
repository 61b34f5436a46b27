import { DELETED_MESSAGE_TEXT, timeAgo, type MessageThread } from '@club/shared';
import { Button } from '@aws-amplify/ui-react';
import { Link } from 'react-router-dom';
import { PersonChip } from '../../../components/people';
import { messageThreadUrl } from '../../../config/paths';
import { useBlockThread } from '../api/thread-switches';

/** The last message's line: "You: …" for the member's own, "Message deleted" for a deleted one. */
function previewText(thread: MessageThread, me: string | undefined): string {
  const last = thread.lastMessage;
  if (!last) return 'No messages yet';
  const text = last.deleted ? DELETED_MESSAGE_TEXT : last.preview;
  return last.senderId === me ? `You: ${text}` : text;
}

/**
 * One inbox line, the whole of it the link into the thread: the other member,
 * the last message, how long ago, the unread count and a muted mark.
 */
export function ThreadRow({ thread, me }: { thread: MessageThread; me: string | undefined }) {
  const unread = thread.unread > 0;
  return (
    <li className={unread ? 'thread-row thread-row--unread' : 'thread-row'}>
      <Link to={messageThreadUrl(thread.id)} className="thread-row__link">
        <PersonChip person={thread.other} size="compact" />
        <span className="thread-row__preview">{previewText(thread, me)}</span>
        <span className="thread-row__meta">
          {thread.lastMessage ? (
            <time dateTime={thread.lastMessage.sentAt} className="thread-row__time">
              {timeAgo(thread.lastMessage.sentAt)}
            </time>
          ) : null}
          {thread.muted ? <span className="thread-row__muted">Muted</span> : null}
          {unread ? (
            <span className="thread-row__unread">
              {thread.unread}
              <span className="visually-hidden"> unread</span>
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}

/** A blocked member's line: who, and Unblock (the thread comes back to the inbox). */
export function BlockedRow({ thread }: { thread: MessageThread }) {
  const block = useBlockThread(thread.id);
  return (
    <li className="thread-row thread-row--blocked">
      <PersonChip person={thread.other} size="compact" />
      <Button size="small" onClick={() => block.mutate(false)} isLoading={block.isPending} loadingText="Unblocking...">
        Unblock <span className="visually-hidden">{`${thread.other.firstName} ${thread.other.lastName}`}</span>
      </Button>
    </li>
  );
}
