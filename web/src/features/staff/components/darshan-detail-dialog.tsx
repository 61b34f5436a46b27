import { type StaffDarshanPlanDetail, darshanRoutes, labelOf } from '@club/shared';
import { Badge, Button, Flex, Text, TextAreaField } from '@aws-amplify/ui-react';
import { Link } from 'react-router-dom';
import { SubmitButton, useZodForm } from '../../../components/form';
import { Dialog } from '../../../components/ui/dialog';
import { useStaffDarshanPlan } from '../api/get-staff-darshan-plan';
import { useSetDarshanPlanStatus } from '../api/set-darshan-plan-status';
import { dateTime } from '../labels';
import { DetailState } from './detail-state';
import { Facts } from './facts';
import { MemberContextCard } from './member-context';

/** A darshan plan for staff: the member, the plan, its concierge ticket, and Confirm / Mark Completed. */
export function DarshanDetailDialog({ planId, onClose }: { planId: string; onClose: () => void }) {
  const plan = useStaffDarshanPlan(planId);
  return (
    <Dialog open onClose={onClose} title="Darshan plan" size="large">
      <DetailState query={plan} what="darshan plan">
        {(data) => <PlanDetail plan={data} />}
      </DetailState>
    </Dialog>
  );
}

function PlanDetail({ plan }: { plan: StaffDarshanPlanDetail }) {
  const setStatus = useSetDarshanPlanStatus(plan.id);
  return (
    <div className="staff-detail">
      <Flex gap="0.5rem" alignItems="center" wrap="wrap">
        <Badge size="small" variation="info" data-testid="plan-status">
          {labelOf(plan.status)}
        </Badge>
        <Text as="span" className="muted">
          Plan {plan.id}
        </Text>
      </Flex>
      <MemberContextCard member={plan.member} />
      <Facts
        label="Plan"
        items={[
          ['Dates', plan.dateRange || 'Not specified'],
          ['Devotees', plan.pax],
          ['Special requirements', plan.specialRequests],
          ['Notes', plan.notes],
          ['Officials contacted', plan.officialsContacted ? 'Yes' : 'No'],
          ['Submitted', plan.submittedAt ? dateTime(plan.submittedAt) : undefined],
          // The booking goes through the concierge ticket opened on submit: open it in the Concierge tab.
          ['Concierge ticket', plan.ticketId ? <Link to={`?tab=concierge&item=${encodeURIComponent(plan.ticketId)}`}>{plan.ticketId}</Link> : 'None'],
          ['Confirmation', plan.confirmationDetails],
        ]}
      />
      {plan.status === 'submitted' ? <ConfirmForm planId={plan.id} /> : null}
      {plan.status === 'confirmed' ? (
        <section aria-label="Actions" className="staff-actions">
          <Button size="small" variation="primary" isDisabled={setStatus.isPending} onClick={() => setStatus.mutate({ status: 'completed' })}>
            Mark Completed
          </Button>
        </section>
      ) : null}
    </div>
  );
}

function ConfirmForm({ planId }: { planId: string }) {
  const setStatus = useSetDarshanPlanStatus(planId);
  const form = useZodForm(darshanRoutes.setDarshanPlanStatus.body, {
    defaultValues: { confirmationDetails: '' },
    toBody: ({ confirmationDetails }: { confirmationDetails: string }) => ({
      status: 'confirmed' as const,
      confirmationDetails: confirmationDetails.trim() || undefined,
    }),
  });
  const submit = form.onSubmit((body) => setStatus.mutate(body, form.mutateOptions()));
  return (
    <form onSubmit={submit} noValidate className="stack-form" aria-label="Confirm">
      <TextAreaField
        label="Confirmation details"
        descriptiveText="The member sees this on My Darshan Plans: darshan type, date and time, reporting point, reference."
        rows={3}
        {...form.field('confirmationDetails')}
      />
      <Flex justifyContent="flex-end">
        <SubmitButton isPending={setStatus.isPending} pendingLabel="Confirming...">
          Confirm
        </SubmitButton>
      </Flex>
    </form>
  );
}
