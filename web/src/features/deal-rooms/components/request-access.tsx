import { INDUSTRY_LABELS, type Deal } from '@club/shared';
import { Badge, Button, Card, Heading, Text } from '@aws-amplify/ui-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths, roomFileUrl } from '../../../config/paths';
import { money, dayText } from '../labels';

const RequestAccessDialog = lazy(() => import('./request-access-dialog').then(({ RequestAccessDialog }) => ({ default: RequestAccessDialog })));

const REQUEST_LOOK = {
  pending: { label: 'Request pending', variation: 'warning', text: 'The founder has your request and decides who sees the room.' },
  approved: { label: 'Access ended', variation: undefined, text: 'Your access to this room has ended. You can ask the founder again.' },
  declined: { label: 'Request declined', variation: 'error', text: 'The founder declined your request. You can ask again with more about your interest.' },
} as const;

/** A member without access: the deal's public summary, and Request access or how their request stands. */
export function RequestAccess({ deal }: { deal: Deal }) {
  const [asking, setAsking] = useState(false);
  const request = deal.myAccess.request;
  const look = request ? REQUEST_LOOK[request.status] : undefined;
  const rows: [string, string | undefined][] = [
    ['Industry', deal.industry ? INDUSTRY_LABELS[deal.industry] : undefined],
    ['Raising', deal.raiseSizeTarget === undefined ? undefined : money(deal.raiseSizeTarget, deal.currency)],
    ['Valuation', deal.valuation === undefined ? undefined : money(deal.valuation, deal.currency)],
  ];
  return (
    <Card variation="outlined" className="deal-section" as="section" aria-labelledby="deal-summary-heading">
      <Heading level={2} id="deal-summary-heading" className="deal-section__title">
        About this deal
      </Heading>
      {deal.description ? <Text className="deal-details__text">{deal.description}</Text> : null}
      <dl className="deal-facts">
        {rows
          .filter(([, value]) => value)
          .map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <Text>The data room is shared by the founder with the investors they choose.</Text>
      {deal.myAccess.role === 'dealFlow' && deal.pitchDeckFileId ? (
        <Text>
          The founder lets deal-flow members read the pitch deck: <Link to={roomFileUrl(deal.id, deal.pitchDeckFileId)}>View the pitch deck</Link>
        </Text>
      ) : null}
      {deal.myAccess.role === 'admin' ? (
        <Text>
          As an admin you can read this room’s access log in the{' '}
          <Link to={`${paths.staff.path}?tab=deals&item=${encodeURIComponent(deal.id)}`}>staff console</Link>.
        </Text>
      ) : null}
      {request && look ? (
        <div className="deal-request" role="status">
          <Badge size="small" variation={look.variation}>
            {look.label}
          </Badge>
          <Text>
            {look.text} Asked on {dayText(request.createdAt)}.
          </Text>
        </div>
      ) : null}
      {request?.status === 'pending' ? null : (
        <div>
          <Button variation="primary" onClick={() => setAsking(true)}>
            {request ? 'Request access again' : 'Request access'}
          </Button>
        </div>
      )}
      <Suspense fallback={null}>{asking ? <RequestAccessDialog deal={deal} onClose={() => setAsking(false)} /> : null}</Suspense>
    </Card>
  );
}
