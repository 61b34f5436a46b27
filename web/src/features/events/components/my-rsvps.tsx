import { CANCELLABLE_RSVP_STATUSES, EVENT_LOADING_CARDS, isShortTicketCode, spacedTicketCode, type MyRsvp } from '@club/shared';
import { Button, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { useCancelRsvp } from '../api/cancel-rsvp';
import { useMyRsvps } from '../api/list-my-rsvps';
import { formatDateTime, formatRange } from '../event-time';
import { CalendarLink, RsvpBadge, directionsUrl, placeText } from './event-bits';
import { ExternalLink } from '../../../components/ui/external-link';

const hasTicket = (rsvp: MyRsvp) => Boolean(rsvp.qrCode) && (rsvp.status === 'confirmed' || rsvp.status === 'checked_in');

/** My RSVPs: 3 loading cards, status, QR ticket, Join Virtual Event, Cancel RSVP. */
export function MyRsvps() {
  const rsvps = useMyRsvps();
  const [showing, setShowing] = useState<MyRsvp | null>(null);
  const [cancelling, setCancelling] = useState<MyRsvp | null>(null);
  return (
    <section aria-labelledby="rsvps-heading" className="tabs__panel">
      <Heading level={2} id="rsvps-heading" className="visually-hidden">
        My RSVPs
      </Heading>
      <PagedListView
        list={rsvps}
        items={rsvps.items}
        skeletons={EVENT_LOADING_CARDS.myRsvps}
        label="Loading RSVPs"
        empty={<EmptyState title="No RSVPs yet">RSVP to an upcoming event to get your QR ticket here.</EmptyState>}
        render={(shown) => (
          <div className="card-list">
            {shown.map((rsvp) => (
              <RsvpCard key={rsvp.id} rsvp={rsvp} onShowQr={() => setShowing(rsvp)} onCancel={() => setCancelling(rsvp)} />
            ))}
          </div>
        )}
      />
      {showing?.qrCode ? <QrDialog rsvp={showing} code={showing.qrCode} onClose={() => setShowing(null)} /> : null}
      {cancelling ? <CancelDialog rsvp={cancelling} onClose={() => setCancelling(null)} /> : null}
    </section>
  );
}

function RsvpCard({ rsvp, onShowQr, onCancel }: { rsvp: MyRsvp; onShowQr: () => void; onCancel: () => void }) {
  const { event } = rsvp;
  const joinLink = (rsvp.status === 'confirmed' || rsvp.status === 'checked_in') && event.isVirtual ? event.virtualLink : undefined;
  return (
    <Card variation="outlined" className="event-card" as="article" aria-labelledby={`rsvp-${rsvp.id}`} data-testid="my-rsvp">
      <Flex justifyContent="space-between" alignItems="flex-start" wrap="wrap" gap="0.5rem">
        <Heading level={3} id={`rsvp-${rsvp.id}`} className="event-card__title">
          {event.title}
        </Heading>
        <Flex gap="0.35rem" wrap="wrap" alignItems="center">
          <RsvpBadge status={rsvp.status} isGated={event.isGated} />
          {hasTicket(rsvp) && rsvp.status === 'confirmed' ? (
            <Text as="span" className="qr-ready">
              <span aria-hidden="true">▣ </span>QR ready
            </Text>
          ) : null}
        </Flex>
      </Flex>
      <Text>{formatRange(event.startTime, event.endTime, event.timeZone)}</Text>
      <Text>{placeText(event)}</Text>
      {event.isActive ? null : <Text className="field-error">The organizer has deactivated this event.</Text>}
      {rsvp.status === 'waitlist' && rsvp.waitlistPosition !== undefined ? <Text fontWeight="600">Waitlist position: {rsvp.waitlistPosition}</Text> : null}
      {rsvp.status === 'pending' && event.isGated ? (
        <Text className="muted">The organizer reviews gated RSVPs; you will get your QR ticket once approved.</Text>
      ) : null}
      {rsvp.status === 'declined' && rsvp.rejectionReason ? <Text className="muted">Reason: {rsvp.rejectionReason}</Text> : null}
      {rsvp.status === 'checked_in' && rsvp.checkedInAt ? <Text className="muted">Checked in {formatDateTime(rsvp.checkedInAt, event.timeZone)}</Text> : null}
      {rsvp.specialRequests ? <Text className="muted">Special requests: {rsvp.specialRequests}</Text> : null}
      {rsvp.dietaryRestrictions ? <Text className="muted">Dietary restrictions: {rsvp.dietaryRestrictions}</Text> : null}
      <Flex gap="0.5rem" wrap="wrap">
        {hasTicket(rsvp) ? (
          <Button size="small" variation="primary" onClick={onShowQr}>
            Show QR Code
          </Button>
        ) : null}
        {joinLink ? (
          <ExternalLink className="amplify-button amplify-button--small" href={joinLink}>
            Join Virtual Event
          </ExternalLink>
        ) : null}
        {rsvp.status !== 'cancelled' && rsvp.status !== 'declined' ? <CalendarLink event={event} /> : null}
        <Directions event={event} />
        {CANCELLABLE_RSVP_STATUSES.includes(rsvp.status) ? (
          <Button size="small" variation="link" onClick={onCancel}>
            Cancel RSVP
          </Button>
        ) : null}
      </Flex>
    </Card>
  );
}

/**
 * Show QR Code: the ticket as a QR image drawn in the page (no image service),
 * its short code beside it, large and in two groups, to read out at the door
 * (a ticket from before short codes shows its long code under the image).
 */
function QrDialog({ rsvp, code, onClose }: { rsvp: MyRsvp; code: string; onClose: () => void }) {
  const short = isShortTicketCode(code);
  return (
    <Dialog open onClose={onClose} title={`Your ticket: ${rsvp.event.title}`}>
      <div className="qr-ticket">
        <div className="qr-ticket__pair">
          <QRCodeSVG value={code} size={224} marginSize={2} level="M" title={`QR code for ${rsvp.event.title}`} className="qr-ticket__image" />
          {short ? (
            <code className="qr-ticket__short" data-testid="qr-code-text">
              {spacedTicketCode(code)}
            </code>
          ) : null}
        </div>
        <Text className="muted">
          Show this at the entrance. If the scanner cannot read it, give the organizer {short ? 'the code beside it' : 'this code'}.
        </Text>
        {short ? null : (
          <code className="qr-ticket__code" data-testid="qr-code-text">
            {code}
          </code>
        )}
        <Text>{formatRange(rsvp.event.startTime, rsvp.event.endTime, rsvp.event.timeZone)}</Text>
        <Text>{placeText(rsvp.event)}</Text>
        <Directions event={rsvp.event} />
      </div>
    </Dialog>
  );
}

/** Directions to the venue (a map opens in a new tab; offline, the phone's map app may still have it). */
function Directions({ event }: { event: MyRsvp['event'] }) {
  const href = directionsUrl(event);
  return href ? (
    <ExternalLink className="amplify-button amplify-button--small" href={href}>
      <span>
        Directions<span className="visually-hidden"> to {event.title}</span>
      </span>
    </ExternalLink>
  ) : null;
}

/** Cancel RSVP, confirmed first: a confirmed seat goes to the next member on the waitlist. */
function CancelDialog({ rsvp, onClose }: { rsvp: MyRsvp; onClose: () => void }) {
  const cancel = useCancelRsvp();
  return (
    <Dialog open onClose={onClose} title="Cancel RSVP?">
      <Text>
        Cancel your RSVP to <strong>{rsvp.event.title}</strong>?
        {rsvp.status === 'confirmed' ? ' Your seat goes to the next member on the waitlist and your QR ticket stops working.' : ''}
      </Text>
      <Flex justifyContent="flex-end" gap="0.5rem" wrap="wrap">
        <Button onClick={onClose}>Keep my RSVP</Button>
        <Button variation="destructive" isDisabled={cancel.isPending} onClick={() => cancel.mutate(rsvp.eventId, { onSuccess: onClose })}>
          {cancel.isPending ? 'Cancelling...' : 'Cancel RSVP'}
        </Button>
      </Flex>
    </Dialog>
  );
}
