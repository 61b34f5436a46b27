import { ROOM_NIGHT_ACTIONS, roomNightRoutes, type RoomNight, type RoomNightAction, labelOf, formatDate, formatMoney } from '@club/shared';
import { Badge, Button, Card, Flex, Heading, SelectField, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { FormDialog, leaveOutBlank, optionalText, useZodForm } from '../../../components/form';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { useUser } from '../../auth';
import { useAcceptRoomNightRequest } from '../api/accept-room-night-request';
import { useCancelRoomNight } from '../api/cancel-room-night';
import { useCompleteRoomNight } from '../api/complete-room-night';
import { useCreateRoomNight } from '../api/create-room-night';
import { useMyRequests } from '../api/list-my-room-night-requests';
import { useRequestsFor } from '../api/list-room-night-requests';
import { useAvailableRoomNights, useMyRoomNights } from '../api/list-room-nights';
import { useRequestRoomNight } from '../api/request-room-night';

const ACTION_LABEL: Record<RoomNightAction, string> = { donate: 'Donation', swap: 'Swap', sell: 'Sell' };
export const NO_PAYMENT_NOTE = 'Sell offers show their price cap only: no payment is taken here. Settle directly until the club adds a payment provider.';

export function ActionBadge({ action }: { action: RoomNightAction }) {
  return (
    <Badge size="small" variation={action === 'donate' ? 'success' : action === 'swap' ? 'info' : 'warning'}>
      {ACTION_LABEL[action]}
    </Badge>
  );
}

/** The room-night exchange: post, request (a swap offers one of yours), accept one, complete or cancel. */
export function RoomExchange() {
  const [posting, setPosting] = useState(false);
  return (
    <Card variation="outlined" as="section" aria-labelledby="exchange-heading" id="room-exchange">
      <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="0.5rem">
        <Heading level={2} id="exchange-heading">
          Room Night Exchange
        </Heading>
        <Button variation="primary" size="small" onClick={() => setPosting(true)}>
          Post a room night
        </Button>
      </Flex>
      <Text className="muted">{NO_PAYMENT_NOTE}</Text>
      <AvailableRooms />
      <MyRooms />
      <MyRequests />
      <PostRoomDialog open={posting} onClose={() => setPosting(false)} />
    </Card>
  );
}

function AvailableRooms() {
  const user = useUser();
  const rooms = useAvailableRoomNights();
  const [requesting, setRequesting] = useState<RoomNight | null>(null);
  return (
    <section aria-labelledby="available-rooms">
      <Heading level={3} id="available-rooms" className="side-card__title">
        Available room nights
      </Heading>
      <PagedListView
        list={rooms}
        items={rooms.items}
        skeletons={3}
        label="Loading room nights"
        empty={<EmptyState title="No room nights available for exchange" />}
        render={(shown) => (
          <ul className="room-list">
            {shown.map((room) => (
              <li key={room.id} className="room" data-testid="room-night">
                <span>
                  <Text as="span" fontWeight="600" display="block">
                    {room.hotelName}
                  </Text>
                  <Text as="span" className="muted">
                    {[
                      formatDate(room.date),
                      room.roomType,
                      room.action === 'sell' && room.priceCap !== undefined ? `cap ${formatMoney(room.priceCap, 'INR', { exact: true })}` : undefined,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </span>
                <Flex gap="0.5rem" alignItems="center">
                  <ActionBadge action={room.action} />
                  {room.ownerId === user.data?.id ? (
                    <Text as="span" className="muted">
                      Yours
                    </Text>
                  ) : (
                    <Button size="small" onClick={() => setRequesting(room)} aria-label={`Request ${room.hotelName} on ${formatDate(room.date)}`}>
                      Request
                    </Button>
                  )}
                </Flex>
              </li>
            ))}
          </ul>
        )}
      />
      {requesting ? <RequestDialog room={requesting} onClose={() => setRequesting(null)} /> : null}
    </section>
  );
}

function RequestDialog({ room, onClose }: { room: RoomNight; onClose: () => void }) {
  const mine = useMyRoomNights();
  const action = useRequestRoomNight(room.id);
  const offerable = mine.items.filter((r) => r.status === 'available');
  const swap = room.action === 'swap';
  const form = useZodForm(roomNightRoutes.requestRoomNight.body, {
    defaultValues: { offeredRoomNightId: '', message: '' },
    // Only a swap offers a room night; a blank message is left out.
    toBody: (values) => ({ offeredRoomNightId: swap ? values.offeredRoomNightId : undefined, message: optionalText(values.message) }),
  });
  const submit = form.onSubmit((body) => action.mutate(body, form.mutateOptions(onClose)));
  return (
    <FormDialog
      open
      onClose={onClose}
      title={`Request ${room.hotelName}`}
      onSubmit={submit}
      submitLabel="Send request"
      isPending={action.isPending}
      isDisabled={swap && !form.watch('offeredRoomNightId')}
    >
      <Text>
        {formatDate(room.date)} · <ActionBadge action={room.action} />
      </Text>
      {room.action === 'sell' ? <Text className="muted">{NO_PAYMENT_NOTE}</Text> : null}
      {swap ? (
        offerable.length ? (
          <SelectField label="Offer one of your room nights" {...form.field('offeredRoomNightId')}>
            <option value="">Select a room night</option>
            {offerable.map((r) => (
              <option key={r.id} value={r.id}>
                {r.hotelName} · {formatDate(r.date)}
              </option>
            ))}
          </SelectField>
        ) : (
          <Text className="muted">A swap needs one of your own available room nights: post one first.</Text>
        )
      ) : null}
      <TextAreaField label="Message to the owner" rows={2} {...form.field('message')} />
    </FormDialog>
  );
}

function MyRooms() {
  const rooms = useMyRoomNights();
  if (rooms.isPending || rooms.items.length === 0) return null;
  return (
    <section aria-labelledby="my-rooms">
      <Heading level={3} id="my-rooms" className="side-card__title">
        My room nights
      </Heading>
      <ul className="room-list">
        {rooms.items.map((room) => (
          <MyRoom key={room.id} room={room} />
        ))}
      </ul>
    </section>
  );
}

function MyRoom({ room }: { room: RoomNight }) {
  const requests = useRequestsFor(room.id);
  const accept = useAcceptRoomNightRequest();
  const complete = useCompleteRoomNight();
  const cancel = useCancelRoomNight();
  // One step at a time on a room night: Accept waits for any of them.
  const busy = accept.isPending || complete.isPending || cancel.isPending;
  const pending = requests.items.filter((r) => r.status === 'pending');
  const accepted = requests.items.find((r) => r.status === 'accepted');
  return (
    <li className="my-room" data-testid="my-room-night">
      <Flex justifyContent="space-between" wrap="wrap" gap="0.5rem" alignItems="center">
        <Text fontWeight="600">
          {room.hotelName} · {formatDate(room.date)}
        </Text>
        <Flex gap="0.25rem" alignItems="center">
          <ActionBadge action={room.action} />
          <Badge size="small">{labelOf(room.status)}</Badge>
        </Flex>
      </Flex>
      {accepted ? <Text className="muted">Going to {accepted.requesterName}</Text> : null}
      {room.status === 'available' && pending.length ? (
        <ul className="plain-list">
          {pending.map((r) => (
            <li key={r.id}>
              <Flex justifyContent="space-between" wrap="wrap" gap="0.5rem" alignItems="center">
                <Text>
                  {r.requesterName}
                  {r.offeredRoomNightId ? ' (offers a swap)' : ''}
                  {r.message ? `: ${r.message}` : ''}
                </Text>
                <Button size="small" isDisabled={busy} onClick={() => accept.mutate(r)}>
                  Accept
                </Button>
              </Flex>
            </li>
          ))}
        </ul>
      ) : room.status === 'available' ? (
        <Text className="muted">No requests yet.</Text>
      ) : null}
      <Flex gap="0.5rem">
        {room.status === 'pending' ? (
          <Button size="small" onClick={() => complete.mutate(room.id)}>
            Mark handed over
          </Button>
        ) : null}
        {room.status === 'available' || room.status === 'pending' ? (
          <Button size="small" variation="link" onClick={() => cancel.mutate(room.id)}>
            Withdraw
          </Button>
        ) : null}
      </Flex>
    </li>
  );
}

function MyRequests() {
  const requests = useMyRequests();
  if (requests.isPending || requests.items.length === 0) return null;
  return (
    <section aria-labelledby="my-requests">
      <Heading level={3} id="my-requests" className="side-card__title">
        My requests
      </Heading>
      <ul className="plain-list">
        {requests.items.map((r) => (
          <li key={r.id} data-testid="my-room-request">
            {r.roomNight ? `${r.roomNight.hotelName} · ${formatDate(r.roomNight.date)}` : 'A room night'}: <Badge size="small">{labelOf(r.status)}</Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}

const EMPTY_ROOM = { hotelName: '', date: '', roomType: '', action: 'donate' as RoomNightAction, priceCap: '', description: '' };

function PostRoomDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateRoomNight();
  const form = useZodForm(roomNightRoutes.createRoomNight.body, {
    defaultValues: EMPTY_ROOM,
    // Only a sale carries its price cap.
    toBody: (values) => ({
      ...leaveOutBlank(values, ['roomType', 'description']),
      priceCap: values.action === 'sell' && values.priceCap ? Number(values.priceCap) : undefined,
    }),
  });
  const submit = form.onSubmit((body) => create.mutate(body, form.mutateOptions(onClose)));
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Post a room night"
      onSubmit={submit}
      submitLabel="Post room night"
      pendingLabel="Posting..."
      isPending={create.isPending}
    >
      <TextField label="Hotel" {...form.field('hotelName')} />
      <TextField label="Date" type="date" {...form.field('date')} />
      <TextField label="Room type" {...form.field('roomType')} />
      <SelectField label="Offer as" {...form.field('action')}>
        {ROOM_NIGHT_ACTIONS.map((a) => (
          <option key={a} value={a}>
            {a === 'donate' ? 'Donate' : a === 'swap' ? 'Swap' : 'Sell'}
          </option>
        ))}
      </SelectField>
      {form.watch('action') === 'sell' ? (
        <>
          <TextField label="Price cap (₹)" type="number" {...form.field('priceCap')} />
          <Text className="muted">{NO_PAYMENT_NOTE}</Text>
        </>
      ) : null}
      <TextAreaField label="Description" rows={2} {...form.field('description')} />
    </FormDialog>
  );
}
