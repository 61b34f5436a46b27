import { displayName, type Deal } from '@club/shared';
import { Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { Link } from 'react-router-dom';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { useMyDeals } from '../api/list-my-deals';
import { useSharedDeals } from '../api/list-shared-deals';
import { DealStatusBadge, StageBadge, calendarDayText } from '../badges';
import { dealRoomUrl } from '../../../config/paths';
import '../deal-rooms.css';

/** Investor Corner's deal rooms: the member's own deals, and rooms others shared with them. */
export function DealRoomsSection() {
  const mine = useMyDeals();
  const shared = useSharedDeals();
  return (
    <div className="deal-rooms" data-testid="deal-rooms">
      <section aria-labelledby="my-deal-rooms-heading" className="deal-section">
        <Heading level={2} id="my-deal-rooms-heading" className="deal-section__title">
          My deal rooms
        </Heading>
        <PagedListView
          list={mine}
          items={mine.items}
          skeletons={2}
          label="Loading your deal rooms"
          empty={<EmptyState title="No deal rooms yet">Open one from your opportunity’s Data Room button to share documents with investors.</EmptyState>}
          render={(deals) => <DealCards deals={deals} shared={false} />}
        />
      </section>
      <section aria-labelledby="shared-deal-rooms-heading" className="deal-section">
        <Heading level={2} id="shared-deal-rooms-heading" className="deal-section__title">
          Shared with me
        </Heading>
        <PagedListView
          list={shared}
          items={shared.items}
          skeletons={2}
          label="Loading rooms shared with you"
          empty={<EmptyState title="No rooms shared with you">When a founder shares a data room with you, it appears here.</EmptyState>}
          render={(deals) => <DealCards deals={deals} shared />}
        />
      </section>
    </div>
  );
}

function DealCards({ deals, shared }: { deals: Deal[]; shared: boolean }) {
  return (
    <div className="card-grid">
      {deals.map((deal) => (
        <Card key={deal.id} variation="outlined" className="deal-card" as="article" aria-labelledby={`room-${deal.id}`} data-testid="deal-room-card">
          <Flex gap="0.35rem" wrap="wrap">
            <StageBadge stage={deal.stage} />
            <DealStatusBadge status={deal.status} />
          </Flex>
          <Heading level={3} id={`room-${deal.id}`} className="deal-card__title">
            <Link to={dealRoomUrl(deal.id)}>{deal.title}</Link>
          </Heading>
          {deal.room ? <Text className="muted">{deal.room.fileCount === 1 ? '1 file' : `${deal.room.fileCount} files`}</Text> : null}
          {shared ? (
            <Text className="muted">
              Shared by {displayName(deal.founder, 'the founder')}
              {deal.myAccess.expiresOn ? ` · until ${calendarDayText(deal.myAccess.expiresOn)}` : ''}
            </Text>
          ) : null}
        </Card>
      ))}
    </div>
  );
}
