import {
  CONNECTOR_CATEGORIES,
  CONNECTOR_CATEGORY_HS,
  CONNECTOR_LOCATIONS,
  CONNECTOR_LOCATION_COUNTRIES,
  ORDER_VALUE_BANDS,
  ORDER_VALUE_BAND_IDS,
  type ConnectorCategory,
  type ConnectorLocation,
  type OrderValueBand,
  type TradeConnection,
  type TradeConnectionStatus,
  type TradeContact,
  type TradeListing,
  formatMoney,
  labelOf,
} from '@club/shared';
import { Badge, Button, Card, Flex, Heading, Placeholder, SelectField, Text } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { PersonChip, type ChipPerson } from '../../../components/people';
import { LogInPrompt } from '../../../components/ui/log-in-prompt';
import { ButtonLink } from '../../../components/ui/button-link';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { PageTabs, tabOf, type TabDef } from '../../../components/ui/page-tabs';
import { oneOf, useSearchParamState } from '../../../lib/use-search-param-state';
import { useUser } from '../../auth';
import { MessageButton } from '../../messages';
import {
  useConnectorListings,
  useConnectorStats,
  useCreateTradeConnection,
  useMarketInsights,
  useRespondTradeConnection,
  useShareTradeContact,
  useTradeConnections,
  useTradeMatches,
  type ListingFilters,
} from '../api/connector-api';
import '../trade-connector.css';
import { ShippingCalculator } from '../../trade-assistance';
import { ExternalLink } from '../../../components/ui/external-link';

type ConnectorTab = 'discover' | 'connections' | 'tools' | 'insights';
const TABS: TabDef<ConnectorTab>[] = [
  { id: 'discover', label: 'Discover Opportunities' },
  { id: 'connections', label: 'My Connections' },
  { id: 'tools', label: 'Trade Tools' },
  { id: 'insights', label: 'Market Insights' },
];
const kindLabel = (kind: 'export' | 'import') => (kind === 'export' ? 'Export offer' : 'Import need');

/**
 * Import-Export Connector: real stat cards, HS-heading
 * matches, and the tabs Discover Opportunities, My Connections, Trade Tools and
 * Market Insights. The URL holds the tab and the applied filters.
 */
export function ImportExportConnectorPage() {
  const user = useUser();
  const [params, update] = useSearchParamState();
  const tab = tabOf(TABS, params.get('tab'));
  if (user.data === null) {
    return <LogInPrompt what="the Import-Export Connector" />;
  }
  const filters: ListingFilters = {
    category: oneOf(CONNECTOR_CATEGORIES, params.get('category')),
    location: oneOf(CONNECTOR_LOCATIONS, params.get('location')),
    priceRange: oneOf(ORDER_VALUE_BAND_IDS, params.get('priceRange')),
  };
  return (
    <div className="page trade-page">
      <PageHeader title={paths.importExportConnector.title} subtitle={paths.importExportConnector.subtitle} />
      <ConnectorStats />
      <Matches />
      <PageTabs name="Import-Export Connector" idPrefix="connector" tabs={TABS} current={tab} onSelect={(id) => update({ tab: id === 'discover' ? null : id })}>
        {tab === 'discover' ? (
          <Discover
            filters={filters}
            onSearch={(next) => update({ category: next.category ?? null, location: next.location ?? null, priceRange: next.priceRange ?? null })}
          />
        ) : null}
        {tab === 'connections' ? <MyConnections /> : null}
        {tab === 'tools' ? <TradeTools /> : null}
        {tab === 'insights' ? <MarketInsights /> : null}
      </PageTabs>
    </div>
  );
}

function ConnectorStats() {
  const stats = useConnectorStats();
  const cards = [
    { label: 'Active listings', value: stats.data?.activeListings },
    { label: 'Exporters', value: stats.data?.exporters },
    { label: 'Importers', value: stats.data?.importers },
    { label: 'Countries', value: stats.data?.countries },
  ];
  return (
    <dl className="stat-cards" aria-label="Connector statistics">
      {cards.map(({ label, value }) => (
        <Card key={label} variation="outlined" className="stat-card">
          <dt>{label}</dt>
          <dd>{value ?? (stats.isError ? '—' : <Placeholder size="small" />)}</dd>
        </Card>
      ))}
    </dl>
  );
}

/** The caller's connection status per listing (outgoing), to show "Request sent" instead of Connect. */
function useOutgoingStatus(): Map<string, TradeConnectionStatus> {
  const connections = useTradeConnections();
  return new Map(connections.items.filter((c) => c.direction === 'outgoing' && c.status !== 'withdrawn').map((c) => [c.listing.id, c.status]));
}

