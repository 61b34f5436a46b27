import type { CmRequest, CmSlot } from '@club/shared';
import { Button, Flex, Heading, Text, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { ListError } from '../../../components/ui/list-states';
import { useCmAvailableSlots } from '../api/list-cm-available-slots';
import { useBookCmSlot } from '../api/cm-request-writes';
import { dayText, slotTime, todayInIndia } from './cm-labels';

/**
 * Pick an open slot for a submitted request: the day defaults to its
 * preferred date; slots are read only once a date is chosen, and only slots
 * of the request's length are offered. Picking a slot asks to confirm it
 * before anything is booked. A slot taken meanwhile (409) is said and the list refreshed.
 */
export function SlotPicker({ request, onBooked }: { request: CmRequest; onBooked?: () => void }) {
  const [date, setDate] = useState(request.preferredDate ?? '');
  const [picked, setPicked] = useState<CmSlot | null>(null);
  const slots = useCmAvailableSlots(date, request.duration);
  const book = useBookCmSlot();
  const chosen = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const length = request.duration ? `${request.duration}-minute ` : '';
  const confirm = (slot: CmSlot) =>
    book.mutate(
      { requestId: request.id, slotId: slot.id },
      {
        onSuccess: () => onBooked?.(),
        onError: () => {
          setPicked(null);
          void slots.refetch();
        },
      },
    );
  return (
    <section className="cm-form" aria-labelledby={`slots-${request.id}`} data-testid="slot-picker">
      <Heading level={3} id={`slots-${request.id}`} className="section-title">
        Pick a {length}meeting slot
      </Heading>
      <TextField
        label="Date"
        type="date"
        min={todayInIndia()}
        value={date}
        onChange={(event) => {
          setDate(event.target.value);
          setPicked(null);
        }}
      />
      {!chosen ? <Text className="muted">Choose a date to see the open slots.</Text> : null}
      {chosen && slots.isPending ? <Text className="muted">Loading slots...</Text> : null}
      {chosen && slots.isError ? <ListError onRetry={() => void slots.refetch()} /> : null}
      {chosen && !slots.isPending && !slots.isError && slots.items.length === 0 ? (
        <Text className="muted">
          No open {length}slots on {dayText(date)}. Try another day.
        </Text>
      ) : null}
      {chosen && slots.items.length ? (
        <div className="slot-list" role="list" aria-label={`Open slots on ${dayText(date)}`}>
          {slots.items.map((slot) => (
            <Flex key={slot.id} role="listitem" direction="column" gap="0.25rem">
              <Button
                size="small"
                variation={picked?.id === slot.id ? 'primary' : undefined}
                aria-pressed={picked?.id === slot.id}
                isDisabled={book.isPending}
                onClick={() => setPicked(slot)}
              >
                {slotTime(slot.startTime, slot.endTime)}
              </Button>
              <Text className="muted" fontSize="0.8rem">
                {slot.durationMinutes} min · {slot.location}
              </Text>
            </Flex>
          ))}
        </div>
      ) : null}
      {picked ? (
        <div className="cm-confirm" role="group" aria-label="Confirm the slot">
          <Text fontWeight="600">
            Book {dayText(picked.date)}, {slotTime(picked.startTime, picked.endTime)} ({picked.durationMinutes} minutes) at {picked.location}?
          </Text>
          <Flex gap="0.5rem" wrap="wrap">
            <Button variation="primary" isLoading={book.isPending} loadingText="Booking..." onClick={() => confirm(picked)}>
              Confirm booking
            </Button>
            <Button isDisabled={book.isPending} onClick={() => setPicked(null)}>
              Choose another
            </Button>
          </Flex>
        </div>
      ) : null}
    </section>
  );
}
