import { ROOM_NIGHT_ACTIONS, roomNightBody, type RoomNight, type RoomNightAction } from '@club/shared';
import { Badge, Button, Card, Flex, Heading, SelectField, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState, ListError, ListSkeleton, LoadMore } from '../../../components/ui/list-states';
import { labelOf } from '../../../lib/format';
import { useUser } from '../../auth';
import { useAvailableRoomNights, useCreateRoomNight, useExchangeAction, useMyRequests, useMyRoomNights, useRequestsFor } from '../api/room-nights';

const ACTION_LABEL: Record<RoomNightAction, string> = { donate: 'Donation', swap: 'Swap', sell: 'Sell' };
export const NO_PAYMENT_NOTE = 'Sell offers show their price cap only: no payment is taken here. Settle directly until the club adds a payment provider.';

export function ActionBadge({ action }: { action: RoomNightAction }) {
  return (
    <Badge size="small" variation={action === 'donate' ? 'success' : action === 'swap' ? 'info' : 'warning'}>
      {ACTION_LABEL[action]}
    </Badge>
  );
}

const roomPath = (id: string) => `/api/room-nights/${encodeURIComponent(id)}`;

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
      {rooms.isPending ? (
        <ListSkeleton count={3} label="Loading room nights" />
      ) : rooms.isError ? (
        <ListError onRetry={() => void rooms.refetch()} />
      ) : rooms.items.length === 0 ? (
        <EmptyState title="No room nights available for exchange" />
      ) : (
        <ul className="room-list">
          {rooms.items.map((room) => (
            <li key={room.id} className="room" data-testid="room-night">
              <span>
                <Text as="span" fontWeight="600" display="block">
                  {room.hotelName}
                </Text>
                <Text as="span" className="muted">
                  {[room.date, room.roomType, room.action === 'sell' && room.priceCap !== undefined ? `cap Rs. ${room.priceCap.toLocaleString('en-IN')}` : undefined]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </span>
              <Flex gap="0.5rem" alignItems="center">
                <ActionBadge action={room.action} />
                {room.ownerId === user.data?.id ? (
                  <Text as="span" className="muted">Yours</Text>
                ) : (
                  <Button size="small" onClick={() => setRequesting(room)} aria-label={`Request ${room.hotelName} on ${room.date}`}>
                    Request
                  </Button>
                )}
              </Flex>
            </li>
          ))}
        </ul>
      )}
      <LoadMore hasNextPage={rooms.hasNextPage} isFetchingNextPage={rooms.isFetchingNextPage} onLoadMore={() => void rooms.fetchNextPage()} />
      {requesting ? <RequestDialog room={requesting} onClose={() => setRequesting(null)} /> : null}
    </section>
  );
}

