import type { Temple } from '@club/shared';
import { Badge, Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { paths } from '../../../config/paths';
import { usePopularTemples } from '../api/list-popular-temples';
import { TEMPLE_LOADING_CARDS } from '../labels';
import { Detail } from './festival-details';
import { ExternalLink } from '../../../components/ui/external-link';

/** Temples tab: 4 loading cards, then the popular temples. */
export function TemplesTab() {
  const temples = usePopularTemples();
  const [viewing, setViewing] = useState<Temple | null>(null);
  return (
    <section aria-labelledby="temples-heading" className="tabs__panel">
      <Heading level={2} id="temples-heading" className="visually-hidden">
        Popular temples
      </Heading>
      <PagedListView
        list={temples}
        items={temples.items}
        skeletons={TEMPLE_LOADING_CARDS}
        label="Loading temples"
        empty={<EmptyState title="No temples listed yet" />}
        render={(shown) => (
          <div className="card-grid">
            {shown.map((temple) => (
              <TempleCard key={temple.id} temple={temple} onView={() => setViewing(temple)} />
            ))}
          </div>
        )}
      />
      {viewing ? <TempleDetailsDialog temple={viewing} onClose={() => setViewing(null)} /> : null}
    </section>
  );
}

/** Website only where an official one exists (never a guess). */
function WebsiteLink({ temple }: { temple: Temple }) {
  return temple.website ? (
    <ExternalLink className="amplify-button amplify-button--small" href={temple.website} aria-label={`Website of ${temple.name}`}>
      Website
    </ExternalLink>
  ) : null;
}

export function TempleCard({ temple, onView }: { temple: Temple; onView: () => void }) {
  return (
    <Card variation="outlined" className="culture-card" as="article" aria-labelledby={`temple-${temple.id}`} data-testid="temple-card">
      <Flex justifyContent="space-between" alignItems="flex-start" gap="0.5rem" wrap="wrap">
        <div>
          <Heading level={3} id={`temple-${temple.id}`} className="culture-card__title">
            {temple.name}
          </Heading>
          <Text className="telugu" lang="te">
            {temple.nameInTelugu}
          </Text>
        </div>
        {temple.isVip ? (
          <Badge size="small" variation="success">
            VIP Available
          </Badge>
        ) : null}
      </Flex>
      <Text>
        <span aria-hidden="true">📍 </span>
        {temple.city}, {temple.state}
      </Text>
      <Text fontWeight="600">{temple.deity}</Text>
      <Text className="culture-card__text">{temple.description}</Text>
      {temple.phoneNumber ? (
        <Text>
          <span aria-hidden="true">📞 </span>
          <a href={`tel:${temple.phoneNumber.replace(/[^+\d]/g, '')}`}>{temple.phoneNumber}</a>
        </Text>
      ) : null}
      <Text className="muted">Nearest airport: {temple.nearestAirport}</Text>
      <Flex gap="0.5rem" wrap="wrap" className="culture-card__actions">
        <Button size="small" onClick={onView} aria-label={`View details of ${temple.name}`}>
          View Details
        </Button>
        <WebsiteLink temple={temple} />
      </Flex>
    </Card>
  );
}

const timingsText = (timings: Temple['timings']) =>
  timings.length ? (
    <ul className="plain-list">
      {timings.map((t) => (
        <li key={`${t.label}-${t.hours}`}>
          {t.label}: {t.hours}
        </li>
      ))}
    </ul>
  ) : undefined;

/** View Details of a temple: every field; Tirumala links to the darshan planner. */
export function TempleDetailsDialog({ temple, onClose }: { temple: Temple; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title={temple.name} size="large">
      <Text className="telugu" lang="te">
        {temple.nameInTelugu}
      </Text>
      {temple.isVip ? (
        <Badge size="small" variation="success">
          VIP Available
        </Badge>
      ) : null}
      <dl className="detail-list">
        <Detail label="Deity">{temple.deity}</Detail>
        <Detail label="Location">{[temple.location, temple.city, temple.state, temple.country].filter(Boolean).join(', ')}</Detail>
        <Detail label="About">{temple.description}</Detail>
        <Detail label="History">{temple.history}</Detail>
        <Detail label="Timings">{timingsText(temple.timings)}</Detail>
        <Detail label="Special timings">{timingsText(temple.specialTimings)}</Detail>
        <Detail label="Entry fee">{temple.entryFee}</Detail>
        <Detail label="Dress code">{temple.dressCode}</Detail>
        <Detail label="Special services">{temple.specialServices.join(', ') || undefined}</Detail>
        <Detail label="Phone">{temple.phoneNumber}</Detail>
        <Detail label="Nearest airport">{temple.nearestAirport}</Detail>
        <Detail label="Nearest railway station">{temple.nearestRailway}</Detail>
        <Detail label="Accommodation">{temple.accommodation}</Detail>
        <Detail label="Prasadam">{temple.prasadam}</Detail>
        <Detail label="Festivals">{temple.festivals.join(', ') || undefined}</Detail>
        <Detail label="VIP procedure">{temple.vipProcedure}</Detail>
      </dl>
      <Flex gap="0.5rem" wrap="wrap">
        {temple.darshanPlanner ? (
          <Link className="amplify-button amplify-button--small amplify-button--primary" to={paths.darshan.path}>
            Plan darshan
          </Link>
        ) : null}
        <WebsiteLink temple={temple} />
      </Flex>
    </Dialog>
  );
}
