import { Alert, Button, Flex, Heading, Text, TextField } from '@aws-amplify/ui-react';
import { ALREADY_CHECKED_IN, formatTime, type CheckInCount } from '@club/shared';
import { useState, type FormEvent } from 'react';
import { localCount, type BookGuest, type DoorBook, type DoorNotice, type ScanAnswer } from '../door/door-book';
import type { Door } from '../door/use-door';
import { formatDateTime } from '../event-time';
import { CameraScanner } from './camera-scanner';
import { TicketCodeField } from './ticket-code-field';

const SEARCH_RESULTS = 8;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "Already checked in at 7:42 pm IST by another device", in the event's zone. */
export function alreadyText(checkedInAt: string | undefined, timeZone: string, byAnotherDevice: boolean | undefined): string {
  const when = checkedInAt ? ` at ${formatTime(checkedInAt, timeZone)}` : '';
  const who = byAnotherDevice === undefined ? '' : byAnotherDevice ? ' by another device' : ' by this device';
  return `${ALREADY_CHECKED_IN}${when}${who}`;
}

/**
 * The door list on this device: download it (or again), when it was saved and
 * how many guests it holds, the check-ins waiting to sync, "Sync now", and
 * removing it. Targets are 44 px high (door-target) for a phone at the door.
 */
export function DoorListBar({ door }: { door: Door }) {
  const { book } = door;
  return (
    <section aria-labelledby="door-list-heading" className="door-bar">
      <Heading level={3} id="door-list-heading">
        Door list
      </Heading>
      {book ? (
        <>
          <Text data-testid="door-saved">
            Door list saved at {formatTime(book.savedAt, book.event.timeZone)}, {plural(book.guests.length, 'guest')}
          </Text>
          <Text role="status" aria-live="polite" data-testid="door-queue">
            {book.queue.length ? `${plural(book.queue.length, 'check-in')} waiting to sync` : 'All check-ins synced'}
            {door.online ? '' : ' · Offline: check-ins are kept on this device'}
          </Text>
        </>
      ) : door.state === 'locked' ? (
        <Text>A door list is saved on this device but locked in this tab: download it again once online to open it.</Text>
      ) : (
        <Text className="muted">Save the guest list on this device before the doors open, to check guests in without a connection.</Text>
      )}
      <Flex wrap="wrap" gap="0.5rem">
        <Button
          className="door-target"
          variation={book ? undefined : 'primary'}
          isDisabled={door.busy !== undefined || !door.online}
          onClick={() => void door.download()}
        >
          {door.busy === 'download' ? 'Downloading…' : book ? 'Download again' : 'Download door list'}
        </Button>
        {book ? (
          <>
            <Button className="door-target" isDisabled={door.busy !== undefined || book.queue.length === 0} onClick={() => void door.sync()}>
              {door.busy === 'sync' ? 'Syncing…' : 'Sync now'}
            </Button>
            <Button className="door-target" variation="link" isDisabled={door.busy !== undefined || book.queue.length > 0} onClick={() => void door.forget()}>
              Remove from this device
            </Button>
          </>
        ) : null}
      </Flex>
      {door.problem ? (
        <Alert variation="warning" role="alert">
          {door.problem}
        </Alert>
      ) : null}
    </section>
  );
}

/** What the door says about the last scan, at once, from the saved list. */
function ScanResult({ answer, book, online }: { answer: ScanAnswer; book: DoorBook; online: boolean }) {
  const zone = book.event.timeZone;
  if (answer.kind === 'queued') {
    return (
      <Alert variation="success" role="status" heading="Checked in">
        {answer.guest.name} is checked in{online ? '.' : ' on this device; it syncs when the connection is back.'}
      </Alert>
    );
  }
  if (answer.kind === 'already') {
    const another = answer.guest.checkedInDeviceId === undefined ? undefined : !answer.byThisDevice;
    return (
      <Alert variation="success" role="status" heading="Already checked in">
        {answer.guest.name}: {alreadyText(answer.guest.checkedInAt, zone, another)}.
      </Alert>
    );
  }
  if (answer.kind === 'closed') {
    return (
      <Alert variation="info" role="alert" heading="Check-in is closed">
        Check-in is open from {formatDateTime(answer.opensAt, zone)} until {formatDateTime(answer.closesAt, zone)}.
      </Alert>
    );
  }
  return (
    <Alert variation="error" role="alert" heading="Not on the door list">
      No guest on the door list has this code. Check the code, or download the list again if they just RSVPed.
    </Alert>
  );
}

