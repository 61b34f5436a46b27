import {
  TRADE_EMPTY_STATES,
  TRADE_REQUEST_LOADING_CARDS,
  TRADE_REQUEST_TYPE_LABELS,
  type TradeRequest,
  type TradeRequestStatus,
  dutyAmount,
  formatMoney,
  labelOf,
  formatDate,
  formatDateTime,
} from '@club/shared';
import { viewerZone } from '../../../lib/time-zone';
import { Badge, Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { reportUrl, useMyTradeRequests, useTradeRequest } from '../api/trade-assistance-api';
import { DutyBreakdown } from './duty-breakdown';
import { HsCodeCard } from './hs-code-helper';

const STATUS_ICONS: Record<TradeRequestStatus, string> = { pending: '⏳', processing: '⚙️', completed: '✅', failed: '❌' };
const formatDay = (iso: string) => formatDate(iso, viewerZone(), { weekday: false });

export function StatusBadge({ status }: { status: TradeRequestStatus }) {
  const variation = status === 'completed' ? 'success' : status === 'failed' ? 'error' : status === 'processing' ? 'info' : 'warning';
  return (
    <Badge variation={variation} data-testid="request-status">
      <span aria-hidden="true">{STATUS_ICONS[status]} </span>
      {labelOf(status)}
    </Badge>
  );
}

/** My Requests: 3 loading cards, 'No requests yet', the cards with View Details and Download Report. */
export function MyRequests() {
  const requests = useMyTradeRequests();
  const [viewing, setViewing] = useState<string | null>(null);
  return (
    <section aria-labelledby="my-requests-heading" className="trade-panel">
      <Heading level={2} id="my-requests-heading" className="visually-hidden">
        My Requests
      </Heading>
      <PagedListView
        list={requests}
        items={requests.items}
        skeletons={TRADE_REQUEST_LOADING_CARDS}
        label="Loading requests"
        empty={<EmptyState title={TRADE_EMPTY_STATES.requests}>Calculate duties or ask for help and your requests appear here.</EmptyState>}
        render={(shown) => (
          <div className="card-list">
            {shown.map((request) => (
              <RequestCard key={request.id} request={request} onView={() => setViewing(request.id)} />
            ))}
          </div>
        )}
      />
      {viewing ? <RequestDetailsDialog requestId={viewing} onClose={() => setViewing(null)} /> : null}
    </section>
  );
}

/** A request card: type, status icon, date, calculated duty, HS code, route, cargo value, quantity and unit, documents. */
export function RequestCard({ request, onView }: { request: TradeRequest; onView: () => void }) {
  const title = TRADE_REQUEST_TYPE_LABELS[request.type];
  return (
    <Card variation="outlined" as="article" className="trade-request" aria-labelledby={`req-${request.id}`} data-testid="trade-request">
      <Flex justifyContent="space-between" alignItems="flex-start" wrap="wrap" gap="0.5rem">
        <Heading level={3} id={`req-${request.id}`}>
          {title}
        </Heading>
        <StatusBadge status={request.status} />
      </Flex>
      <Text className="muted">Submitted {formatDay(request.createdAt)}</Text>
      {request.summary ? <Text>{request.summary}</Text> : null}
      <dl className="trade-request__facts">
        {request.calculatedDuty !== undefined ? (
          <div>
            <dt>Calculated duty</dt>
            <dd>{dutyAmount(request.calculatedDuty, request.dutyCurrency)}</dd>
          </div>
        ) : null}
        {request.hsCode ? (
          <div>
            <dt>HS code</dt>
            <dd>{request.hsCode}</dd>
          </div>
        ) : null}
        {request.originCountry || request.destinationCountry ? (
          <div>
            <dt>Route</dt>
            <dd>
              {request.originCountry ?? '—'} → {request.destinationCountry ?? '—'}
            </dd>
          </div>
        ) : null}
        {request.value !== undefined ? (
          <div>
            <dt>Cargo value</dt>
            <dd>{formatMoney(request.value, request.currency ?? 'USD', { exact: true })}</dd>
          </div>
        ) : null}
        {request.quantity !== undefined ? (
          <div>
            <dt>Quantity</dt>
            <dd>
              {request.quantity} {request.unit ?? ''}
            </dd>
          </div>
        ) : null}
      </dl>
      {request.documentsRequired.length > 0 ? (
        <div>
          <Text fontWeight="600">Required documents</Text>
          <ul className="trade-request__docs">
            {request.documentsRequired.map((doc) => (
              <li key={doc}>{doc}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Flex gap="0.5rem" wrap="wrap">
        <Button size="small" onClick={onView}>
          View Details
        </Button>
        {request.hasReport && request.status === 'completed' ? (
          <a className="amplify-button amplify-button--small amplify-button--primary" href={reportUrl(request.id)} download>
            Download Report
          </a>
        ) : null}
      </Flex>
    </Card>
  );
}

/** View Details: the full breakdown, the documents, the answer and the status history. */
function RequestDetailsDialog({ requestId, onClose }: { requestId: string; onClose: () => void }) {
  const detail = useTradeRequest(requestId);
  const request = detail.data;
  return (
    <Dialog open onClose={onClose} title={request ? `${TRADE_REQUEST_TYPE_LABELS[request.type]} details` : 'Request details'}>
      {detail.isPending ? <Text>Loading...</Text> : null}
      {detail.isError ? <Text className="field-error">The request could not be loaded.</Text> : null}
      {request ? (
        <div className="trade-panel" data-testid="request-details">
          <Flex gap="0.5rem" alignItems="center" wrap="wrap">
            <StatusBadge status={request.status} />
            <Text className="muted">Submitted {formatDay(request.createdAt)}</Text>
          </Flex>
          {request.requestDetails.productDescription ? <Text>Product: {request.requestDetails.productDescription}</Text> : null}
          {request.requestDetails.serviceName ? <Text>Service: {request.requestDetails.serviceName}</Text> : null}
          {request.response?.breakdown ? <DutyBreakdown quote={request.response.breakdown} /> : null}
          {request.response?.candidates?.length ? (
            <section className="card-list" aria-label="Candidate HS codes">
              <Heading level={3}>Candidate HS codes</Heading>
              {request.response.candidates.map((result) => (
                <HsCodeCard key={result.id} result={result} />
              ))}
            </section>
          ) : null}
          {request.response?.confirmedHsCode ? <Text fontWeight="600">Confirmed HS code: {request.response.confirmedHsCode}</Text> : null}
          {request.response?.message ? (
            <Text>
              Answer{request.response.respondedBy ? ` from ${request.response.respondedBy}` : ''}: {request.response.message}
            </Text>
          ) : null}
          {!request.response?.breakdown && request.documentsRequired.length > 0 ? (
            <>
              <Heading level={3}>Documents</Heading>
              <ul>
                {request.documentsRequired.map((doc) => (
                  <li key={doc}>{doc}</li>
                ))}
              </ul>
            </>
          ) : null}
          <Heading level={3}>Status history</Heading>
          <ol className="trade-history">
            {request.statusHistory.map((change) => (
              <li key={`${change.status}-${change.at}`}>
                <strong>{labelOf(change.status)}</strong> · {formatDateTime(change.at, viewerZone(), { weekday: false })} · {change.by}
                {change.note ? ` · ${change.note}` : ''}
              </li>
            ))}
          </ol>
          {request.hasReport && request.status === 'completed' ? (
            <a className="amplify-button amplify-button--small amplify-button--primary" href={reportUrl(request.id)} download>
              Download Report
            </a>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
