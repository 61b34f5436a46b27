import { type StaffCmRequest, cmOfficeRoutes, labelOf } from '@club/shared';
import type { CallInput } from '../../../lib/api-client';
import { Badge, Button, Flex, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { SubmitButton, optionalText, useZodForm } from '../../../components/form';
import { Dialog } from '../../../components/ui/dialog';
import { ListError } from '../../../components/ui/list-states';
import { useCmOpenSlots } from '../api/list-cm-open-slots';
import { useSetCmRequestStatus } from '../api/set-cm-request-status';
import { dateTime, slotText, todayInIndia } from '../labels';
import { Facts } from './facts';
import { MemberContextById } from './member-context';
import { PublishSlotForm } from './publish-slot-form';

type StatusBody = CallInput<'setCmRequestStatus'>['body'];

/** A Meet The CM request for staff: the member, the request, and Under review, Schedule or Decline. */
export function CmDetailDialog({ request: opened, onClose }: { request: StaffCmRequest; onClose: () => void }) {
  // The queue's row, replaced by each answer (the API has no single-request read for staff).
  const [request, setRequest] = useState(opened);
  const setStatus = useSetCmRequestStatus(request.id);
  const send = (body: StatusBody, then?: () => void) =>
    setStatus.mutate(body, {
      onSuccess: (data) => {
        setRequest({ ...request, ...data });
        then?.();
      },
    });
  const open = request.status === 'submitted' || request.status === 'under_review';
  return (
    <Dialog open onClose={onClose} title={request.subject || 'Meeting request'} size="large">
      <div className="staff-detail">
        <Flex gap="0.5rem" alignItems="center" wrap="wrap">
          <Badge size="small" variation="info" data-testid="cm-status">
            {labelOf(request.status)}
          </Badge>
          {request.urgency ? <Badge size="small">{labelOf(request.urgency)}</Badge> : null}
          <Text as="span" className="muted">
            Request {request.id}
          </Text>
        </Flex>
        <MemberContextById memberId={request.userId} />
        <Facts
          label="Request"
          items={[
            ['Chief Minister of', request.state ? labelOf(request.state) : undefined],
            ['Delegation', request.delegationType ? labelOf(request.delegationType) : undefined],
            ['Purpose', request.purpose ? labelOf(request.purpose) : undefined],
            ['Sector', request.sector ? labelOf(request.sector) : undefined],
            ['Investment', request.investmentAmount ? labelOf(request.investmentAmount) : undefined],
            ['Jobs', request.jobCreation],
            ['Preferred', [request.preferredDate, request.duration ? `${request.duration} minutes` : undefined].filter(Boolean).join(' · ')],
            ['Proposal', request.proposal],
            ['Company profile', request.companyProfile],
            ['Slot', request.slot ? `${slotText(request.slot)} · ${request.slot.location}` : undefined],
            ['Decline reason', request.declineReason],
            ['Note', request.statusNote],
            ['Submitted', request.submittedAt ? dateTime(request.submittedAt) : undefined],
          ]}
        />
        {request.status === 'submitted' ? (
          <section aria-label="Actions" className="staff-actions">
            <Button size="small" isDisabled={setStatus.isPending} onClick={() => send({ status: 'under_review' })}>
              Mark under review
            </Button>
          </section>
        ) : null}
        {open ? <Scheduler request={request} busy={setStatus.isPending} onSchedule={(body) => send(body)} /> : null}
        {open ? <DeclineForm requestId={request.id} onDeclined={(data) => setRequest({ ...request, ...data })} /> : null}
      </div>
    </Dialog>
  );
}

/**
 * Schedule: the slot the member picked, or one staff pick from the open
 * slots of a day (publishing one first when none fits).
 */
function Scheduler({ request, busy, onSchedule }: { request: StaffCmRequest; busy: boolean; onSchedule: (body: StatusBody) => void }) {
  const [date, setDate] = useState(request.preferredDate ?? '');
  const [slotId, setSlotId] = useState('');
  const [publishing, setPublishing] = useState(false);
  const slots = useCmOpenSlots(date);
  if (request.slot) {
    return (
      <section aria-label="Schedule" className="staff-detail__section">
        <Text>
          The member picked {slotText(request.slot)} · {request.slot.location}.
        </Text>
        <Flex>
          <Button size="small" variation="primary" isDisabled={busy} onClick={() => onSchedule({ status: 'scheduled' })}>
            Schedule
          </Button>
        </Flex>
      </section>
    );
  }
  const chosen = slots.items.find((slot) => slot.id === slotId);
  const dayChosen = /^\d{4}-\d{2}-\d{2}$/.test(date);
  return (
    <section aria-label="Schedule" className="staff-detail__section staff-scheduler">
      <Text fontWeight="700">Schedule into a slot</Text>
      <TextField label="Day" type="date" min={todayInIndia()} value={date} onChange={(event) => setDate(event.target.value)} />
      {!dayChosen ? <Text className="muted">Choose a day to see its open slots.</Text> : null}
      {dayChosen && slots.isPending ? <Text className="muted">Loading slots...</Text> : null}
      {dayChosen && slots.isError ? <ListError onRetry={() => void slots.refetch()} /> : null}
      {dayChosen && !slots.isPending && !slots.isError && slots.items.length === 0 ? (
        <Text className="muted">No open slots that day. Publish one first.</Text>
      ) : null}
      {slots.items.length ? (
        <fieldset className="staff-slots">
          <legend>Open slots</legend>
          {slots.items.map((slot) => (
            <label key={slot.id} className="staff-slot">
              <input type="radio" name={`slot-${request.id}`} value={slot.id} checked={slotId === slot.id} onChange={() => setSlotId(slot.id)} />
              <span>
                {slotText(slot)} · {slot.durationMinutes} min · {slot.location}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <Flex gap="0.5rem" wrap="wrap">
        <Button
          size="small"
          variation="primary"
          isDisabled={busy || !chosen}
          onClick={() => chosen && onSchedule({ status: 'scheduled', slotId: chosen.id, note: `Meeting slot: ${slotText(chosen)} · ${chosen.location}` })}
        >
          Schedule into this slot
        </Button>
        {publishing ? null : (
          <Button size="small" onClick={() => setPublishing(true)}>
            Publish a slot
          </Button>
        )}
      </Flex>
      {publishing ? (
        <PublishSlotForm
          defaultDate={dayChosen ? date : ''}
          onCancel={() => setPublishing(false)}
          onPublished={(slot) => {
            setPublishing(false);
            setDate(slot.date);
            setSlotId(slot.id);
          }}
        />
      ) : null}
    </section>
  );
}

function DeclineForm({ requestId, onDeclined }: { requestId: string; onDeclined: (data: Partial<StaffCmRequest>) => void }) {
  const setStatus = useSetCmRequestStatus(requestId);
  const form = useZodForm(cmOfficeRoutes.setCmRequestStatus.body, {
    defaultValues: { reason: '' },
    toBody: ({ reason }: { reason: string }) => ({ status: 'declined' as const, reason: optionalText(reason) }),
  });
  const submit = form.onSubmit((body) => setStatus.mutate(body, form.mutateOptions(onDeclined)));
  return (
    <form onSubmit={submit} noValidate className="stack-form" aria-label="Decline">
      <TextAreaField label="Reason for declining" descriptiveText="The member sees this reason." rows={2} {...form.field('reason')} />
      <Flex justifyContent="flex-end">
        <SubmitButton isPending={setStatus.isPending} pendingLabel="Declining...">
          Decline
        </SubmitButton>
      </Flex>
    </form>
  );
}
