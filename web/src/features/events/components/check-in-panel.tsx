import { Alert, Button, Card, Flex, Heading, Text, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useCheckIn } from '../api/check-in-rsvp';
import { useEvent } from '../api/get-event';
import { formatDateTime } from '../event-time';
import { CameraScanner } from './camera-scanner';

/** What a refused check-in says: the API's own reason for 409 (already checked in at …, not confirmed), plain words for 404 and 403. */
export function checkInProblem(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 409) return error.body?.message ?? 'This ticket cannot be checked in.';
    if (error.status === 404) return 'No ticket has this code. Check the code and try again.';
    if (error.status === 403) return 'Only the event’s organizer can check in its attendees.';
    if (error.status === 400) return 'This is not a valid ticket code.';
  }
  return 'Check-in failed. Please try again.';
}

/**
 * QR Check-in (spec 2 §2.3): the organizer scans a ticket where the browser
 * can, or types its code; Check In stays disabled while the code is blank
 * (spec 2 §5), and each answer is said plainly.
 */
export function CheckInPanel({ eventId }: { eventId?: string }) {
  const event = useEvent(eventId);
  const eventTitle = event.data?.title;
  const [code, setCode] = useState('');
  const checkIn = useCheckIn();
  const blank = code.trim() === '';
  const send = (value: string) => {
    const qrCode = value.trim();
    if (!qrCode) return;
    checkIn.mutate(qrCode, { onSuccess: () => setCode('') });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(code);
  };
  return (
    <Card variation="outlined" as="section" aria-labelledby="checkin-heading" className="event-panel">
      <Heading level={2} id="checkin-heading">
        QR Check-in
      </Heading>
      {eventTitle ? <Text>Checking in attendees of <strong>{eventTitle}</strong></Text> : null}
      <CameraScanner
        onCode={(scanned) => {
          setCode(scanned);
          send(scanned);
        }}
      />
      <form onSubmit={submit} noValidate className="stack-form">
        <TextField
          label="Ticket code"
          placeholder="Enter the code under the attendee's QR image"
          value={code}
          autoComplete="off"
          onChange={(e) => {
            setCode(e.target.value);
            if (checkIn.isError || checkIn.isSuccess) checkIn.reset();
          }}
        />
        <Flex>
          <Button type="submit" variation="primary" isDisabled={blank || checkIn.isPending}>
            {checkIn.isPending ? 'Checking in...' : 'Check In'}
          </Button>
        </Flex>
      </form>
      {checkIn.isError ? (
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
    </Card>
  );
}
