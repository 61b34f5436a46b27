import { type InvestorMatch, type ScheduleMeetingInput, investorRoutes } from '@club/shared';
import { Grid, Placeholder, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { FieldError, FormDialog, optionalText, useZodForm } from '../../../components/form';
import { usePitchSlots } from '../api/list-pitch-slots';
import { useScheduleMeeting } from '../api/schedule-match-meeting';
import { meetingText } from './investor-bits';
import { localToIso, memberTimeZone } from './meeting-time';

export interface MeetingForm {
  /** '' until the member chooses: a slot when the investor offers any, otherwise a proposed time. */
  mode: '' | 'slot' | 'propose';
  slotId: string;
  startTime: string;
  endTime: string;
  location: string;
  notes: string;
}

const emptyMeetingForm = (): MeetingForm => ({ mode: '', slotId: '', startTime: '', endTime: '', location: '', notes: '' });

/** The form as the schedule body: the chosen slot, or the proposed window in the member's zone. */
export function meetingBodyFrom(values: MeetingForm): ScheduleMeetingInput {
  const common = { location: optionalText(values.location), notes: optionalText(values.notes) };
  const propose = values.mode === 'propose' || (values.mode === '' && !values.slotId);
  if (!propose) return { ...common, slotId: values.slotId || undefined };
  return { ...common, startTime: localToIso(values.startTime), endTime: localToIso(values.endTime), timeZone: memberTimeZone() };
}

/**
 * Schedule Meeting for an accepted match: pick one of the investor's open
 * pitch slots (booked exactly once; a slot taken meanwhile is refused with the
 * API's reason) or propose a time. Both parties then get the .ics.
 */
export function ScheduleMeetingDialog({ match, onClose }: { match: InvestorMatch; onClose: () => void }) {
  const schedule = useScheduleMeeting(match.id);
  const slots = usePitchSlots(match.investor.id);
  const free = slots.items.filter((slot) => !slot.isBooked);
  const form = useZodForm(investorRoutes.scheduleMatchMeeting.body, { defaultValues: emptyMeetingForm(), toBody: meetingBodyFrom });
  const chosen = form.watch('mode');
  const mode = chosen || (free.length ? 'slot' : 'propose');
  const submit = form.onSubmit((body) => schedule.mutate(body, form.mutateOptions(onClose)));
  const slotError = form.errorOf('slotId').errorMessage ?? form.errorOf('startTime').errorMessage;

  return (
    <FormDialog
      open
      onClose={onClose}
      title={`Schedule Meeting: ${match.opportunity.title}`}
      onSubmit={submit}
      submitLabel="Schedule Meeting"
      pendingLabel="Scheduling..."
      isPending={schedule.isPending}
    >
      <fieldset className="checkbox-group" aria-label="How to meet">
        <legend>How to meet</legend>
        <label>
          <input type="radio" value="slot" checked={mode === 'slot'} onChange={() => form.setValue('mode', 'slot')} disabled={!free.length} /> Pick a pitch slot
        </label>
        <label>
          <input type="radio" value="propose" checked={mode === 'propose'} onChange={() => form.setValue('mode', 'propose')} /> Propose a time
        </label>
      </fieldset>
      {mode === 'slot' ? (
        <fieldset className="valuation-round" aria-label={`${match.investor.name}’s open pitch slots`}>
          <legend>{match.investor.name}’s open pitch slots</legend>
          {free.map((slot) => (
            <label key={slot.id} className="slot-option">
              <input type="radio" value={slot.id} {...form.register('slotId')} /> {meetingText(slot.startTime, slot.endTime, slot.timeZone)}
              {slot.location ? <span className="muted"> · {slot.location}</span> : null}
            </label>
          ))}
          <FieldError message={slotError} />
        </fieldset>
      ) : (
        <>
          {slots.isPending ? (
            <Placeholder />
          ) : free.length ? null : (
            <Text className="muted">{match.investor.name} has no open pitch slots: propose a time and they will see it on the match.</Text>
          )}
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', medium: '1fr 1fr' }} gap="0.75rem">
            <TextField label="Start" type="datetime-local" isRequired {...form.field('startTime')} />
            <TextField label="End" type="datetime-local" isRequired {...form.field('endTime')} />
          </Grid>
          <Text className="muted">Times in your time zone ({memberTimeZone().replace(/_/g, ' ')}).</Text>
        </>
      )}
      <TextField label="Location" placeholder="Video call link or address" {...form.field('location')} />
      <TextAreaField label="Notes" rows={2} {...form.field('notes')} />
    </FormDialog>
  );
}
