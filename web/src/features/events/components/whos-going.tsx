import { SEATED_RSVP_STATUSES, type CurrentUser, type EventDetail, type Person } from '@club/shared';
import { SwitchField, Text } from '@aws-amplify/ui-react';
import { PersonChip } from '../../../components/people';
import { useUser } from '../../auth';
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
 * The list as the member's own RSVP says it is: they are listed when they
 * chose to be and have a seat, whether or not the list was read before their
 * choice was written (the server's line is kept when it has one: it carries
 * their title and company).
 */
export function withMyChoice(guests: readonly Person[], me: CurrentUser | null | undefined, listMe: boolean): Person[] {
  if (!me) return [...guests];
  const listed = guests.some((guest) => guest.id === me.id);
  if (!listMe) return guests.filter((guest) => guest.id !== me.id);
  if (listed) return [...guests];
  const person: Person = {
    id: me.id,
    firstName: me.firstName,
    lastName: me.lastName,
    ...(me.profileImageUrl ? { profileImageUrl: me.profileImageUrl } : {}),
    verified: me.verified,
  };
  return [...guests, person];
}

/**
 * Who's going: the seated guests who chose to be listed (name, title,
 * company; never contact details) and how many go in all. A member with an
 * RSVP switches themself on or off the list here.
 */
export function WhosGoing({ event }: { event: EventDetail }) {
  const list = useGuestList(event.id);
  const me = useUser().data;
  const mine = event.myRsvp && !REFUSED_OR_WITHDRAWN.has(event.myRsvp.status) ? event.myRsvp : undefined;
  const listMe = mine?.showOnGuestList === true && SEATED_RSVP_STATUSES.includes(mine.status);
  const choice = useGuestListChoice(event.id);
  const guests = list.data ? withMyChoice(list.data.guests, me, listMe) : [];
  return (
    <>
      {list.isPending ? (
        <Text className="muted">Loading the guest list…</Text>
      ) : list.isError ? (
        <Text className="muted">The guest list could not be loaded.</Text>
      ) : (
        <>
          <Text>{goingText(list.data.going, guests.length)}</Text>
          {guests.length ? (
            <ul className="plain-list guest-list" aria-label="Guests who are going">
              {guests.map((guest) => (
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
