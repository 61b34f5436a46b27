import { Card, Heading, Text } from '@aws-amplify/ui-react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/page-header';
import { PageTabs, tabOf, type TabDef } from '../../../components/ui/page-tabs';
import { paths } from '../../../config/paths';
import { useSearchParamState } from '../../../lib/use-search-param-state';
import { useUser } from '../../auth';
import { isAdmin, isStaff } from '../labels';
import { AuditLog } from './audit-log';
import { CmQueue } from './cm-queue';
import { CulturalQueue } from './cultural-queue';
import { DealRoomsLog } from './deal-rooms-log';
import { DarshanQueue } from './darshan-queue';
import { DataRequestsQueue } from './data-requests-queue';
import { ExchangeRateTask } from './exchange-rate-task';
import { ExchangeRates } from './exchange-rates';
import { FailedMails } from './failed-mails';
import { FestivalDates } from './festival-dates';
import { MembersQueue } from './members-queue';
import { MessageReportsQueue } from './message-reports-queue';
import { TicketsQueue } from './tickets-queue';
import { TradeQueue } from './trade-queue';
import '../staff.css';

type Tab = 'concierge' | 'darshan' | 'trade' | 'cultural' | 'festivals' | 'cm' | 'members' | 'reports' | 'data' | 'rates' | 'mail' | 'audit' | 'deals';
const STAFF_TABS: TabDef<Tab>[] = [
  { id: 'concierge', label: 'Concierge' },
  { id: 'darshan', label: 'Darshan' },
  { id: 'trade', label: 'Trade' },
  { id: 'cultural', label: 'Cultural' },
  { id: 'festivals', label: 'Festival dates' },
  { id: 'cm', label: 'Meet The CM' },
  { id: 'members', label: 'Members' },
  { id: 'reports', label: 'Message reports' },
  { id: 'data', label: 'Data requests' },
  { id: 'rates', label: 'Exchange rates' },
  { id: 'mail', label: 'Failed mail' },
];
const ADMIN_TABS: TabDef<Tab>[] = [...STAFF_TABS, { id: 'audit', label: 'Audit log' }, { id: 'deals', label: 'Deal rooms' }];
/** The search params each tab keeps its filters and open item in: a new tab starts from its defaults. */
const TAB_STATE = { status: null, item: null, q: null, verified: null, type: null, actor: null, kind: null };

/**
 * The staff console. The URL says what is shown: `tab`
 * (concierge when absent), the queue's `status`, the open `item`, and the
 * Members and Audit log filters. Members who are not staff get a notice: the
 * API refuses them every staff call anyway.
 */
export function StaffConsolePage() {
  const { data: user, isPending } = useUser();
  const [params, update] = useSearchParamState();
  // Inside the shell the member is already known; only a render before that (a test, a future route) waits here.
  if (isPending) return <PageHeader title={paths.staff.title} subtitle={paths.staff.subtitle} />;
  if (!isStaff(user)) return <StaffOnly />;
  const tabs = isAdmin(user) ? ADMIN_TABS : STAFF_TABS;
  const tab = tabOf(tabs, params.get('tab'));
  return (
    <div className="page staff-console">
      <PageHeader title={paths.staff.title} subtitle={paths.staff.subtitle} />
      <ExchangeRateTask onOpen={() => update({ ...TAB_STATE, tab: 'rates' })} />
      <PageTabs
        name="Staff console"
        idPrefix="staff"
        tabs={tabs}
        current={tab}
        onSelect={(id) => update({ ...TAB_STATE, tab: id === 'concierge' ? null : id })}
      >
        {tab === 'concierge' ? <TicketsQueue /> : null}
        {tab === 'darshan' ? <DarshanQueue /> : null}
        {tab === 'trade' ? <TradeQueue /> : null}
        {tab === 'cultural' ? <CulturalQueue /> : null}
        {tab === 'festivals' ? <FestivalDates /> : null}
        {tab === 'cm' ? <CmQueue /> : null}
        {tab === 'members' ? <MembersQueue /> : null}
        {tab === 'reports' ? <MessageReportsQueue /> : null}
        {tab === 'data' ? <DataRequestsQueue /> : null}
        {tab === 'rates' ? <ExchangeRates /> : null}
        {tab === 'mail' ? <FailedMails /> : null}
        {tab === 'audit' ? <AuditLog /> : null}
        {tab === 'deals' ? <DealRoomsLog /> : null}
      </PageTabs>
    </div>
  );
}

function StaffOnly() {
  return (
    <div className="page">
      <PageHeader title={paths.staff.title} subtitle={paths.staff.subtitle} />
      <Card variation="outlined" role="alert" className="staff-only">
        <Heading level={2}>Staff only</Heading>
        <Text>This console is for the club’s staff. Your requests and their answers are on your own screens.</Text>
        <Text>
          Need help? <Link to={paths.concierge.path}>Ask the concierge</Link>.
        </Text>
      </Card>
    </div>
  );
}
