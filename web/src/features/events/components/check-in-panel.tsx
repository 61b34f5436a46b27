import { Alert, Button, Card, Flex, Heading, SelectField, Text, TextField } from '@aws-amplify/ui-react';
import { ALREADY_CHECKED_IN, type Attendee, type CheckInInput, type CheckInStatus } from '@club/shared';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PersonChip } from '../../../components/people';
import { ApiError } from '../../../lib/api-client';
import { useCheckInGuest } from '../api/check-in-guest';
import { useCheckInStatus } from '../api/get-check-in-status';
import { useEvent } from '../api/get-event';
import { allAttendeesQueryOptions } from '../api/list-event-attendees';
import { useMyEvents } from '../api/list-my-events';
import { formatDateTime } from '../event-time';
import { CameraScanner } from './camera-scanner';
import { TicketCodeField } from './ticket-code-field';
import { DoorCheckIn, DoorListBar } from './door-panel';
import { useDoor } from '../door/use-door';

/** At most this many guests are listed for a name search (type more of the name to narrow it). */
const SEARCH_RESULTS = 8;

/** What a refused check-in says: the API's own reason for 409 (already checked in at …, not yet open), plain words for 404 and 403. */
export function checkInProblem(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 409) return error.body?.message ?? 'This ticket cannot be checked in.';
    if (error.status === 404) return 'No ticket of this event has this code. Check the code and try again.';
    if (error.status === 403) return 'Only the event’s organizer can check in its attendees.';
    if (error.status === 400) return error.body?.issues?.[0]?.message ?? 'This is not a valid ticket code.';
  }
  return 'Check-in failed. Please try again.';
}

/** The API's "Already checked in at …" for a guest admitted before: the guest is in, so the door says so in green. */
export function alreadyCheckedIn(error: unknown): string | undefined {
  const message = error instanceof ApiError && error.status === 409 ? error.body?.message : undefined;
  return message?.startsWith(ALREADY_CHECKED_IN) ? message : undefined;
}

/** When check-in opens or closed, in the event's zone; undefined while it is open. */
function windowText(status: CheckInStatus, timeZone: string): string | undefined {
  if (status.open) return undefined;
  return Date.now() < Date.parse(status.opensAt)
    ? `Check-in opens at ${formatDateTime(status.opensAt, timeZone)}.`
    : `Check-in closed at ${formatDateTime(status.closesAt, timeZone)}, when the event ended.`;
}

/**
 * Check-in for one event: the live count, the window, the
 * camera where the device has one, the typed code, and a search by name.
 * Outside the window the organizer gives a reason, sent with each check-in.
 */
export function CheckInPanel({ eventId, onChooseEvent }: { eventId?: string; onChooseEvent?: (eventId: string) => void }) {
  return (
    <Card variation="outlined" as="section" aria-labelledby="checkin-heading" className="event-panel">
      <Heading level={2} id="checkin-heading">
        QR Check-in
      </Heading>
      {eventId ? <EventCheckIn key={eventId} eventId={eventId} /> : <ChooseEvent onChoose={onChooseEvent} />}
    </Card>
  );
}

