import { NETWORK_LIMITS, type Connection, type PathMember } from '@club/shared';
import { Badge, Button, Card, Flex, Text } from '@aws-amplify/ui-react';
import { useState, type ReactNode } from 'react';
import { PersonChip, PersonFaces } from '../../../components/people';
import { ButtonLink } from '../../../components/ui/button-link';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { paths } from '../../../config/paths';
import { MessageButton } from '../../messages';
import { useConnections } from '../api/list-connections';
import { useSecondDegree } from '../api/list-second-degree';
import { useThirdDegree } from '../api/list-third-degree';
import { fullName } from '../api/network-write';
import { useRemoveConnection } from '../api/remove-connection';
import { formatDay } from '../format';
import { ConnectButton } from './connect-button';
import { EmailLine, Interests, PathLine, ProfileLink } from './person-bits';

/** Opens the Request Introduction dialog for a target through an introducer. */
export type RequestIntro = (target: PathMember, introducer: PathMember) => void;

/** The mutual connection a 2nd degree card names ('Connected through'). */
export const introducerOf = (connection: Connection): PathMember | undefined => connection.introducedByUser ?? connection.path[0];

const asMember = (connection: Connection): PathMember => ({
  id: connection.toUser.id,
  firstName: connection.toUser.firstName,
  lastName: connection.toUser.lastName,
});

function CardHead({ connection, badge }: { connection: Connection; badge: ReactNode }) {
  return (
    <div className="person-card__head">
      <PersonChip person={connection.toUser} headingLevel={3} nameId={`person-${connection.degree}-${connection.id}`}>
        <Flex gap="0.35rem" wrap="wrap" marginTop="0.2rem">
          {badge}
        </Flex>
      </PersonChip>
    </div>
  );
}

const mutualText = (count: number) => `${count} mutual`;

/** The mutual connections' faces beside the count (2nd and 3rd degree cards). */
function MutualBadge({ connection }: { connection: Connection }) {
  return (
    <Flex gap="0.4rem" alignItems="center" wrap="wrap">
      <Badge size="small">{mutualText(connection.mutualConnections)}</Badge>
      {connection.mutualFaces?.length ? (
        <PersonFaces people={connection.mutualFaces} total={connection.mutualConnections} label={`Mutual connections with ${fullName(connection.toUser)}`} />
      ) : null}
    </Flex>
  );
}

/** A My Network card: initials, name, Direct, 'Strength: n/10', {email}, 3 interests, last interaction, Message (opens the conversation), profile link; Remove. */
export function DirectCard({ connection, onRemove }: { connection: Connection; onRemove?: () => void }) {
  const { toUser } = connection;
  return (
    <Card variation="outlined" className="person-card" as="article" aria-labelledby={`person-1-${connection.id}`} data-testid="connection-card">
      <CardHead
        connection={connection}
        badge={
          <Badge size="small" variation="success">
            Direct
          </Badge>
        }
      />
      <Text fontWeight="600">Strength: {connection.strength}/10</Text>
      <EmailLine user={toUser} />
      <Interests interests={connection.commonInterests} max={NETWORK_LIMITS.interestsShown} />
      {connection.lastInteraction ? <Text className="muted">Last interaction: {formatDay(connection.lastInteraction)}</Text> : null}
      {connection.introducedByUser ? <Text className="muted">Introduced by {fullName(connection.introducedByUser)}</Text> : null}
      <Flex gap="0.5rem" wrap="wrap" alignItems="center">
        <MessageButton memberId={toUser.id} name={fullName(toUser)} />
        <ProfileLink user={toUser} />
        {onRemove ? (
          <Button size="small" variation="link" onClick={onRemove} aria-label={`Remove ${fullName(toUser)}`}>
            Remove
          </Button>
        ) : null}
      </Flex>
    </Card>
  );
}

/** A 2nd Degree card: mutual count, 'Connected through', 3 interests, Request Introduction; Connect. */
export function SecondDegreeCard({ connection, onRequestIntro }: { connection: Connection; onRequestIntro: RequestIntro }) {
  const introducer = introducerOf(connection);
  const name = fullName(connection.toUser);
  return (
    <Card variation="outlined" className="person-card" as="article" aria-labelledby={`person-2-${connection.id}`} data-testid="second-degree-card">
      <CardHead connection={connection} badge={<MutualBadge connection={connection} />} />
      {introducer ? <Text>Connected through {fullName(introducer)}</Text> : null}
      <Interests interests={connection.commonInterests} max={NETWORK_LIMITS.interestsShown} />
      <Flex gap="0.5rem" wrap="wrap">
        {introducer ? (
          <Button
            size="small"
            variation="primary"
            onClick={() => onRequestIntro(asMember(connection), introducer)}
            aria-label={`Request Introduction to ${name}`}
          >
            Request Introduction
          </Button>
        ) : null}
        <ConnectButton memberId={connection.toUser.id} name={name} />
      </Flex>
    </Card>
  );
}

/** A 3rd Degree card: mutual count, the path, 2 interests, Explore Connection Path; Connect. */
export function ThirdDegreeCard({ connection, onExplore }: { connection: Connection; onExplore: () => void }) {
  const name = fullName(connection.toUser);
  return (
    <Card variation="outlined" className="person-card" as="article" aria-labelledby={`person-3-${connection.id}`} data-testid="third-degree-card">
      <CardHead connection={connection} badge={<MutualBadge connection={connection} />} />
      <PathLine path={connection.path} target={connection.toUser} />
      <Interests interests={connection.commonInterests} max={NETWORK_LIMITS.interestsShownThirdDegree} />
      <Flex gap="0.5rem" wrap="wrap">
        <Button size="small" variation="primary" onClick={onExplore} aria-label={`Explore Connection Path to ${name}`}>
          Explore Connection Path
        </Button>
        <ConnectButton memberId={connection.toUser.id} name={name} />
      </Flex>
    </Card>
  );
}

