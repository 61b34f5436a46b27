import { ACTIVE_TICKET_STATUSES, CONCIERGE_CATEGORIES, PREVIEW, type ConciergeCategory, type TicketStatus, labelOf, preview } from '@club/shared';
import { Badge, Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { lazy, Suspense, useState } from 'react';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { ActionsCard, SideCard, Sidebar } from '../../../components/ui/side-card';
import { paths } from '../../../config/paths';
import { oneOf, useSearchParamState } from '../../../lib/use-search-param-state';
import { useTickets } from '../api/list-concierge-tickets';
import { useConciergeStats } from '../api/get-concierge-stats';
import { responseTimeText } from '../response-time';
import { ConciergeChat } from './concierge-chat';
import type { RequestDraft } from './request-form-dialog';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import '../concierge.css';

// The dialog carries a form (react-hook-form and the route's zod schema): fetched when first opened, not with the page.
const RequestFormDialog = lazy(() => import('./request-form-dialog').then(({ RequestFormDialog }) => ({ default: RequestFormDialog })));
const TicketDialog = lazy(() => import('./ticket-dialog').then(({ TicketDialog }) => ({ default: TicketDialog })));

const FILTERS: { id: 'all' | TicketStatus; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'open', label: 'Open' },
  { id: 'in_progress', label: 'In Progress' },
  { id: 'resolved', label: 'Resolved' },
];
const CATEGORY_HINTS: Record<ConciergeCategory, string> = {
  visa: 'Visas and passports',
  govt_meetings: 'Meetings with departments',
  intros: 'Introductions in the network',
  venue_bookings: 'Halls, hotels and venues',
  protocol: 'VIP protocol and darshan',
  travel: 'Flights, cars and drivers',
  accommodation: 'Hotels and guest houses',
  general: 'Anything else',
};
const POPULAR: [string, string][] = [
  ['Government meetings', '24 requests'],
  ['Visa assistance', '18 requests'],
  ['Business introductions', '15 requests'],
  ['Venue bookings', '12 requests'],
];
const HELP_ACTIONS = ['FAQ', 'Service Guide', 'Contact Support', 'Leave Feedback'];
const SERVICE_HOURS = ['Chat guide: 24/7', 'Human support: 9 AM to 9 PM IST', 'Emergency help: 24/7', 'Response time: 2-4 hours'];
/** The request form's prefill params; closing the form clears them. */
const NO_DRAFT = { category: null, title: null, details: null };

/**
 * Andhra Concierge Services. `?category=&title=&details=` opens
 * the request form prefilled (the darshan planner's quick actions use it);
 * `?ticket=<id>` opens that ticket (notifications link to it).
 */
