import type { Festival } from '@club/shared';
import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { useUpcomingFestivals } from '../api/list-upcoming-festivals';
import { festivalFeedUrl, festivalFeedWebcal } from '../api/festival-calendar';
import { copyText } from './festival-share';
import { FestivalCard } from './festival-card';
import { FestivalDetailsDialog } from './festival-details';

/** Festivals tab: upcoming festivals soonest first. */
export function FestivalsTab() {
  const festivals = useUpcomingFestivals();
  const [viewing, setViewing] = useState<Festival | null>(null);
  return (
    <section aria-labelledby="festivals-heading" className="tabs__panel">
      <Heading level={2} id="festivals-heading" className="visually-hidden">
        Upcoming festivals
      </Heading>
      <Flex className="festival-feed" gap="0.5rem" alignItems="center" wrap="wrap">
        <Text>Every festival in your calendar app, kept up to date:</Text>
        <a className="amplify-button amplify-button--small" href={festivalFeedWebcal()}>
          Subscribe
        </a>
        <Button size="small" variation="link" onClick={() => void copyText(festivalFeedUrl(), 'Calendar link copied')}>
          Copy calendar link
        </Button>
      </Flex>
      <PagedListView
        list={festivals}
        items={festivals.items}
        skeletons={3}
        label="Loading festivals"
        empty={<EmptyState title="No upcoming festivals" />}
        render={(shown) => (
          <div className="card-grid">
            {shown.map((festival) => (
              <FestivalCard key={festival.id} festival={festival} onView={() => setViewing(festival)} />
            ))}
          </div>
        )}
      />
      {viewing ? <FestivalDetailsDialog festival={viewing} onClose={() => setViewing(null)} /> : null}
    </section>
  );
}
