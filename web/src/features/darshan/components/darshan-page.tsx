import { Alert, Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { EmptyState, ListSkeleton } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useAvailableRoomNights } from '../../room-nights/api/room-nights';
import { ActionBadge, RoomExchange } from '../../room-nights/components/room-exchange';
import { PlanList } from './plan-list';
import { PlanWizard } from './plan-wizard';

export const TTD_BOOKING_URL = 'https://ttdevasthanams.ap.gov.in/';
const ROOM_PANEL = 3;
const CHECKLIST = ['Photo ID for every devotee', 'Traditional dress (dhoti or saree/churidar)', 'Booking confirmation printouts', 'No phones or cameras inside the temple', 'Plan for queue time and walking'];
const concierge = (category: string, title: string, details: string) =>
  `${paths.concierge.path}?${new URLSearchParams({ category, title, details }).toString()}`;

/** VIP Tirumala Darshan Planner (spec 1 §2), with the room-night exchange below. */
export function DarshanPage() {
  const location = useLocation();
  useEffect(() => {
    if (location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView();
  }, [location.hash]);
  return (
    <div className="page">
      <PageHeader title={paths.darshan.title} subtitle={paths.darshan.subtitle} />
      <Alert variation="warning" heading="Official channels only">
        The club does not sell or broker darshan tickets. Bookings are made only through the official Tirumala Tirupati Devasthanams (TTD)
        channels; our team helps you plan and apply.
      </Alert>
      <div className="with-sidebar">
        <div className="with-sidebar__main">
          <PlanWizard />
          <PlanList />
          <RoomExchange />
        </div>
        <aside className="with-sidebar__side" aria-label="Darshan sidebar">
          <Card variation="outlined">
            <Heading level={2} className="side-card__title">
              TTD Information
            </Heading>
            <dl className="stat-list">
              <dt>Suprabhatam</dt>
              <dd>3:00-4:30 AM</dd>
              <dt>General</dt>
              <dd>6:00 AM-7:00 PM</dd>
              <dt>VIP</dt>
              <dd>7:00 AM-6:00 PM</dd>
              <dt>Special entry</dt>
              <dd>Rs. 300</dd>
              <dt>Seeghra Darshan</dt>
              <dd>Rs. 500</dd>
              <dt>VIP Break Darshan</dt>
              <dd>Rs. 10,000</dd>
            </dl>
          </Card>
          <RoomAccommodation />
          <Card variation="outlined">
            <Heading level={2} className="side-card__title">
              Travel Checklist
            </Heading>
            <ul className="plain-list">
              {CHECKLIST.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Card>
          <Card variation="outlined">
            <Heading level={2} className="side-card__title">
              Quick Actions
            </Heading>
            <Flex direction="column" gap="0.5rem">
              <a className="amplify-button" href={TTD_BOOKING_URL} target="_blank" rel="noreferrer">
                TTD Online Booking
              </a>
              <Link className="amplify-button" to={concierge('travel', 'Transport to Tirumala', 'Please arrange transport to Tirumala for our darshan visit: pickup point, dates and number of people below.')}>
                Transport Options
              </Link>
              <Link className="amplify-button" to={concierge('general', 'Local guide in Tirupati', 'Please arrange a local guide for our Tirupati and Tirumala visit: dates and languages below.')}>
                Local Guide Services
              </Link>
            </Flex>
          </Card>
        </aside>
      </div>
    </div>
  );
}

function RoomAccommodation() {
  const rooms = useAvailableRoomNights(ROOM_PANEL);
  const items = rooms.items.slice(0, ROOM_PANEL);
  return (
    <Card variation="outlined">
      <Heading level={2} className="side-card__title">
        Room Accommodation
      </Heading>
      {rooms.isPending ? (
        <ListSkeleton count={3} label="Loading rooms" />
      ) : items.length === 0 ? (
        <EmptyState title="No room nights available" />
      ) : (
        <ul className="room-list">
          {items.map((room) => (
            <li key={room.id} className="room">
              <span>
                <Text as="span" fontWeight="600" display="block">
                  {room.hotelName}
                </Text>
                <Text as="span" className="muted">
                  {room.date}
                </Text>
              </span>
              <ActionBadge action={room.action} />
            </li>
          ))}
        </ul>
      )}
      <Button as="a" size="small" variation="link" href="#room-exchange">
        Go to the room-night exchange
      </Button>
    </Card>
  );
}