function ConnectButton({ listingId, title, status }: { listingId: string; title: string; status?: TradeConnectionStatus }) {
  const connect = useCreateTradeConnection();
  if (status) {
    return (
      <Badge variation={status === 'accepted' ? 'success' : status === 'declined' ? 'error' : 'info'} data-testid="connection-status">
        {status === 'pending' ? 'Request sent' : labelOf(status)}
      </Badge>
    );
  }
  return (
    <Button size="small" variation="primary" isDisabled={connect.isPending} aria-label={`Connect: ${title}`} onClick={() => connect.mutate({ listingId })}>
      {connect.isPending ? 'Sending...' : 'Connect'}
    </Button>
  );
}

/** HS-heading matches: the other side's listings under the same subheading or heading as the caller's companies' listings, with the reason. */
function Matches() {
  const matches = useTradeMatches();
  const outgoing = useOutgoingStatus();
  if (matches.isPending || matches.isError || matches.data.length === 0) return null;
  return (
    <section aria-labelledby="matches-heading" className="trade-panel">
      <Heading level={2} id="matches-heading">
        HS-heading matches for your listings
      </Heading>
      <div className="card-grid card-grid--two">
        {matches.data.map((match) => (
          <Card key={match.id} variation="outlined" as="article" className="listing-card" data-testid="trade-match" aria-labelledby={`match-${match.id}`}>
            <Text className="muted">{match.reason}</Text>
            <Heading level={3} id={`match-${match.id}`}>
              {match.listing.title}
            </Heading>
            <Text>
              {kindLabel(match.listing.kind)} · HS {match.listing.hsCode} · {match.listing.companyName}
              {match.listing.country ? ` · ${match.listing.country}` : ''}
            </Text>
            <Text className="muted">
              For your {kindLabel(match.myListing.kind).toLowerCase()}: {match.myListing.title}
            </Text>
            <Flex>
              <ConnectButton listingId={match.listing.id} title={match.listing.title} status={match.connectionStatus ?? outgoing.get(match.listing.id)} />
            </Flex>
          </Card>
        ))}
      </div>
    </section>
  );
}

