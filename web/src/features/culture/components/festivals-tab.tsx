import { FESTIVAL_YEARS, type Festival } from '@club/shared';
import { Button, Flex, Heading, SelectField, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { useSearchParamState } from '../../../lib/use-search-param-state';
import { useFestivalsOfYear } from '../api/list-festivals';
import { useUpcomingFestivals } from '../api/list-upcoming-festivals';
import { festivalFeedUrl, festivalFeedWebcal } from '../api/festival-calendar';
import { copyText } from './festival-share';
import { FestivalCard } from './festival-card';
import { FestivalDetailsDialog } from './festival-details';

/** Every year the API computes festivals for, oldest first. */
const YEARS = Array.from({ length: FESTIVAL_YEARS.max - FESTIVAL_YEARS.min + 1 }, (_, i) => FESTIVAL_YEARS.min + i);

/** The `year` search param when it is a year the API serves; anything else shows the upcoming festivals. */
function yearOf(value: string | null): number | undefined {
  const year = Number(value);
  return value && /^\d{4}$/.test(value) && YEARS.includes(year) ? year : undefined;
}

/** Festivals tab: upcoming festivals soonest first, or a whole year's calendar (`?year=2030`). */
export function FestivalsTab() {
  const [params, update] = useSearchParamState();
  const year = yearOf(params.get('year'));
  const upcoming = useUpcomingFestivals(year === undefined);
  const ofYear = useFestivalsOfYear(year ?? FESTIVAL_YEARS.min, year !== undefined);
  const festivals = year === undefined ? upcoming : ofYear;
  const [viewing, setViewing] = useState<Festival | null>(null);
  const title = year === undefined ? 'Upcoming festivals' : `Festivals of ${year}`;
  return (
    <section aria-labelledby="festivals-heading" className="tabs__panel">
      <Heading level={2} id="festivals-heading" className="visually-hidden">
        {title}
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
      <SelectField
        className="festival-year"
        label="Year"
        value={year === undefined ? '' : String(year)}
        onChange={(event) => update({ year: event.target.value })}
      >
        <option value="">Upcoming</option>
        {YEARS.map((y) => (
          <option key={y} value={String(y)}>
            {y}
          </option>
        ))}
      </SelectField>
      <PagedListView
        list={festivals}
        items={festivals.items}
        skeletons={3}
        label="Loading festivals"
        empty={<EmptyState title={year === undefined ? 'No upcoming festivals' : `No festivals in ${year}`} />}
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
