import type { CulturalRequest } from '@club/shared';
import { Badge, Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { lazy, Suspense, useState } from 'react';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { LANGUAGE_LABELS, REQUEST_LOADING_CARDS, REQUEST_TYPE_LABELS, URGENCY_LABELS, formatDay } from '../labels';
import type { useMyCulturalRequests } from '../api/list-my-cultural-requests';

// The rating form (react-hook-form and the route's schema) loads when first opened.
const RateDialog = lazy(() => import('./rate-dialog').then(({ RateDialog }) => ({ default: RateDialog })));

/** Rate Response only when resolved and not yet rated. */
export const canRate = (request: CulturalRequest): boolean => request.isResolved && request.satisfaction === undefined;

/** 1-5 stars as text with an accessible name. */
export function Stars({ value }: { value: number }) {
  return (
    <span className="stars" role="img" aria-label={`Rated ${value} out of 5`}>
      {'★'.repeat(value)}
      <span className="stars__off">{'★'.repeat(5 - value)}</span>
    </span>
  );
}

/** My Requests: 3 loading cards, then type, status, urgency when not normal, date, stars, texts and Rate Response. */
export function MyRequests({ list }: { list: ReturnType<typeof useMyCulturalRequests> }) {
  const [rating, setRating] = useState<CulturalRequest | null>(null);
  return (
    <section aria-labelledby="my-requests-heading" className="tabs__panel">
      <Flex alignItems="center" gap="0.5rem">
        <Heading level={2} id="my-requests-heading" className="section-title">
          My Requests
        </Heading>
        <Badge size="small" data-testid="request-count">
          {list.items.length}
        </Badge>
      </Flex>
      <PagedListView
        list={list}
        items={list.items}
        skeletons={REQUEST_LOADING_CARDS}
        label="Loading requests"
        empty={<EmptyState title="No requests yet">Ask the Cultural Assistant for translation, festival or temple help.</EmptyState>}
        render={(shown) => (
          <div className="card-list">
            {shown.map((request) => (
              <RequestCard key={request.id} request={request} onRate={() => setRating(request)} />
            ))}
          </div>
        )}
      />
      {rating ? (
        <Suspense fallback={null}>
          <RateDialog request={rating} onClose={() => setRating(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}

export function RequestCard({ request, onRate }: { request: CulturalRequest; onRate: () => void }) {
  return (
    <Card variation="outlined" className="culture-card" as="article" aria-labelledby={`request-${request.id}`} data-testid="cultural-request">
      <Flex justifyContent="space-between" alignItems="flex-start" wrap="wrap" gap="0.5rem">
        <Heading level={3} id={`request-${request.id}`} className="culture-card__title">
          {REQUEST_TYPE_LABELS[request.type]}
        </Heading>
        <Flex gap="0.35rem" wrap="wrap" alignItems="center">
          {request.isResolved ? (
            <Badge size="small" variation="success">
              Resolved
            </Badge>
          ) : (
            <Badge size="small" variation="warning">
              Pending
            </Badge>
          )}
          {request.urgency !== 'normal' ? (
            <Badge size="small" variation={request.urgency === 'urgent' ? 'error' : 'info'}>
              {URGENCY_LABELS[request.urgency]}
            </Badge>
          ) : null}
        </Flex>
      </Flex>
      <Flex gap="0.75rem" wrap="wrap" alignItems="center">
        <Text className="muted">{formatDay(request.createdAt)}</Text>
        {request.satisfaction !== undefined ? <Stars value={request.satisfaction} /> : null}
      </Flex>
      <Text>
        <strong>Request:</strong> {request.request}
      </Text>
      {request.context ? (
        <Text className="muted">
          <strong>Context:</strong>{' '}
          {request.type === 'translation'
            ? `Target language: ${LANGUAGE_LABELS[request.context as keyof typeof LANGUAGE_LABELS] ?? request.context}`
            : request.context}
        </Text>
      ) : null}
      {request.location ? (
        <Text className="muted">
          <strong>Location:</strong> {request.location}
        </Text>
      ) : null}
      {request.response ? (
        <div className="culture-response">
          <Text>
            <strong>Response{request.respondedByName ? ` from ${request.respondedByName}` : ''}:</strong> {request.response}
          </Text>
        </div>
      ) : null}
      {request.feedback ? <Text className="muted">Your feedback: {request.feedback}</Text> : null}
      {canRate(request) ? (
        <Flex>
          <Button size="small" variation="primary" onClick={onRate}>
            Rate Response
          </Button>
        </Flex>
      ) : null}
    </Card>
  );
}