function Discover({ filters, onSearch }: { filters: ListingFilters; onSearch: (filters: ListingFilters) => void }) {
  const [draft, setDraft] = useState<{ category: string; location: string; priceRange: string }>({
    category: filters.category ?? '',
    location: filters.location ?? '',
    priceRange: filters.priceRange ?? '',
  });
  const listings = useConnectorListings(filters);
  const outgoing = useOutgoingStatus();
  const user = useUser();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({
      category: (draft.category || undefined) as ConnectorCategory | undefined,
      location: (draft.location || undefined) as ConnectorLocation | undefined,
      priceRange: (draft.priceRange || undefined) as OrderValueBand | undefined,
    });
  };
  const mine = (listing: TradeListing) => listing.company.users.some((member) => member.id === user.data?.id);
  return (
    <div className="trade-panel">
      <form className="trade-filters" onSubmit={submit} aria-label="Filter opportunities">
        <SelectField label="Category" value={draft.category} onChange={(e) => setDraft({ ...draft, category: e.target.value })}>
          <option value="">All categories</option>
          {CONNECTOR_CATEGORIES.map((id) => (
            <option key={id} value={id}>
              {CONNECTOR_CATEGORY_HS[id].label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Location" value={draft.location} onChange={(e) => setDraft({ ...draft, location: e.target.value })}>
          <option value="">All locations</option>
          {CONNECTOR_LOCATIONS.map((id) => (
            <option key={id} value={id}>
              {CONNECTOR_LOCATION_COUNTRIES[id]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Order value" value={draft.priceRange} onChange={(e) => setDraft({ ...draft, priceRange: e.target.value })}>
          <option value="">Any order value</option>
          {ORDER_VALUE_BAND_IDS.map((id) => (
            <option key={id} value={id}>
              {ORDER_VALUE_BANDS[id].label}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variation="primary">
          Search
        </Button>
      </form>
      <PagedListView
        list={listings}
        items={listings.items}
        skeletons={3}
        label="Loading opportunities"
        empty={<EmptyState title="No opportunities match these filters">Try another category, location or order value.</EmptyState>}
        render={(shown) => (
          <div className="card-grid card-grid--two">
            {shown.map((listing) => (
              <Card
                key={listing.id}
                variation="outlined"
                as="article"
                className="listing-card"
                data-testid="connector-listing"
                aria-labelledby={`listing-${listing.id}`}
              >
                <Flex justifyContent="space-between" wrap="wrap" gap="0.5rem">
                  <Badge variation={listing.kind === 'export' ? 'success' : 'info'}>{kindLabel(listing.kind)}</Badge>
                  <Text className="muted">HS {listing.hsCode}</Text>
                </Flex>
                <Heading level={3} id={`listing-${listing.id}`}>
                  {listing.title}
                </Heading>
                <Text>{listing.company.name}</Text>
                <Text className="muted">
                  {[
                    listing.country ?? listing.location,
                    listing.quantity ? `${listing.quantity} ${listing.unit ?? ''}`.trim() : undefined,
                    listing.priceBand,
                    listing.incoterms,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                {listing.orderValueInr !== undefined ? <Text>Order value: {formatMoney(listing.orderValueInr, 'INR')}</Text> : null}
                <Text className="muted">{listing.description}</Text>
                <Flex>
                  {mine(listing) ? (
                    <Text className="muted">Your company’s listing</Text>
                  ) : (
                    <ConnectButton listingId={listing.id} title={listing.title} status={outgoing.get(listing.id)} />
                  )}
                </Flex>
              </Card>
            ))}
          </div>
        )}
      />
    </div>
  );
}

/**
 * The other side's contact on an accepted connection: e-mail and phone only
 * once they shared them; until then they talk through the club (the note and
 * the reply). The caller's own side offers "Share my contact details" when
 * they are the requester or the member who accepted and have not shared yet.
 */
/** A contact as the person chip names them (the contact carries the full name as one string). */
function contactPerson(contact: TradeContact): ChipPerson {
  const [firstName = '', ...rest] = contact.name.split(' ');
  return { ...contact, id: contact.memberId, firstName, lastName: rest.join(' ') };
}

function ContactList({ connection }: { connection: TradeConnection }) {
  const user = useUser();
  const share = useShareTradeContact();
  if (!connection.contacts) return null;
  const { requester, responder } = connection.contacts;
  const other = connection.direction === 'outgoing' ? responder : requester;
  const mine = [requester, responder].find((contact) => contact.memberId === user.data?.id && contact.memberId !== other.memberId);
  return (
    <>
      <dl className="trade-request__facts" aria-label="Contact details">
        <div>
          <dt>Contact</dt>
          <dd>
            <PersonChip person={contactPerson(other)} size="compact" />
          </dd>
        </div>
        {other.email ? (
          <div>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${other.email}`}>{other.email}</a>
            </dd>
          </div>
        ) : null}
        {other.phone ? (
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${other.phone}`}>{other.phone}</a>
            </dd>
          </div>
        ) : null}
        {other.linkedinUrl ? (
          <div>
            <dt>LinkedIn</dt>
            <dd>
              <ExternalLink href={other.linkedinUrl}>Profile</ExternalLink>
            </dd>
          </div>
        ) : null}
      </dl>
      <Flex>
        <MessageButton memberId={other.memberId} name={other.name} about={connection.listing.title} />
      </Flex>
      {other.shared ? null : <Text className="muted">E-mail and phone are shared when {other.name} chooses. Until then, message them here in the club.</Text>}
      {mine ? (
        mine.shared ? (
          <Text className="muted">You shared your e-mail and phone on this connection.</Text>
        ) : (
          <Flex>
            <Button size="small" isDisabled={share.isPending} onClick={() => share.mutate({ connectionId: connection.id })}>
              Share my contact details
            </Button>
          </Flex>
        )
      ) : null}
    </>
  );
}

/** My Connections: incoming requests to accept or decline, outgoing ones, contacts once accepted. */
function MyConnections() {
  const connections = useTradeConnections();
  const respond = useRespondTradeConnection();
  return (
    <PagedListView
      list={connections}
      items={connections.items}
      skeletons={3}
      label="Loading connections"
      empty={<EmptyState title="No connections yet">Press Connect on an opportunity to reach its company.</EmptyState>}
      render={(shown) => (
        <div className="card-list">
          {shown.map((connection) => (
            <Card
              key={connection.id}
              variation="outlined"
              as="article"
              className="listing-card"
              data-testid="trade-connection"
              aria-labelledby={`conn-${connection.id}`}
            >
              <Flex justifyContent="space-between" wrap="wrap" gap="0.5rem">
                <Text fontWeight="600">{connection.direction === 'incoming' ? 'Incoming' : 'Outgoing'}</Text>
                <Badge variation={connection.status === 'accepted' ? 'success' : connection.status === 'pending' ? 'info' : 'warning'}>
                  {labelOf(connection.status)}
                </Badge>
              </Flex>
              <Heading level={3} id={`conn-${connection.id}`}>
                {connection.listing.title}
              </Heading>
              <Text className="muted">
                {kindLabel(connection.listing.kind)} · HS {connection.listing.hsCode} ·{' '}
                {connection.direction === 'incoming'
                  ? `from ${connection.fromMember.name}${connection.fromCompany ? ` (${connection.fromCompany.name})` : ''}`
                  : `to ${connection.toCompany.name}`}
              </Text>
              {connection.note ? <Text>“{connection.note}”</Text> : null}
              {connection.responseNote ? (
                <Text>
                  Reply{connection.respondedBy ? ` from ${connection.respondedBy}` : ''}: “{connection.responseNote}”
                </Text>
              ) : null}
              {connection.status === 'accepted' ? <ContactList connection={connection} /> : null}
              {connection.direction === 'incoming' && connection.status === 'pending' ? (
                <Flex gap="0.5rem" wrap="wrap">
                  <Button
                    size="small"
                    variation="primary"
                    isDisabled={respond.isPending}
                    onClick={() => respond.mutate({ connectionId: connection.id, accept: true })}
                  >
                    Accept
                  </Button>
                  <Button size="small" isDisabled={respond.isPending} onClick={() => respond.mutate({ connectionId: connection.id, accept: false })}>
                    Decline
                  </Button>
                </Flex>
              ) : null}
            </Card>
          ))}
        </div>
      )}
    />
  );
}

function TradeTools() {
  return (
    <div className="trade-panel trade-tools">
      <div className="card-grid card-grid--two">
        <Card variation="outlined" as="article" aria-labelledby="tool-hs">
          <Heading level={3} id="tool-hs">
            HS Code Lookup
          </Heading>
          <Text>Search the HS 2022 catalogue by code or product words.</Text>
          <ButtonLink href={`${paths.tradeAssistance.path}?tab=hs`}>Open HS Code Helper</ButtonLink>
        </Card>
        <Card variation="outlined" as="article" aria-labelledby="tool-duty">
          <Heading level={3} id="tool-duty">
            Duty Calculator
          </Heading>
          <Text>India’s import duty stack, every line shown.</Text>
          <ButtonLink href={paths.tradeAssistance.path}>Open Duty Calculator</ButtonLink>
        </Card>
      </div>
      <ShippingCalculator />
    </div>
  );
}

function Bars({ rows }: { rows: { key: string; label: string; value: number; detail: string }[] }) {
  const max = Math.max(1, ...rows.map((row) => row.value));
  return (
    <ul className="trade-bars">
      {rows.map((row) => (
        <li key={row.key}>
          <span>{row.label}</span>
          <span className="muted">{row.detail}</span>
          <span className="trade-bars__bar" style={{ width: `${(row.value / max) * 100}%` }} aria-hidden="true" />
        </li>
      ))}
    </ul>
  );
}

/** Market Insights: real aggregates of the listings. */
function MarketInsights() {
  const insights = useMarketInsights(true);
  if (insights.isPending) return <Text>Loading insights...</Text>;
  if (insights.isError) return <Text className="field-error">Insights could not be loaded.</Text>;
  const { topChapters, importsVsExports, byCountry } = insights.data;
  return (
    <div className="card-grid card-grid--two">
      <Card variation="outlined" as="section" aria-labelledby="ins-chapters">
        <Heading level={3} id="ins-chapters">
          Top HS chapters
        </Heading>
        <Bars
          rows={topChapters.map((row) => ({
            key: row.chapter,
            label: `${row.chapter} ${row.title}`,
            value: row.listings,
            detail: `${row.listings} (${row.exports} exp / ${row.imports} imp)`,
          }))}
        />
      </Card>
      <Card variation="outlined" as="section" aria-labelledby="ins-balance">
        <Heading level={3} id="ins-balance">
          Imports vs exports
        </Heading>
        <Bars
          rows={[
            { key: 'exports', label: 'Export offers', value: importsVsExports.exports, detail: String(importsVsExports.exports) },
            { key: 'imports', label: 'Import needs', value: importsVsExports.imports, detail: String(importsVsExports.imports) },
          ]}
        />
      </Card>
      <Card variation="outlined" as="section" aria-labelledby="ins-country">
        <Heading level={3} id="ins-country">
          By country
        </Heading>
        <Bars
          rows={byCountry.map((row) => ({
            key: row.country,
            label: row.country,
            value: row.listings,
            detail: `${row.listings} (${row.exports} exp / ${row.imports} imp)`,
          }))}
        />
      </Card>
    </div>
  );
}
