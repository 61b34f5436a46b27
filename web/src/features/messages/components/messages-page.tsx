import { Text } from '@aws-amplify/ui-react';
import { Link } from 'react-router-dom';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useSearchParamState } from '../../../lib/use-search-param-state';
import { useUser } from '../../auth';
import { useMessageThreads, type ThreadView } from '../api/list-message-threads';
import { ReadReceiptsSetting } from './read-receipts-setting';
import { BlockedRow, ThreadRow } from './thread-row';
import '../messages.css';

const LOADING = 4;

function Inbox() {
  const list = useMessageThreads('inbox');
  const me = useUser().data?.id;
  return (
    <PagedListView
      list={list}
      items={list.items}
      skeletons={LOADING}
      label="Loading conversations"
      empty={
        <EmptyState title="No conversations yet">
          <Text>
            Start one with the Message button on a connection in <Link to={paths.networkGraph.path}>My Network</Link>, an accepted introduction, a match or a
            deal room.
          </Text>
        </EmptyState>
      }
      render={(threads) => (
        <ul className="thread-list" aria-label="Conversations">
          {threads.map((thread) => (
            <ThreadRow key={thread.id} thread={thread} me={me} />
          ))}
        </ul>
      )}
    />
  );
}

function Blocked() {
  const list = useMessageThreads('blocked');
  return (
    <PagedListView
      list={list}
      items={list.items}
      skeletons={2}
      label="Loading blocked members"
      empty={<EmptyState title="You have blocked nobody">Members you block from a conversation appear here, to unblock.</EmptyState>}
      render={(threads) => (
        <ul className="thread-list" aria-label="Blocked members">
          {threads.map((thread) => (
            <BlockedRow key={thread.id} thread={thread} />
          ))}
        </ul>
      )}
    />
  );
}

/** Messages (/messages): the member's conversations newest first; `view=blocked` lists the members they blocked. */
export function MessagesPage() {
  const [params] = useSearchParamState();
  const view: ThreadView = params.get('view') === 'blocked' ? 'blocked' : 'inbox';
  return (
    <div className="messages-page">
      <PageHeader title={paths.messages.title} subtitle={paths.messages.subtitle} />
      <div className="messages-views">
        {view === 'blocked' ? (
          <>
            <h2 className="messages-views__title">Blocked members</h2>
            <Link to={paths.messages.path}>Back to conversations</Link>
          </>
        ) : (
          <>
            <h2 className="messages-views__title">Conversations</h2>
            <Link to={`${paths.messages.path}?view=blocked`}>Blocked members</Link>
          </>
        )}
      </div>
      {view === 'blocked' ? <Blocked /> : <Inbox />}
      <ReadReceiptsSetting />
    </div>
  );
}