function RequestDialog({ room, onClose }: { room: RoomNight; onClose: () => void }) {
  const mine = useMyRoomNights();
  const action = useExchangeAction();
  const [offered, setOffered] = useState('');
  const [message, setMessage] = useState('');
  const offerable = mine.items.filter((r) => r.status === 'available');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    action.mutate(
      {
        path: `${roomPath(room.id)}/requests`,
        body: { ...(room.action === 'swap' ? { offeredRoomNightId: offered } : {}), ...(message.trim() ? { message: message.trim() } : {}) },
        success: 'Request sent to the owner',
      },
      { onSuccess: onClose },
    );
  };
  return (
    <Dialog open onClose={onClose} title={`Request ${room.hotelName}`}>
      <form onSubmit={submit} noValidate className="stack-form">
        <Text>
          {room.date} · <ActionBadge action={room.action} />
        </Text>
        {room.action === 'sell' ? <Text className="muted">{NO_PAYMENT_NOTE}</Text> : null}
        {room.action === 'swap' ? (
          offerable.length ? (
            <SelectField label="Offer one of your room nights" value={offered} onChange={(e) => setOffered(e.target.value)}>
              <option value="">Select a room night</option>
              {offerable.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.hotelName} · {r.date}
                </option>
              ))}
            </SelectField>
          ) : (
            <Text className="muted">A swap needs one of your own available room nights: post one first.</Text>
          )
        ) : null}
        <TextAreaField label="Message to the owner" rows={2} value={message} onChange={(e) => setMessage(e.target.value)} />
        <Flex justifyContent="flex-end" gap="0.5rem">
          <Button type="button" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variation="primary" isDisabled={action.isPending || (room.action === 'swap' && !offered)}>
            Send request
          </Button>
        </Flex>
      </form>
    </Dialog>
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
  const action = useExchangeAction();
  const pending = requests.items.filter((r) => r.status === 'pending');
  const accepted = requests.items.find((r) => r.status === 'accepted');
  return (
    <li className="my-room" data-testid="my-room-night">
      <Flex justifyContent="space-between" wrap="wrap" gap="0.5rem" alignItems="center">
        <Text fontWeight="600">
          {room.hotelName} · {room.date}
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
                <Button
                  size="small"
                  isDisabled={action.isPending}
                  onClick={() => action.mutate({ path: `${roomPath(room.id)}/requests/${encodeURIComponent(r.id)}/accept`, success: `Accepted ${r.requesterName}'s request` })}
                >
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
          <Button size="small" onClick={() => action.mutate({ path: `${roomPath(room.id)}/complete`, success: 'Handover completed' })}>
            Mark handed over
          </Button>
        ) : null}
        {room.status === 'available' || room.status === 'pending' ? (
          <Button size="small" variation="link" onClick={() => action.mutate({ path: `${roomPath(room.id)}/cancel`, success: 'Room night withdrawn' })}>
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
            {r.roomNight ? `${r.roomNight.hotelName} · ${r.roomNight.date}` : 'A room night'}: <Badge size="small">{labelOf(r.status)}</Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PostRoomDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const empty = { hotelName: '', date: '', roomType: '', action: 'donate' as RoomNightAction, priceCap: '', description: '' };
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateRoomNight();
  const set = (field: keyof typeof empty) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = roomNightBody.safeParse({
      hotelName: form.hotelName,
      date: form.date,
      action: form.action,
      roomType: form.roomType.trim() || undefined,
      description: form.description.trim() || undefined,
      priceCap: form.action === 'sell' && form.priceCap ? Number(form.priceCap) : undefined,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        setForm(empty);
        onClose();
      },
    });
  };
  return (
    <Dialog open={open} onClose={onClose} title="Post a room night">
      <form onSubmit={submit} noValidate className="stack-form">
        <TextField label="Hotel" value={form.hotelName} onChange={set('hotelName')} hasError={Boolean(errors.hotelName)} errorMessage={errors.hotelName} />
        <TextField label="Date" type="date" value={form.date} onChange={set('date')} hasError={Boolean(errors.date)} errorMessage={errors.date} />
        <TextField label="Room type" value={form.roomType} onChange={set('roomType')} />
        <SelectField label="Offer as" value={form.action} onChange={set('action')}>
          {ROOM_NIGHT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {a === 'donate' ? 'Donate' : a === 'swap' ? 'Swap' : 'Sell'}
            </option>
          ))}
        </SelectField>
        {form.action === 'sell' ? (
          <>
            <TextField label="Price cap (Rs.)" type="number" value={form.priceCap} onChange={set('priceCap')} hasError={Boolean(errors.priceCap)} errorMessage={errors.priceCap} />
            <Text className="muted">{NO_PAYMENT_NOTE}</Text>
          </>
        ) : null}
        <TextAreaField label="Description" rows={2} value={form.description} onChange={set('description')} />
        <Flex justifyContent="flex-end" gap="0.5rem">
          <Button type="button" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variation="primary" isDisabled={create.isPending}>
            {create.isPending ? 'Posting...' : 'Post room night'}
          </Button>
        </Flex>
      </form>
    </Dialog>
  );
}
