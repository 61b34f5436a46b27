import type { ConnectionRequest } from '@club/shared';
import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { useAcceptConnectionRequest } from '../api/accept-connection-request';
import { useBlockMember } from '../api/block-member';
import { useDeclineConnectionRequest } from '../api/decline-connection-request';
import { useIncomingRequests } from '../api/list-incoming-requests';
import { useOutgoingRequests } from '../api/list-outgoing-requests';
import { fullName } from '../api/network-write';
import { useWithdrawConnectionRequest } from '../api/withdraw-connection-request';
import { PersonChip } from '../../../components/people';
import { timeAgo } from '@club/shared';

const REQUEST_LOADING_CARDS = 3;

/** Requests: incoming with Accept, Decline and Block; outgoing with Withdraw. */
export function Requests({ incomingCount }: { incomingCount?: number }) {
  const incoming = useIncomingRequests();
  const outgoing = useOutgoingRequests();
  const [blocking, setBlocking] = useState<ConnectionRequest | null>(null);
  return (
    <div className="tabs__panel">
      <section aria-labelledby="incoming-heading" className="network-section">
        <Heading level={2} id="incoming-heading" className="side-card__title">
          Incoming requests{incomingCount !== undefined ? ` (${incomingCount})` : ''}
        </Heading>
        <PagedListView
          list={incoming}
          items={incoming.items}
          skeletons={REQUEST_LOADING_CARDS}
          label="Loading incoming requests"
          empty={<EmptyState title="No requests waiting for you" />}
          render={(shown) => (
            <ul className="plain-list">
              {shown.map((request) => (
                <IncomingRow key={request.id} request={request} onBlock={() => setBlocking(request)} />
              ))}
            </ul>
          )}
        />
      </section>
      <section aria-labelledby="outgoing-heading" className="network-section">
        <Heading level={2} id="outgoing-heading" className="side-card__title">
          Sent requests
        </Heading>
        <PagedListView
          list={outgoing}
          items={outgoing.items}
          skeletons={REQUEST_LOADING_CARDS}
          label="Loading sent requests"
          empty={<EmptyState title="No requests waiting for an answer" />}
          render={(shown) => (
            <ul className="plain-list">
              {shown.map((request) => (
                <OutgoingRow key={request.id} request={request} />
              ))}
            </ul>
          )}
        />
      </section>
      {blocking ? <BlockDialog request={blocking} onClose={() => setBlocking(null)} /> : null}
    </div>
  );
}

function RequestHead({ request }: { request: ConnectionRequest }) {
  return (
    <div className="person-card__head">
      <PersonChip person={request.user}>
        <Text className="muted">{timeAgo(request.createdAt)}</Text>
      </PersonChip>
    </div>
  );
}

function IncomingRow({ request, onBlock }: { request: ConnectionRequest; onBlock: () => void }) {
  const accept = useAcceptConnectionRequest();
  const decline = useDeclineConnectionRequest();
  const busy = accept.isPending || decline.isPending;
  const name = fullName(request.user);
  return (
    <li className="request-row" data-testid="incoming-request">
      <RequestHead request={request} />
      {request.note ? <Text>“{request.note}”</Text> : null}
      <Flex gap="0.5rem" wrap="wrap">
        <Button size="small" variation="primary" onClick={() => accept.mutate(request.user)} isDisabled={busy} aria-label={`Accept ${name}`}>
          Accept
        </Button>
        <Button size="small" onClick={() => decline.mutate(request.user)} isDisabled={busy} aria-label={`Decline ${name}`}>
          Decline
        </Button>
        <Button size="small" variation="link" onClick={onBlock} isDisabled={busy} aria-label={`Block ${name}`}>
          Block
        </Button>
      </Flex>
    </li>
  );
}

function OutgoingRow({ request }: { request: ConnectionRequest }) {
  const withdraw = useWithdrawConnectionRequest();
  return (
    <li className="request-row" data-testid="outgoing-request">
      <RequestHead request={request} />
      {request.note ? <Text className="muted">Your note: {request.note}</Text> : null}
      <Flex gap="0.5rem" wrap="wrap">
        <Button
          size="small"
          onClick={() => withdraw.mutate(request.user)}
          isLoading={withdraw.isPending}
          loadingText="Withdrawing..."
          aria-label={`Withdraw request to ${fullName(request.user)}`}
        >
          Withdraw
        </Button>
      </Flex>
    </li>
  );
}

function BlockDialog({ request, onClose }: { request: ConnectionRequest; onClose: () => void }) {
  const block = useBlockMember();
  const name = fullName(request.user);
  return (
    <Dialog open onClose={onClose} title={`Block ${name}?`}>
      <Text>{name}’s request is refused and neither of you sees the other in network lists or nudges again. They are not told.</Text>
      <Flex justifyContent="flex-end" gap="0.5rem" wrap="wrap">
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variation="destructive"
          onClick={() => block.mutate(request.user, { onSuccess: onClose })}
          isLoading={block.isPending}
          loadingText="Blocking..."
        >
          Block
        </Button>
      </Flex>
    </Dialog>
  );
}