/** Without an event: the organizer picks one of theirs. */
function ChooseEvent({ onChoose }: { onChoose?: ((eventId: string) => void) | undefined }) {
  const events = useMyEvents();
  if (events.items.length === 0) {
    return <Text className="muted">{events.isLoading ? 'Loading your events…' : 'Check-in is for events you organize; create one first.'}</Text>;
  }
  return (
    <SelectField label="Event to check in" placeholder="Choose an event" value="" onChange={(change) => change.target.value && onChoose?.(change.target.value)}>
      {events.items.map((event) => (
        <option key={event.id} value={event.id}>
          {event.title}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * One event's check-in: from the door list saved on this device when there is
 * one (works offline, synced by the server's judgement), else live.
 */
function EventCheckIn({ eventId }: { eventId: string }) {
  const door = useDoor(eventId);
  const status = useCheckInStatus(eventId);
  const event = useEvent(eventId);
  return (
    <>
      {event.data ? (
        <Text>
          Checking in attendees of <strong>{event.data.title}</strong>
        </Text>
      ) : door.book ? (
        <Text>
          Checking in attendees of <strong>{door.book.event.title}</strong>
        </Text>
      ) : null}
      <DoorListBar door={door} />
      {door.book ? <DoorCheckIn door={door} book={door.book} serverCount={status.data} /> : <LiveCheckIn eventId={eventId} deviceId={door.deviceId} />}
    </>
  );
}

/** Check-in against the server, one guest at a time (no door list saved on this device). */
function LiveCheckIn({ eventId, deviceId }: { eventId: string; deviceId: string }) {
  const event = useEvent(eventId);
  const status = useCheckInStatus(eventId);
  const checkIn = useCheckInGuest(eventId);
  const [code, setCode] = useState('');
  const [reason, setReason] = useState('');
  const timeZone = event.data?.timeZone ?? 'UTC';
  const closed = status.data ? windowText(status.data, timeZone) : undefined;
  const send = (input: CheckInInput, onDone?: () => void) => {
    const overrideReason = closed && reason.trim() ? reason.trim() : undefined;
    checkIn.mutate({ ...input, deviceId, ...(overrideReason ? { overrideReason } : {}) }, { onSuccess: onDone });
  };
  const sendCode = (value: string) => {
    if (value.trim()) send({ code: value.trim() }, () => setCode(''));
  };
  const submit = (form: FormEvent<HTMLFormElement>) => {
    form.preventDefault();
    sendCode(code);
  };
  return (
    <>
      <p className="checkin-count" role="status" aria-live="polite" data-testid="checkin-count">
        {status.data ? `Checked in ${status.data.checkedIn} of ${status.data.expected}` : 'Counting check-ins…'}
      </p>
      {closed ? (
        <Alert variation="info" heading="Check-in is closed">
          {closed} Only the organizer can check a guest in now, with a reason.
          <TextField
            label="Reason to check in outside the window"
            value={reason}
            onChange={(change) => setReason(change.target.value)}
            maxLength={500}
            marginTop="0.5rem"
          />
        </Alert>
      ) : null}
      <CameraScanner
        onCode={(scanned) => {
          setCode(scanned);
          sendCode(scanned);
        }}
      />
      <form onSubmit={submit} noValidate className="stack-form">
        <TicketCodeField
          value={code}
          onChange={(value) => {
            setCode(value);
            if (checkIn.isError || checkIn.isSuccess) checkIn.reset();
          }}
        />
        <Flex>
          <Button type="submit" variation="primary" className="door-target" isDisabled={code.trim() === '' || checkIn.isPending}>
            {checkIn.isPending ? 'Checking in...' : 'Check In'}
          </Button>
        </Flex>
      </form>
      {checkIn.isError && alreadyCheckedIn(checkIn.error) ? (
        <Alert variation="success" role="status" heading="Already checked in">
          {alreadyCheckedIn(checkIn.error)}.
        </Alert>
      ) : checkIn.isError ? (
        <Alert variation="error" role="alert" heading="Not checked in">
          {checkInProblem(checkIn.error)}
        </Alert>
      ) : null}
      {checkIn.isSuccess ? (
        <Alert variation="success" role="status" heading="Checked in">
          {checkIn.data.rsvp.memberName} is checked in for {checkIn.data.event.title}
          {checkIn.data.rsvp.checkedInAt ? ` at ${formatDateTime(checkIn.data.rsvp.checkedInAt, checkIn.data.event.timeZone)}` : ''}.
        </Alert>
      ) : null}
      <GuestSearch eventId={eventId} timeZone={timeZone} busy={checkIn.isPending} onCheckIn={(guest) => send({ rsvpId: guest.id })} />
    </>
  );
}

const seated = (guest: Attendee) => guest.status === 'confirmed' || guest.status === 'checked_in';

/** Search the event's seated guests by name; a confirmed one is checked in from the list. */
function GuestSearch({ eventId, timeZone, busy, onCheckIn }: { eventId: string; timeZone: string; busy: boolean; onCheckIn: (guest: Attendee) => void }) {
  const [name, setName] = useState('');
  const guests = useQuery(allAttendeesQueryOptions(eventId));
  const words = name.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const matches = words.length
    ? (guests.data ?? []).filter((guest) => seated(guest) && words.every((word) => guest.memberName.toLocaleLowerCase().includes(word)))
    : [];
  return (
    <section aria-labelledby="guest-search-heading" className="stack-form">
      <Heading level={3} id="guest-search-heading">
        Find a guest by name
      </Heading>
      <TextField label="Guest name" type="search" value={name} autoComplete="off" onChange={(change) => setName(change.target.value)} />
      {words.length && guests.data ? (
        matches.length ? (
          <ul className="checkin-guests" aria-label="Guests found">
            {matches.slice(0, SEARCH_RESULTS).map((guest) => (
              <li key={guest.id} className="checkin-guest">
                {/* The guest as of their RSVP (photo, title, company); RSVPs from before it was kept have only the name. */}
                <PersonChip person={guest.member ?? { firstName: guest.memberName, lastName: '' }} size="compact" />
                {guest.status === 'checked_in' ? (
                  <Text as="span" className="muted">
                    Checked in{guest.checkedInAt ? ` ${formatDateTime(guest.checkedInAt, timeZone)}` : ''}
                  </Text>
                ) : (
                  <Button className="door-target" isDisabled={busy} onClick={() => onCheckIn(guest)} aria-label={`Check in ${guest.memberName}`}>
                    Check in
                  </Button>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <Text className="muted">No confirmed guest has that name.</Text>
        )
      ) : null}
    </section>
  );
}
