import { type ClubEvent, eventRoutes } from '@club/shared';
import { CheckboxField, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useEffect } from 'react';
import { FormDialog, leaveOutBlank, useZodForm } from '../../../components/form';
import { useRsvpEvent } from '../api/rsvp-event';
import { useSharingDefault } from '../api/sharing-default';
import { formatRange } from '../event-time';
import { joinsWaitlist, placeText, rsvpLabel, seatsText } from './event-bits';

const EMPTY = { specialRequests: '', dietaryRestrictions: '', emergencyContact: '', shareEmail: false, showOnGuestList: false, gatingAnswer: '' };

/** What an RSVP will become, said before it is sent. */
function outcome(event: ClubEvent): string {
  if (event.isGated) return 'This event is gated: your RSVP waits for the organizer’s approval.';
  if (joinsWaitlist(event)) return 'This event is full: your RSVP joins the waitlist and moves up as seats free.';
  return 'A seat is held for you and your QR ticket appears under My RSVPs.';
}

/**
 * The RSVP dialog: special requests, dietary restrictions,
 * emergency contact, and whether the organizer may see the member's e-mail
 * (ticked as their directory sharing setting once it has loaded); status sent as pending.
 */
export function RsvpDialog({ event, onClose }: { event: ClubEvent; onClose: () => void }) {
  const rsvp = useRsvpEvent(event.id);
  const form = useZodForm(eventRoutes.rsvpEvent.body, {
    defaultValues: EMPTY,
    toBody: ({ showOnGuestList, ...values }: typeof EMPTY) => ({
      ...leaveOutBlank(values, ['specialRequests', 'dietaryRestrictions', 'emergencyContact', 'gatingAnswer']),
      // Off unless ticked: the list is opt-in.
      ...(showOnGuestList ? { showOnGuestList } : {}),
      status: 'pending' as const,
    }),
  });
  const shares = useSharingDefault();
  const { getFieldState, setValue } = form;
  useEffect(() => {
    // The setting is only the default: a box the member already changed stays as they left it.
    if (shares !== undefined && !getFieldState('shareEmail').isDirty) setValue('shareEmail', shares);
  }, [shares, getFieldState, setValue]);
  const submit = form.onSubmit((body) => rsvp.mutate(body, form.mutateOptions(onClose)));
  const seats = seatsText(event);
  return (
    <FormDialog
      open
      onClose={onClose}
      title={`${rsvpLabel(event)}: ${event.title}`}
      onSubmit={submit}
      submitLabel={joinsWaitlist(event) ? 'Join waitlist' : 'Submit RSVP'}
      pendingLabel="Submitting..."
      isPending={rsvp.isPending}
    >
      <Text>
        {formatRange(event.startTime, event.endTime, event.timeZone)} · {placeText(event)}
      </Text>
      {seats ? <Text className="muted">{seats}</Text> : null}
      <Text className="muted">{outcome(event)}</Text>
      {event.isGated && event.gatingCriteria ? <Text className="muted">Approval criteria: {event.gatingCriteria}</Text> : null}
      {event.isGated ? (
        <TextAreaField
          label="How you meet the criteria"
          descriptiveText="The organizer reads this beside your name when deciding"
          rows={2}
          {...form.field('gatingAnswer')}
        />
      ) : null}
      <TextAreaField label="Special requests" rows={2} {...form.field('specialRequests')} />
      <TextField label="Dietary restrictions" {...form.field('dietaryRestrictions')} />
      <TextField
        label="Emergency contact"
        placeholder="Name and phone"
        descriptiveText="The organizer sees it on the event day only; it is deleted a week after the event."
        {...form.field('emergencyContact')}
      />
      <CheckboxField label="Let the organizer see my e-mail" {...form.checkbox('shareEmail')} />
      <CheckboxField label="Show me on the guest list (members see my name, title and company)" {...form.checkbox('showOnGuestList')} />
    </FormDialog>
  );
}
