import { darshanRoutes, type DarshanPlan, type DarshanStatus, labelOf, timeAgo, formatDateTime } from '@club/shared';
import { useTimeZone } from '../../../lib/time-zone';
import { Badge, Button, Card, Flex, Heading, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { FormDialog, useZodForm } from '../../../components/form';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { usePlans } from '../api/list-darshan-plans';
import { usePlanAction } from '../api/submit-or-cancel-darshan-plan';
import { useUpdatePlan } from '../api/update-darshan-plan';
import { planBody } from './plan-wizard';

/** Each status its own colour and icon. */
const STATUS_LOOK: Record<DarshanStatus, { icon: string; variation: 'info' | 'warning' | 'success' | 'error' | undefined }> = {
  planning: { icon: '✎', variation: 'info' },
  submitted: { icon: '⏳', variation: 'warning' },
  confirmed: { icon: '✔', variation: 'success' },
  completed: { icon: '★', variation: undefined },
  cancelled: { icon: '✕', variation: 'error' },
};

export function StatusBadge({ status }: { status: DarshanStatus }) {
  const look = STATUS_LOOK[status];
  return (
    <Badge size="small" variation={look.variation}>
      <span aria-hidden="true">{look.icon}</span> {labelOf(status)}
    </Badge>
  );
}

/** My Darshan Plans: status, created, dates, devotees, requests; View Details, edit, Submit to TTD, Cancel. */
export function PlanList() {
  const plans = usePlans();
  const [viewing, setViewing] = useState<DarshanPlan | null>(null);
  const [editing, setEditing] = useState<DarshanPlan | null>(null);
  return (
    <Card variation="outlined" as="section" aria-labelledby="my-plans">
      <Heading level={2} id="my-plans">
        My Darshan Plans
      </Heading>
      <PagedListView
        list={plans}
        items={plans.items}
        skeletons={3}
        label="Loading plans"
        empty={<EmptyState title="No darshan plans yet" />}
        render={(shown) => (
          <div className="card-list">
            {shown.map((plan) => (
              <PlanCard key={plan.id} plan={plan} onView={() => setViewing(plan)} onEdit={() => setEditing(plan)} />
            ))}
          </div>
        )}
      />
      {viewing ? <PlanDetails plan={viewing} onClose={() => setViewing(null)} /> : null}
      {editing ? <EditPlanDialog plan={editing} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}

function PlanCard({ plan, onView, onEdit }: { plan: DarshanPlan; onView: () => void; onEdit: () => void }) {
  const action = usePlanAction(plan.id);
  return (
    <Card variation="outlined" className="post-card" data-testid="darshan-plan">
      <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="0.5rem">
        <StatusBadge status={plan.status} />
        <Text as="span" className="muted">
          {timeAgo(plan.createdAt)}
        </Text>
      </Flex>
      <Text fontWeight="600">{plan.dateRange || 'Not specified'}</Text>
      <Text>
        {plan.pax} {plan.pax === 1 ? 'devotee' : 'devotees'}
      </Text>
      {plan.specialRequests ? <Text className="muted">{plan.specialRequests}</Text> : null}
      {/* What the concierge team booked: the reason the member opens this list once confirmed. */}
      {plan.status === 'confirmed' && plan.confirmationDetails ? (
        <Text data-testid="plan-confirmation">
          <strong>Confirmed:</strong> {plan.confirmationDetails}
        </Text>
      ) : null}
      <Flex gap="0.5rem" wrap="wrap">
        <Button size="small" onClick={onView}>
          View Details
        </Button>
        {plan.status === 'planning' ? (
          <>
            <Button size="small" onClick={onEdit} aria-label="Edit plan">
              ✎
            </Button>
            <Button size="small" variation="primary" isDisabled={action.isPending} onClick={() => action.mutate({ kind: 'submit' })}>
              Submit to TTD
            </Button>
          </>
        ) : null}
        {plan.status !== 'completed' && plan.status !== 'cancelled' ? (
          <Button size="small" variation="link" isDisabled={action.isPending} onClick={() => action.mutate({ kind: 'cancel' })}>
            Cancel plan
          </Button>
        ) : null}
      </Flex>
    </Card>
  );
}

function PlanDetails({ plan, onClose }: { plan: DarshanPlan; onClose: () => void }) {
  const zone = useTimeZone();
  return (
    <Dialog open onClose={onClose} title="Darshan plan">
      <dl className="stat-list">
        <dt>Status</dt>
        <dd>
          <StatusBadge status={plan.status} />
        </dd>
        <dt>Dates</dt>
        <dd>{plan.dateRange || 'Not specified'}</dd>
        <dt>Devotees</dt>
        <dd>{plan.pax}</dd>
        <dt>Special requirements</dt>
        <dd>{plan.specialRequests || 'None'}</dd>
        <dt>Notes</dt>
        <dd>{plan.notes || 'None'}</dd>
        <dt>Created</dt>
        <dd>{formatDateTime(plan.createdAt, zone)}</dd>
        {plan.submittedAt ? (
          <>
            <dt>Submitted</dt>
            <dd>{formatDateTime(plan.submittedAt, zone)}</dd>
          </>
        ) : null}
        {plan.confirmationDetails ? (
          <>
            <dt>Confirmation</dt>
            <dd>{plan.confirmationDetails}</dd>
          </>
        ) : null}
      </dl>
      {plan.ticketId ? <Text className="muted">Our concierge team is handling the booking; follow it under My Requests on the Concierge page.</Text> : null}
    </Dialog>
  );
}

function EditPlanDialog({ plan, onClose }: { plan: DarshanPlan; onClose: () => void }) {
  const action = useUpdatePlan(plan.id);
  const form = useZodForm(darshanRoutes.updateDarshanPlan.body, {
    defaultValues: { dateRange: plan.dateRange, pax: String(plan.pax), specialRequests: plan.specialRequests ?? '', notes: plan.notes ?? '' },
    toBody: planBody,
  });
  const submit = form.onSubmit((body) => action.mutate(body, form.mutateOptions(onClose)));
  return (
    <FormDialog open onClose={onClose} title="Edit darshan plan" onSubmit={submit} submitLabel="Save changes" isPending={action.isPending}>
      <TextField label="Preferred dates" {...form.field('dateRange')} />
      <TextField label="Number of devotees" type="number" {...form.field('pax')} />
      <TextAreaField label="Special requirements" rows={3} {...form.field('specialRequests')} />
      <TextAreaField label="Notes" rows={2} {...form.field('notes')} />
    </FormDialog>
  );
}