const LOADING = NETWORK_LIMITS.loadingCards;

/** My Network: the direct connections, 6 loading cards, 'Build your network' with Browse Directory. */
export function MyNetwork() {
  const connections = useConnections();
  const [removing, setRemoving] = useState<Connection | null>(null);
  return (
    <>
      <PagedListView
        list={connections}
        items={connections.items}
        skeletons={LOADING}
        label="Loading connections"
        empty={
          <EmptyState title="Build your network">
            <Text>Connect with members you know, then ask them for introductions.</Text>
            <ButtonLink variation="primary" href={paths.directory.path}>
              Browse Directory
            </ButtonLink>
          </EmptyState>
        }
        render={(shown) => (
          <div className="card-grid">
            {shown.map((connection) => (
              <DirectCard key={connection.id} connection={connection} onRemove={() => setRemoving(connection)} />
            ))}
          </div>
        )}
      />
      {removing ? <RemoveDialog connection={removing} onClose={() => setRemoving(null)} /> : null}
    </>
  );
}

function RemoveDialog({ connection, onClose }: { connection: Connection; onClose: () => void }) {
  const remove = useRemoveConnection();
  const name = fullName(connection.toUser);
  return (
    <Dialog open onClose={onClose} title={`Remove ${name}?`}>
      <Text>{name} leaves your network and you leave theirs. They are not told; you can send a new request later.</Text>
      <Flex justifyContent="flex-end" gap="0.5rem" wrap="wrap">
        <Button onClick={onClose}>Keep</Button>
        <Button
          variation="destructive"
          onClick={() => remove.mutate(connection.toUser, { onSuccess: onClose })}
          isLoading={remove.isPending}
          loadingText="Removing..."
        >
          Remove
        </Button>
      </Flex>
    </Dialog>
  );
}

/** 2nd Degree: 6 loading cards, 'No 2nd degree connections found'. */
export function SecondDegree({ onRequestIntro }: { onRequestIntro: RequestIntro }) {
  const list = useSecondDegree();
  return (
    <PagedListView
      list={list}
      items={list.items}
      skeletons={LOADING}
      label="Loading 2nd degree connections"
      empty={<EmptyState title="No 2nd degree connections found">As your connections connect with others, they appear here.</EmptyState>}
      render={(shown) => (
        <div className="card-grid">
          {shown.map((connection) => (
            <SecondDegreeCard key={connection.id} connection={connection} onRequestIntro={onRequestIntro} />
          ))}
        </div>
      )}
    />
  );
}

/** 3rd Degree: 6 loading cards, 'No 3rd degree connections found'; Explore Connection Path opens the path. */
export function ThirdDegree({ onRequestIntro }: { onRequestIntro: RequestIntro }) {
  const list = useThirdDegree();
  const [exploring, setExploring] = useState<Connection | null>(null);
  return (
    <>
      <PagedListView
        list={list}
        items={list.items}
        skeletons={LOADING}
        label="Loading 3rd degree connections"
        empty={<EmptyState title="No 3rd degree connections found">They appear as your 2nd degree connections grow.</EmptyState>}
        render={(shown) => (
          <div className="card-grid">
            {shown.map((connection) => (
              <ThirdDegreeCard key={connection.id} connection={connection} onExplore={() => setExploring(connection)} />
            ))}
          </div>
        )}
      />
      {exploring ? (
        <PathDialog
          connection={exploring}
          onClose={() => setExploring(null)}
          onRequestIntro={(target, introducer) => {
            setExploring(null);
            onRequestIntro(target, introducer);
          }}
        />
      ) : null}
    </>
  );
}

/**
 * Explore Connection Path: the path step by step, and the first step to take:
 * ask the direct connection on it to introduce you to the next member (who is
 * your 2nd degree), from whom the target is one introduction away.
 */
export function PathDialog({ connection, onClose, onRequestIntro }: { connection: Connection; onClose: () => void; onRequestIntro: RequestIntro }) {
  const target = fullName(connection.toUser);
  const [first, second] = connection.path;
  const steps = [
    first ? `You know ${fullName(first)}.` : undefined,
    first && second ? `${fullName(first)} knows ${fullName(second)}.` : undefined,
    second ? `${fullName(second)} knows ${target}.` : first ? `${fullName(first)} knows ${target}.` : undefined,
  ].filter((step): step is string => Boolean(step));
  return (
    <Dialog open onClose={onClose} title={`Path to ${target}`}>
      <PathLine path={connection.path} target={connection.toUser} />
      <ol className="path-steps">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {connection.mutualConnections > 1 ? (
        <Text className="muted">
          {connection.mutualConnections} of your 2nd degree connections know {connection.toUser.firstName}.
        </Text>
      ) : null}
      <Flex justifyContent="flex-end" gap="0.5rem" wrap="wrap">
        <Button onClick={onClose}>Close</Button>
        {first && second ? (
          <Button variation="primary" onClick={() => onRequestIntro(second, first)}>
            Ask {first.firstName} to introduce you to {second.firstName}
          </Button>
        ) : null}
      </Flex>
    </Dialog>
  );
}
