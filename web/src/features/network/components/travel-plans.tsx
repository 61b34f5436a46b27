import type { TravelOverlap, TravelPlan } from '@club/shared';
import { Badge, Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { lazy, Suspense, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState, ListSkeleton, PagedListView } from '../../../components/ui/list-states';
import { useDeleteTravelPlan } from '../api/delete-travel-plan';
import { useTravelOverlaps } from '../api/list-travel-overlaps';
import { useTravelPlans } from '../api/list-travel-plans';
import { fullName } from '../api/network-write';
import { formatStay } from '../format';
import { ConnectButton } from './connect-button';
import { MessageButton } from '../../messages';

// The form loads when first opened, not with the page.
const AddPlanDialog = lazy(() => import('./add-plan-dialog').then(({ AddPlanDialog }) => ({ default: AddPlanDialog })));

const PLAN_LOADING_CARDS = 3;

/**
 * Travel Plans: where the member will be (or lives), each with the
 * members in that city at overlapping dates; add and delete. `openPlanId` (a
 * nudge's `?plan=`) opens that plan's overlaps.
 */
export function TravelPlans({ openPlanId }: { openPlanId?: string }) {
  const plans = useTravelPlans();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<TravelPlan | null>(null);
  return (
    <div className="tabs__panel">
      <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="0.5rem">
        <Text className="muted">Say where you will be; members in the same city at the same time see each other here and in nudges.</Text>
        <Button variation="primary" onClick={() => setAdding(true)}>
          + Add Travel Plan
        </Button>
      </Flex>
      <PagedListView
        list={plans}
        items={plans.items}
        skeletons={PLAN_LOADING_CARDS}
        label="Loading travel plans"
        empty={<EmptyState title="No travel plans yet">Add a trip (or your home city) to find members nearby.</EmptyState>}
        render={(shown) => (
          <div className="card-list">
            {shown.map((plan) => (
              <PlanCard key={plan.id} plan={plan} initiallyOpen={plan.id === openPlanId} onDelete={() => setDeleting(plan)} />
            ))}
          </div>
        )}
      />
      <Suspense fallback={null}>{adding ? <AddPlanDialog onClose={() => setAdding(false)} /> : null}</Suspense>
      {deleting ? <DeletePlanDialog plan={deleting} onClose={() => setDeleting(null)} /> : null}
    </div>
  );
}

function PlanCard({ plan, initiallyOpen, onDelete }: { plan: TravelPlan; initiallyOpen: boolean; onDelete: () => void }) {
  const [open, setOpen] = useState(initiallyOpen);
  const place = `${plan.city}, ${plan.country}`;
  return (
    <Card variation="outlined" className="person-card" as="article" aria-labelledby={`plan-${plan.id}`} data-testid="travel-plan">
      <Flex justifyContent="space-between" alignItems="flex-start" wrap="wrap" gap="0.5rem">
        <Heading level={3} id={`plan-${plan.id}`} className="person-card__name">
          {place}
        </Heading>
        <Badge size="small" variation={plan.isPublic ? 'info' : undefined}>
          {plan.isPublic ? 'Public' : 'Connections only'}
        </Badge>
      </Flex>
      <Text fontWeight="600">{formatStay(plan)}</Text>
      {plan.purpose ? <Text>Purpose: {plan.purpose}</Text> : null}
      {plan.notes ? <Text className="muted">{plan.notes}</Text> : null}
      <Flex gap="0.5rem" wrap="wrap">
        <Button size="small" variation="primary" onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={`overlaps-${plan.id}`}>
          {open ? 'Hide members there' : `Members in ${plan.city}`}
        </Button>
        <Button size="small" variation="link" onClick={onDelete} aria-label={`Delete travel plan for ${place}`}>
          Delete
        </Button>
      </Flex>
      <div id={`overlaps-${plan.id}`}>{open ? <Overlaps plan={plan} /> : null}</div>
    </Card>
  );
}

function Overlaps({ plan }: { plan: TravelPlan }) {
  const overlaps = useTravelOverlaps(plan.id, true);
  if (overlaps.isPending) return <ListSkeleton count={1} label={`Loading members in ${plan.city}`} />;
  return (
    <PagedListView
      list={overlaps}
      items={overlaps.items}
      skeletons={1}
      empty={<Text className="muted">No members are in {plan.city} at those dates yet.</Text>}
      render={(shown) => (
        <ul className="plain-list" aria-label={`Members in ${plan.city}`}>
          {shown.map((overlap) => (
            <OverlapRow key={`${overlap.user.id}-${overlap.planId ?? overlap.source}`} overlap={overlap} />
          ))}
        </ul>
      )}
    />
  );
}

function OverlapRow({ overlap }: { overlap: TravelOverlap }) {
  const name = fullName(overlap.user);
  return (
    <li className="travel-plan" data-testid="travel-overlap">
      <Flex gap="0.35rem" wrap="wrap" alignItems="center">
        <Text as="span" fontWeight="700">
          {name}
        </Text>
        {overlap.isConnection ? (
          <Badge size="small" variation="success">
            Connection
          </Badge>
        ) : null}
      </Flex>
      <Text className="muted">
        {overlap.source === 'home' ? `Lives in ${overlap.city}` : formatStay(overlap)}
        {overlap.purpose ? ` · ${overlap.purpose}` : ''}
      </Text>
      <Flex gap="0.5rem" wrap="wrap" alignItems="center">
        {overlap.isConnection ? <MessageButton memberId={overlap.user.id} name={name} /> : <ConnectButton memberId={overlap.user.id} name={name} />}
      </Flex>
    </li>
  );
}

function DeletePlanDialog({ plan, onClose }: { plan: TravelPlan; onClose: () => void }) {
  const remove = useDeleteTravelPlan();
  return (
    <Dialog open onClose={onClose} title="Delete travel plan?">
      <Text>
        Delete your plan for {plan.city}, {plan.country} ({formatStay(plan)})?
      </Text>
      <Flex justifyContent="flex-end" gap="0.5rem" wrap="wrap">
        <Button onClick={onClose}>Keep</Button>
        <Button variation="destructive" onClick={() => remove.mutate(plan, { onSuccess: onClose })} isLoading={remove.isPending} loadingText="Deleting...">
          Delete
        </Button>
      </Flex>
    </Dialog>
  );
}
