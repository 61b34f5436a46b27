import { EventsPage } from '../../features/events';

/** Community Events (/events). */
export default function EventsRoute() {
  return <EventsPage />;
}