export function ConciergePage() {
  const [params, update] = useSearchParamState();
  const [filter, setFilter] = useState<'all' | TicketStatus>('all');
  const [formOpen, setFormOpen] = useState(params.has('category'));
  const formMounted = useOpenedOnce(formOpen);
  const [picked, setOpen] = useState<{ id: string; update: boolean } | null>(null);
  // `?ticket=<id>` opens a ticket: the bell's notifications about a request link here.
  const linked = params.get('ticket');
  const open = picked ?? (linked ? { id: linked, update: false } : null);
  const draft: RequestDraft = {
    category: oneOf(CONCIERGE_CATEGORIES, params.get('category')) ?? '',
    title: params.get('title') ?? '',
    details: params.get('details') ?? '',
  };
  const tickets = useTickets(filter === 'all' ? undefined : filter);
  const all = useTickets();
  const active = all.items.filter((t) => ACTIVE_TICKET_STATUSES.includes(t.status)).length;
  const resolved = all.items.filter((t) => t.status === 'resolved').length;
  // Measured from the ticket history; shown only once the server has enough answered tickets to say.
  const averageMinutes = useConciergeStats().data?.averageFirstResponseMinutes;
  const startRequest = (category: ConciergeCategory) => {
    update({ ...NO_DRAFT, category });
    setFormOpen(true);
  };

  return (
    <div className="page">
      <PageHeader title={paths.concierge.title} subtitle={paths.concierge.subtitle}>
        <Button variation="primary" onClick={() => setFormOpen(true)}>
          New Request
        </Button>
      </PageHeader>
      <div className="with-sidebar">
        <div className="with-sidebar__main">
          <section aria-labelledby="services">
            <Heading level={2} id="services">
              Services
            </Heading>
            <div className="card-grid">
              {CONCIERGE_CATEGORIES.map((c) => (
                <button key={c} type="button" className="service-tile" onClick={() => startRequest(c)}>
                  <span className="service-tile__name">{labelOf(c)}</span>
                  <span className="muted">{CATEGORY_HINTS[c]}</span>
                </button>
              ))}
            </div>
          </section>
          <ConciergeChat />
          <Card variation="outlined">
            <Heading level={2}>My Requests</Heading>
            <Flex gap="0.5rem" wrap="wrap" role="group" aria-label="Request status" className="filter-buttons">
              {FILTERS.map(({ id, label }) => (
                <Button key={id} size="small" variation={filter === id ? 'primary' : undefined} aria-pressed={filter === id} onClick={() => setFilter(id)}>
                  {label}
                </Button>
              ))}
            </Flex>
            <PagedListView
              list={tickets}
              items={tickets.items}
              skeletons={3}
              label="Loading requests"
              empty={<EmptyState title="No requests yet" />}
              render={(shown) => (
                <div className="card-list">
                  {shown.map((t) => (
                    <Card key={t.id} variation="outlined" className="ticket-card">
                      <Flex justifyContent="space-between" alignItems="baseline" wrap="wrap" gap="0.5rem">
                        <Heading level={3} className="post-card__title">
                          {t.title}
                        </Heading>
                        <Flex gap="0.25rem" wrap="wrap">
                          <Badge size="small">{labelOf(t.category)}</Badge>
                          <Badge size="small" variation="warning">
                            {labelOf(t.priority)}
                          </Badge>
                          <Badge size="small" variation="info">
                            {labelOf(t.status)}
                          </Badge>
                        </Flex>
                      </Flex>
                      <Text>{preview(t.details, PREVIEW.ticketDetails)}</Text>
                      {t.assignedTo ? <Text className="muted">With the club team</Text> : null}
                      <Flex gap="0.5rem">
                        <Button size="small" onClick={() => setOpen({ id: t.id, update: false })}>
                          View Details
                        </Button>
                        {t.status !== 'closed' ? (
                          <Button size="small" onClick={() => setOpen({ id: t.id, update: true })}>
                            Add Update
                          </Button>
                        ) : null}
                      </Flex>
                    </Card>
                  ))}
                </div>
              )}
            />
          </Card>
        </div>
        <Sidebar label="Concierge sidebar">
          <SideCard
            title="Service Overview"
            stats={[
              ['Active requests', active],
              ['Resolved', resolved],
              ...(averageMinutes == null ? [] : [['Average response', responseTimeText(averageMinutes)] as [string, string]]),
            ]}
          />
          <SideCard title="Popular Services" stats={POPULAR} />
          <SideCard title="Service Hours" items={SERVICE_HOURS} />
          <ActionsCard title="Help & Resources">
            {HELP_ACTIONS.map((label) => (
              <Button key={label} onClick={() => startRequest('general')}>
                {label}
              </Button>
            ))}
          </ActionsCard>
        </Sidebar>
      </div>
      <Suspense fallback={null}>
        {formMounted ? (
          <RequestFormDialog
            key={params.toString()}
            open={formOpen}
            draft={draft}
            onClose={() => {
              setFormOpen(false);
              update(NO_DRAFT);
            }}
          />
        ) : null}
        {open ? (
          <TicketDialog
            key={open.id}
            ticketId={open.id}
            focusUpdate={open.update}
            onClose={() => {
              setOpen(null);
              update({ ticket: null });
            }}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
