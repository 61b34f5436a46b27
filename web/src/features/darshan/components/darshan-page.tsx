import { Alert, Button } from '@aws-amplify/ui-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { EmptyState, ListSkeleton } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { ActionsCard, NameLine, SideCard, Sidebar } from '../../../components/ui/side-card';
import { paths } from '../../../config/paths';
import { ActionBadge, RoomExchange, useAvailableRoomNights } from '../../room-nights';
import { PlanList } from './plan-list';
import { PlanWizard } from './plan-wizard';
import { ExternalLink } from '../../../components/ui/external-link';

export const TTD_BOOKING_URL = 'https://ttdevasthanams.ap.gov.in/';
const ROOM_PANEL = 3;
const TTD_INFO: [string, string][] = [
  ['Suprabhatam', '3:00-4:30 AM'],
  ['General', '6:00 AM-7:00 PM'],
  ['VIP', '7:00 AM-6:00 PM'],
  ['Special entry', 'Rs. 300'],
  ['Seeghra Darshan', 'Rs. 500'],
  ['VIP Break Darshan', 'Rs. 10,000'],
];
const CHECKLIST = [
  'Photo ID for every devotee',
  'Traditional dress (dhoti or saree/churidar)',
  'Booking confirmation printouts',
  'No phones or cameras inside the temple',
  'Plan for queue time and walking',
];
const concierge = (category: string, title: string, details: string) =>
  `${paths.concierge.path}?${new URLSearchParams({ category, title, details }).toString()}`;

/** VIP Tirumala Darshan Planner, with the room-night exchange below. */
export function DarshanPage() {
  const location = useLocation();
  useEffect(() => {
    if (location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView();
  }, [location.hash]);
  return (
    <div className="page">
      <PageHeader title={paths.darshan.title} subtitle={paths.darshan.subtitle} />
      <Alert variation="warning" heading="Official channels only">
        The club does not sell or broker darshan tickets. Bookings are made only through the official Tirumala Tirupati Devasthanams (TTD) channels; our team
        helps you plan and apply.
      </Alert>
      <div className="with-sidebar">
        <div className="with-sidebar__main">
          <PlanWizard />
          <PlanList />
          <RoomExchange />
        </div>
        <Sidebar label="Darshan sidebar">
          <SideCard title="TTD Information" stats={TTD_INFO} />
          <RoomAccommodation />
          <SideCard title="Travel Checklist" items={CHECKLIST} />
          <ActionsCard>
            <ExternalLink className="amplify-button" href={TTD_BOOKING_URL}>
              TTD Online Booking
            </ExternalLink>
            <Link
              className="amplify-button"
              to={concierge(
                'travel',
                'Transport to Tirumala',
                'Please arrange transport to Tirumala for our darshan visit: pickup point, dates and number of people below.',
              )}
            >
              Transport Options
            </Link>
            <Link
              className="amplify-button"
              to={concierge(
                'general',
                'Local guide in Tirupati',
                'Please arrange a local guide for our Tirupati and Tirumala visit: dates and languages below.',
              )}
            >
              Local Guide Services
            </Link>
          </ActionsCard>
        </Sidebar>
      </div>
    </div>
  );
}

function RoomAccommodation() {
  const rooms = useAvailableRoomNights(ROOM_PANEL);
  const items = rooms.items.slice(0, ROOM_PANEL);
  return (
    <SideCard title="Room Accommodation">
      {rooms.isPending ? (
        <ListSkeleton count={3} label="Loading rooms" />
      ) : items.length === 0 ? (
        <EmptyState title="No room nights available" />
      ) : (
        <ul className="room-list">
          {items.map((room) => (
            <li key={room.id} className="room">
              <NameLine name={room.hotelName} detail={room.date} />
              <ActionBadge action={room.action} />
            </li>
          ))}
        </ul>
      )}
      <Button as="a" size="small" variation="link" href="#room-exchange">
        Go to the room-night exchange
      </Button>
    </SideCard>
  );
}
