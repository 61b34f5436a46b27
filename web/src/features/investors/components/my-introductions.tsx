import { type IntroStatus, labelOf, displayName } from '@club/shared';
import { Badge, Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { useMyIntroductions, useOutgoingRequests } from '../api/list-my-introductions';
import { Facts, dayText } from './investor-bits';

/** Loading placeholders for introductions. */
const INTRO_LOADING_CARDS = 3;
const STATUS_LOOK: Record<IntroStatus, 'warning' | 'info' | 'success' | 'error' | undefined> = {
  pending: 'warning',
  approved: 'info',
  accepted: 'success',
  declined: 'error',
  completed: 'success',
};
const person = (user: { firstName: string; lastName: string }) => displayName(user);

/**
 * My Introductions: the introductions the member asked
 * for (status, purpose, date, target and introducer, message), then their
 * direct requests still waiting. Empty: leads to the Investor Network.
 */
export function MyIntroductions({ onBrowse }: { onBrowse: () => void }) {
  const intros = useMyIntroductions();
  const outgoing = useOutgoingRequests();
  return (
    <section aria-labelledby="my-intros-heading" className="tabs__panel">
      <Heading level={2} id="my-intros-heading">
        Introductions you asked for
      </Heading>
      <PagedListView
        list={intros}
        items={intros.items}
        skeletons={INTRO_LOADING_CARDS}
        label="Loading your introductions"
        empty={
          <EmptyState title="No introduction requests yet">
            <Text>Ask a mutual connection to introduce you to an investor.</Text>
            <Button size="small" variation="primary" onClick={onBrowse}>
              Browse the Investor Network
            </Button>
          </EmptyState>
        }
        render={(shown) => (
          <div className="card-list">
            {shown.map((intro) => (
              <Card key={intro.id} variation="outlined" className="investor-card" as="article" data-testid="my-introduction">
                <Flex justifyContent="space-between" alignItems="flex-start" wrap="wrap" gap="0.5rem">
                  <Heading level={3} className="investor-card__title">
                    {person(intro.targetUser)}
                  </Heading>
                  <Flex gap="0.35rem" wrap="wrap">
                    <Badge size="small" variation={STATUS_LOOK[intro.status]}>
                      {labelOf(intro.status)}
                    </Badge>
                    <Badge size="small">{labelOf(intro.purpose)}</Badge>
                  </Flex>
                </Flex>
                <Facts
                  rows={[
                    ['Asked', dayText(intro.createdAt)],
                    ['Through', person(intro.introducer)],
                    ['Their note', intro.introducerResponse ?? intro.targetResponse],
                  ]}
                />
                {intro.message ? <Text className="muted">“{intro.message}”</Text> : null}
              </Card>
            ))}
          </div>
        )}
      />
      {outgoing.items.length ? (
        <>
          <Heading level={2}>Direct requests waiting</Heading>
          <div className="card-list">
            {outgoing.items.map((request) => (
              <Card key={request.id} variation="outlined" className="investor-card" data-testid="outgoing-request">
                <Flex justifyContent="space-between" wrap="wrap" gap="0.5rem">
                  <Text fontWeight="600">{person(request.user)}</Text>
                  <Badge size="small" variation="warning">
                    Waiting
                  </Badge>
                </Flex>
                <Text className="muted">Sent {dayText(request.createdAt)}</Text>
                {request.note ? <Text className="muted">“{request.note}”</Text> : null}
              </Card>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
