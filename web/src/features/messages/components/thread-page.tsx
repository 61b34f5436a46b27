import { displayName, threadReasonText, type Message, type ThreadPage } from '@club/shared';
import { Button, Placeholder } from '@aws-amplify/ui-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { PersonChip } from '../../../components/people';
import { EmptyState, ListError } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { APP_NAME } from '../../../config/app';
import { paths } from '../../../config/paths';
import { hasStatus } from '../../../lib/api-client';
import { useTimeZone } from '../../../lib/time-zone';
import { useUser } from '../../auth';
import { useMessageThread } from '../api/get-message-thread';
import { useMarkThreadRead } from '../api/mark-thread-read';
import type { ThreadEntryState } from '../api/open-message-thread';
import { Composer } from './composer';
import { MessageItem } from './message-item';
import { ThreadActions } from './thread-actions';
import { useThreadMessages } from './use-thread-messages';
import '../messages.css';

/** How close to the page's end counts as reading the newest messages (a new one scrolls into view). */
const NEAR_BOTTOM_PX = 240;

/** The member's last message that is not deleted: the one "Seen" may sit under. */
const lastOwn = (messages: Message[], me: string | undefined): Message | undefined =>
  messages.findLast((message) => message.senderId === me && !message.deleted);

function Conversation({ page, nextCursor, me }: { page: ThreadPage; nextCursor: string | null; me: string | undefined }) {
  const { thread } = page;
  const zone = useTimeZone();
  const name = displayName(thread.other, 'Member');
  const { messages, hasEarlier, loadEarlier, loadingEarlier, earlierFailed } = useThreadMessages(thread.id, page.messages, nextCursor);
  const { mutate: markRead } = useMarkThreadRead(thread.id);
  const entry = useLocation().state as ThreadEntryState | null;
  // The newest page is newest first: its first message from the other is what the member has now read.
  const newestFromOther = page.messages.find((message) => message.senderId !== me)?.id ?? '';

  // Opening the thread reads it; so does each new message from the other arriving while it is open.
  useEffect(() => {
    markRead(undefined);
  }, [markRead, newestFromOther]);

  // The newest message is in view on opening, and each new one while the member is at the bottom (not while they read earlier ones).
  const listRef = useRef<HTMLOListElement>(null);
  const newestId = messages.at(-1)?.id;
  const opened = useRef(false);
  useEffect(() => {
    const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - NEAR_BOTTOM_PX;
    if (opened.current && !atBottom) return;
    opened.current = true;
    listRef.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [newestId]);

  const seenId = page.seenMessageId && lastOwn(messages, me)?.id === page.seenMessageId ? page.seenMessageId : undefined;

  return (
    <article className="thread" aria-labelledby="thread-title">
      <title>{`${name} · ${paths.messages.title} · ${APP_NAME}`}</title>
      <header className="thread__header">
        <Link to={paths.messages.path} className="thread__back">
          ← All conversations
        </Link>
        <h1 id="thread-title" className="visually-hidden">
          Conversation with {name}
        </h1>
        <PersonChip person={thread.other} size="full" />
        {thread.reasons.length ? (
          <ul className="thread__reasons" aria-label="Why you can talk">
            {thread.reasons.map((reason) => (
              <li key={`${reason.kind}-${reason.since}`}>{threadReasonText(reason, zone)}</li>
            ))}
          </ul>
        ) : null}
        {thread.muted ? <p className="thread__muted">Muted: no mail and no unread count for this conversation.</p> : null}
        <ThreadActions thread={thread} name={name} />
      </header>
      {hasEarlier ? (
        <div className="thread__earlier">
          <Button size="small" onClick={loadEarlier} isLoading={loadingEarlier} loadingText="Loading...">
            Load earlier messages
          </Button>
        </div>
      ) : null}
      {earlierFailed ? <p role="alert">Earlier messages could not be loaded.</p> : null}
      {messages.length ? (
        <ol ref={listRef} className="message-list" aria-label="Messages">
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} mine={message.senderId === me} author={name} seen={message.id === seenId} zone={zone} />
          ))}
        </ol>
      ) : (
        <EmptyState title="No messages yet">Say hello to {thread.other.firstName}.</EmptyState>
      )}
      {thread.canSend ? (
        <Composer threadId={thread.id} name={name} context={entry?.context} />
      ) : (
        <p className="thread__cannot-send" role="status">
          {thread.cannotSendReason ?? 'You can no longer send messages in this conversation.'}
        </p>
      )}
    </article>
  );
}

/** A conversation (/messages/:threadId), asked again every few seconds while the tab is visible. */
export function MessageThreadPage() {
  const { threadId = '' } = useParams();
  const me = useUser().data?.id;
  const query = useMessageThread(threadId);

  // A failed poll keeps the conversation on screen (the next poll tries again): only a first read that failed shows the error.
  // Whose each message is needs the member too (the shell has them already; a test may not yet).
  if (query.isPending || (query.data && !me)) {
    return (
      <div className="thread" role="status" aria-label="Loading conversation">
        <Placeholder size="large" />
        <Placeholder />
        <Placeholder />
      </div>
    );
  }
  if (!query.data) {
    if (hasStatus(query.error, 404)) {
      return (
        <>
          <PageHeader title={paths.messages.title} subtitle={paths.messages.subtitle} />
          <EmptyState title="This conversation was not found">
            <Link to={paths.messages.path}>Back to your conversations</Link>
          </EmptyState>
        </>
      );
    }
    return <ListError onRetry={() => void query.refetch()} />;
  }
  return <Conversation key={threadId} page={query.data.data} nextCursor={query.data.nextCursor} me={me} />;
}
