import type { DealEvent } from '@club/shared';
import { Button, Heading, Text } from '@aws-amplify/ui-react';
import { displayName } from '@club/shared';
import { EmptyState, ListError, ListSkeleton } from '../../../components/ui/list-states';
import { useDealTimeline } from '../api/list-deal-timeline';
import { STATUS_LABELS } from '../badges';
import { momentText } from '../labels';

/** One timeline entry as a sentence. */
export function eventText(event: DealEvent): string {
  const actor = displayName(event.actor, 'A member');
  const subject = event.subject ?? 'a member';
  switch (event.kind) {
    case 'opened':
      return `${actor} opened the deal room`;
    case 'status':
      return event.from && event.to ? `${actor} moved the deal from ${STATUS_LABELS[event.from]} to ${STATUS_LABELS[event.to]}` : `${actor} moved the deal`;
    case 'edited':
      return `${actor} edited the deal`;
    case 'file':
      return `${actor} uploaded ${event.subject ?? 'a file'}`;
    case 'granted':
      return `${actor} shared the room with ${subject}`;
    case 'revoked':
      return `${actor} revoked the access of ${subject}`;
    case 'requested':
      return `${event.subject ?? actor} asked for access`;
    case 'approved':
      return `${actor} approved the request of ${subject}`;
    case 'declined':
      return `${actor} declined the request of ${subject}`;
  }
}

/** The deal's timeline, newest first, a page at a time. */
export function DealTimeline({ dealId }: { dealId: string }) {
  const timeline = useDealTimeline(dealId);
  return (
    <section className="deal-section" aria-labelledby="deal-timeline-heading">
      <Heading level={2} id="deal-timeline-heading" className="deal-section__title">
        Timeline
      </Heading>
      {timeline.isPending ? (
        <ListSkeleton count={2} label="Loading the timeline" />
      ) : timeline.isError ? (
        <ListError onRetry={() => void timeline.refetch()} />
      ) : timeline.items.length === 0 ? (
        <EmptyState title="Nothing on the timeline yet" />
      ) : (
        <ol className="deal-timeline">
          {timeline.items.map((event) => (
            <li key={event.id} className="deal-timeline__entry" data-testid="timeline-entry">
              <Text>{eventText(event)}</Text>
              {event.note ? <Text className="deal-timeline__note">“{event.note}”</Text> : null}
              <Text as="span" className="muted deal-timeline__at">
                <time dateTime={event.at}>{momentText(event.at)}</time>
              </Text>
            </li>
          ))}
        </ol>
      )}
      {timeline.hasNextPage ? (
        <Button size="small" onClick={() => void timeline.fetchNextPage()} isLoading={timeline.isFetchingNextPage} loadingText="Loading...">
          Show more
        </Button>
      ) : null}
    </section>
  );
}
