import { SEATED_RSVP_STATUSES, type EventDetail } from '@club/shared';
import { SwitchField, Text } from '@aws-amplify/ui-react';
import { PersonChip } from '../../../components/people';
import { useGuestList, useGuestListChoice } from '../api/guest-list';

/** RSVPs that may carry the choice: any the member has not withdrawn or been refused. */
const REFUSED_OR_WITHDRAWN = new Set(['declined', 'cancelled']);

const goingText = (going: number, listed: number): string => {
  if (going === 0) return 'Nobody has a seat yet.';
  const others = going - listed;
  if (listed === 0) return `${going} going; nobody has chosen to be listed yet.`;
  return others > 0 ? `${going} going, ${others} of them unlisted.` : `${going} going.`;
};

/**
 * Who's going: the seated guests who chose to be listed (name, title,
 * company; never contact details) and how many go in all. A member with an
 * RSVP switches themself on or off the list here.
 */
export function WhosGoing({ event }: { event: EventDetail }) {
  const list = useGuestList(event.id);
  const mine = event.myRsvp && !REFUSED_OR_WITHDRAWN.has(event.myRsvp.status) ? event.myRsvp : undefined;
  const choice = useGuestListChoice(event.id, mine !== undefined && SEATED_RSVP_STATUSES.includes(mine.status));
  return (
    <>
      {list.isPending ? (
        <Text className="muted">Loading the guest list…</Text>
      ) : list.isError ? (
        <Text className="muted">The guest list could not be loaded.</Text>
      ) : (
        <>
          <Text>{goingText(list.data.going, list.data.guests.length)}</Text>
          {list.data.guests.length ? (
            <ul className="plain-list guest-list" aria-label="Guests who are going">
              {list.data.guests.map((guest) => (
                <li key={guest.id}>
                  <PersonChip person={guest} size="compact" />
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
      {mine ? (
        <SwitchField
          label="Show me on the guest list"
          descriptiveText="Members see your name, title and company here once you have a seat."
          isChecked={mine.showOnGuestList === true}
          isDisabled={choice.isPending}
          onChange={(change) => choice.mutate(change.target.checked)}
        />
      ) : null}
    </>
  );
}
