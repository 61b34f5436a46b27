import type { CmRequest } from '@club/shared';
import { Badge, Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import type { useMyCmRequests } from '../api/list-my-cm-requests';
import { STATUS_LOOK, choiceLabel, dayText, slotTime, stateLabel } from './cm-labels';
import { SlotPicker } from './slot-picker';

/** My Requests: drafts (editable) and requests with their status, slot or decline reason. */
export function MyCmRequests({ list, onEdit }: { list: ReturnType<typeof useMyCmRequests>; onEdit: (id: string) => void }) {
  const [picking, setPicking] = useState<CmRequest | null>(null);
  return (
    <section aria-labelledby="cm-requests-heading" className="tabs__panel">
      <Heading level={2} id="cm-requests-heading" className="visually-hidden">
        My Requests
      </Heading>
      <PagedListView
        list={list}
        items={list.items}
        skeletons={3}
        label="Loading requests"
        empty={<EmptyState title="No requests yet">Use Schedule Meeting to draft a request to the CM’s office.</EmptyState>}
        render={(shown) => (
          <div className="card-list">
            {shown.map((request) => (
              <CmRequestCard key={request.id} request={request} onEdit={() => onEdit(request.id)} onPick={() => setPicking(request)} />
            ))}
          </div>
        )}
      />
      {picking ? (
        <Dialog open onClose={() => setPicking(null)} title={`Pick a slot: ${picking.subject ?? 'meeting request'}`}>
          <SlotPicker request={picking} onBooked={() => setPicking(null)} />
        </Dialog>
      ) : null}
    </section>
  );
}

function CmRequestCard({ request, onEdit, onPick }: { request: CmRequest; onEdit: () => void; onPick: () => void }) {
  const look = STATUS_LOOK[request.status];
  const canPick = (request.status === 'submitted' || request.status === 'under_review') && !request.slot;
  return (
    <Card variation="outlined" className="culture-card" as="article" aria-labelledby={`cm-${request.id}`} data-testid="cm-request">
      <Flex justifyContent="space-between" alignItems="flex-start" wrap="wrap" gap="0.5rem">
        <Heading level={3} id={`cm-${request.id}`} className="culture-card__title">
          {request.subject || 'Untitled draft'}
        </Heading>
        <Badge size="small" variation={look.variation}>
          {look.label}
        </Badge>
      </Flex>
      {request.state ? <Text>Chief Minister of {stateLabel(request.state)}</Text> : null}
      <Text className="muted">
        {[request.delegationType, request.purpose, request.sector]
          .filter(Boolean)
          .map((v) => choiceLabel(v!))
          .join(' · ') || 'Details not filled in yet'}
      </Text>
      {request.preferredDate ? (
        <Text>
          Preferred: {dayText(request.preferredDate)}
          {request.duration ? ` · ${request.duration} minutes` : ''}
          {request.urgency ? ` · ${choiceLabel(request.urgency)}` : ''}
        </Text>
      ) : null}
      {request.slot ? (
        <Text fontWeight="600">
          Slot: {dayText(request.slot.date)}, {slotTime(request.slot.startTime, request.slot.endTime)} · {request.slot.location}
        </Text>
      ) : null}
      {request.status === 'declined' && request.declineReason ? <Text className="muted">Reason: {request.declineReason}</Text> : null}
      {request.statusNote ? <Text className="muted">Note from the liaison office: {request.statusNote}</Text> : null}
      <Flex gap="0.5rem" wrap="wrap">
        {request.status === 'draft' ? (
          <Button size="small" variation="primary" onClick={onEdit} aria-label={`Edit draft ${request.subject ?? ''}`.trim()}>
            Edit draft
          </Button>
        ) : null}
        {canPick ? (
          <Button size="small" onClick={onPick}>
            Pick a slot
          </Button>
        ) : null}
      </Flex>
    </Card>
  );
}