function Notice({ notice, timeZone }: { notice: DoorNotice; timeZone: string }) {
  return (
    <li data-testid="door-notice">
      <strong>{notice.name}</strong>:{' '}
      {notice.kind === 'already' ? alreadyText(notice.checkedInAt, timeZone, notice.byAnotherDevice) : (notice.message ?? 'Not checked in')}
    </li>
  );
}

/**
 * Check-in from the saved door list: the scanner, the typed code and the
 * search by name all look the guest up on this device and check them in at
 * once; the count merges the server's last word with what waits to sync.
 */
export function DoorCheckIn({ door, book, serverCount }: { door: Door; book: DoorBook; serverCount?: CheckInCount | undefined }) {
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const count = door.online && serverCount ? { ...serverCount, checkedIn: serverCount.checkedIn + book.queue.length } : localCount(book);
  const submit = (form: FormEvent<HTMLFormElement>) => {
    form.preventDefault();
    if (!code.trim()) return;
    door.checkIn(code);
    setCode('');
  };
  const words = name.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const matches = words.length ? book.guests.filter((guest) => words.every((word) => guest.name.toLocaleLowerCase().includes(word))) : [];
  return (
    <>
      <p className="checkin-count" role="status" aria-live="polite" data-testid="checkin-count">
        Checked in {count.checkedIn} of {count.expected}
      </p>
      <CameraScanner onCode={(scanned) => door.checkIn(scanned)} />
      <form onSubmit={submit} noValidate className="stack-form">
        <TicketCodeField value={code} onChange={setCode} />
        <Flex>
          <Button type="submit" variation="primary" className="door-target" isDisabled={code.trim() === ''}>
            Check In
          </Button>
        </Flex>
      </form>
      {door.lastScan ? <ScanResult answer={door.lastScan} book={book} online={door.online} /> : null}
      {book.notices.length ? (
        <section aria-labelledby="door-notices-heading">
          <Heading level={3} id="door-notices-heading">
            From the last sync
          </Heading>
          <ul className="door-notices">
            {book.notices.map((notice) => (
              <Notice key={notice.clientId} notice={notice} timeZone={book.event.timeZone} />
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="door-search-heading" className="stack-form">
        <Heading level={3} id="door-search-heading">
          Find a guest by name
        </Heading>
        <TextField label="Guest name" type="search" value={name} autoComplete="off" onChange={(change) => setName(change.target.value)} />
        {words.length ? (
          matches.length ? (
            <ul className="checkin-guests" aria-label="Guests found">
              {matches.slice(0, SEARCH_RESULTS).map((guest) => (
                <DoorGuestRow key={guest.rsvpId} guest={guest} timeZone={book.event.timeZone} onCheckIn={() => door.checkIn(guest)} />
              ))}
            </ul>
          ) : (
            <Text className="muted">No guest on the door list has that name.</Text>
          )
        ) : null}
      </section>
    </>
  );
}

function DoorGuestRow({ guest, timeZone, onCheckIn }: { guest: BookGuest; timeZone: string; onCheckIn: () => void }) {
  return (
    <li className="checkin-guest">
      <span className="door-guest">
        {guest.photoUrl ? (
          <img src={guest.photoUrl} alt="" className="door-guest__photo" />
        ) : (
          <span className="door-guest__photo" aria-hidden="true">
            {guest.initials}
          </span>
        )}
        <span>
          {guest.name}
          {guest.shortCode ? <span className="muted"> · {guest.shortCode}</span> : null}
        </span>
      </span>
      {guest.status === 'checked_in' || guest.waiting ? (
        <Text as="span" className="muted">
          Checked in{guest.checkedInAt ? ` ${formatTime(guest.checkedInAt, timeZone)}` : ''}
          {guest.waiting ? ' · waiting to sync' : ''}
        </Text>
      ) : (
        <Button className="door-target" onClick={onCheckIn} aria-label={`Check in ${guest.name}`}>
          Check in
        </Button>
      )}
    </li>
  );
}
