import type { Deal } from '@club/shared';
import { Heading, Text } from '@aws-amplify/ui-react';
import { lazy, Suspense } from 'react';
import { ListSkeleton } from '../../../components/ui/list-states';
import { DETAIL_FIELDS } from './detail-fields';

const DetailsForm = lazy(() => import('./details-form').then(({ DetailsForm }) => ({ default: DetailsForm })));

/** Use of funds, traction, financials and team: the founder edits them, grantees read them. */
export function DealDetails({ deal }: { deal: Deal }) {
  return (
    <section className="deal-section" aria-labelledby="deal-details-heading">
      <Heading level={2} id="deal-details-heading" className="deal-section__title">
        Details
      </Heading>
      {deal.description ? <Text className="deal-details__text">{deal.description}</Text> : null}
      {deal.myAccess.role === 'founder' ? (
        <Suspense fallback={<ListSkeleton count={1} label="Loading the details form" />}>
          <DetailsForm deal={deal} />
        </Suspense>
      ) : (
        <dl className="deal-details">
          {DETAIL_FIELDS.map(({ key, label }) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd className={deal[key] ? 'deal-details__text' : 'muted'}>{deal[key] ?? 'Not shared yet'}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
