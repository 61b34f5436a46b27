import {
  EVENT_ROWS_MAX,
  EVENT_TYPE_LABELS,
  EVENT_TYPES,
  type AgendaItem,
  type ClubEvent,
  type EventInput,
  type EventParsed,
  type EventType,
  type Speaker,
  eventRoutes,
} from '@club/shared';
import type { ReactNode } from 'react';
import { CheckboxField, Grid, SelectField, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { FormDialog, RowEditor, commaList, optionalText, useZodForm, type FormValues, type RowInput } from '../../../components/form';
import { useCreateEvent } from '../api/create-event';
import { useUpdateEvent } from '../api/update-event';
import { browserTimeZone, isoToZoned, timeZoneOptions, zonedToIso } from '../event-time';

/** What the form does not show: Manage Event keeps them from the event, Create leaves them to the API's defaults. */
type KeptField = 'sponsors' | 'bannerImage' | 'isActive';
/** Fields the form holds in their own shape: the type as chosen, agenda and speakers as rows of text. */
interface HeldAs {
  type: EventType;
  agenda: AgendaRow[];
  speakers: SpeakerRow[];
}
/** The form's values for an event's fields (`Fields`: the shared definition's type; see `FormValues`). */
export type EventFormValues<Fields = EventParsed> = FormValues<Fields, KeptField, HeldAs>;
export type EventForm = EventFormValues;

/** One agenda row as typed (every input a string; blank optional ones are left out of the body). */
export interface AgendaRow extends Record<string, string> {
  time: string;
  title: string;
  description: string;
}
/** One speaker row as typed. */
export interface SpeakerRow extends Record<string, string> {
  name: string;
  title: string;
  company: string;
  bio: string;
}

/** Form defaults: type networking, not virtual, not gated (active is the API's default). */
export const emptyEventForm = (): EventForm => ({
  title: '',
  type: 'networking',
  description: '',
  startTime: '',
  endTime: '',
  timeZone: browserTimeZone(),
  isVirtual: false,
  venue: '',
  address: '',
  city: '',
  country: '',
  virtualLink: '',
  dressCode: '',
  maxAttendees: '',
  registrationDeadline: '',
  isGated: false,
  gatingCriteria: '',
  tags: '',
  organizers: '',
  agenda: [],
  speakers: [],
});

const blankAgendaRow = (): AgendaRow => ({ time: '', title: '', description: '' });
const blankSpeakerRow = (): SpeakerRow => ({ name: '', title: '', company: '', bio: '' });
/** A row left wholly blank is no row: the member added it and typed nothing. */
const typed = (row: Record<string, string>) => Object.values(row).some((text) => text.trim());

/** The agenda rows as the API takes them: blank rows dropped, blank optional inputs left out. */
export const agendaFrom = (rows: AgendaRow[]): AgendaItem[] =>
  rows.filter(typed).map((row) => ({ time: optionalText(row.time), title: row.title.trim(), description: optionalText(row.description) }));
export const agendaRows = (agenda: AgendaItem[]): AgendaRow[] =>
  agenda.map((item) => ({ time: item.time ?? '', title: item.title, description: item.description ?? '' }));

/** The speaker rows as the API takes them. */
export const speakersFrom = (rows: SpeakerRow[]): Speaker[] =>
  rows.filter(typed).map((row) => ({
    name: row.name.trim(),
    title: optionalText(row.title),
    company: optionalText(row.company),
    bio: optionalText(row.bio),
  }));
export const speakerRows = (speakers: Speaker[]): SpeakerRow[] =>
  speakers.map((s) => ({ name: s.name, title: s.title ?? '', company: s.company ?? '', bio: s.bio ?? '' }));

const AGENDA_INPUTS: RowInput<AgendaRow>[] = [
  { key: 'time', label: 'Time', placeholder: '6:30 pm' },
  { key: 'title', label: 'Title', isRequired: true },
  { key: 'description', label: 'Details', multiline: true },
];
const SPEAKER_INPUTS: RowInput<SpeakerRow>[] = [
  { key: 'name', label: 'Name', isRequired: true },
  { key: 'title', label: 'Job title' },
  { key: 'company', label: 'Company' },
  { key: 'bio', label: 'Bio', multiline: true },
];

/** The form as the event body the schema checks: only the fields of the chosen mode, times read in the event's zone. */
export function eventBodyFrom(values: EventForm, kept: Partial<EventInput> = {}): EventInput {
  const inPerson = !values.isVirtual;
  // Every form field gives its body field (a new one left out fails to compile).
  const fromForm: { [K in keyof EventForm]: EventInput[K] } = {
    title: values.title,
    type: values.type,
    description: optionalText(values.description),
    startTime: zonedToIso(values.startTime, values.timeZone) || values.startTime,
    endTime: zonedToIso(values.endTime, values.timeZone) || values.endTime,
    timeZone: values.timeZone,
    isVirtual: values.isVirtual,
    venue: inPerson ? optionalText(values.venue) : undefined,
    address: inPerson ? optionalText(values.address) : undefined,
    city: inPerson ? optionalText(values.city) : undefined,
    country: inPerson ? optionalText(values.country) : undefined,
    virtualLink: values.isVirtual ? optionalText(values.virtualLink) : undefined,
    dressCode: optionalText(values.dressCode),
    maxAttendees: optionalText(values.maxAttendees),
    registrationDeadline: values.registrationDeadline.trim()
      ? zonedToIso(values.registrationDeadline, values.timeZone) || values.registrationDeadline
      : undefined,
    isGated: values.isGated,
    gatingCriteria: values.isGated ? optionalText(values.gatingCriteria) : undefined,
    tags: commaList(values.tags),
    organizers: commaList(values.organizers),
    agenda: agendaFrom(values.agenda),
    speakers: speakersFrom(values.speakers),
  };
  return { ...kept, ...fromForm };
}

/** An event's values in the form (Manage Event). */
export const eventFormFrom = (event: ClubEvent): EventForm => ({
  title: event.title,
  type: event.type,
  description: event.description ?? '',
  startTime: isoToZoned(event.startTime, event.timeZone),
  endTime: isoToZoned(event.endTime, event.timeZone),
  timeZone: event.timeZone,
  isVirtual: event.isVirtual,
  venue: event.venue ?? '',
  address: event.address ?? '',
  city: event.city ?? '',
  country: event.country ?? '',
  virtualLink: event.virtualLink ?? '',
  dressCode: event.dressCode ?? '',
  maxAttendees: event.maxAttendees === undefined ? '' : String(event.maxAttendees),
  registrationDeadline: isoToZoned(event.registrationDeadline, event.timeZone),
  isGated: event.isGated,
  gatingCriteria: event.gatingCriteria ?? '',
  tags: event.tags.join(', '),
  organizers: event.organizers.join(', '),
  agenda: agendaRows(event.agenda),
  speakers: speakerRows(event.speakers),
});

type Form = ReturnType<typeof useEventForm>;

function useEventForm(defaultValues: EventForm, kept?: Partial<EventInput>) {
  return useZodForm(eventRoutes.createEvent.body, { defaultValues, toBody: (values: EventForm) => eventBodyFrom(values, kept) });
}

/** Each field's label (a field added to the form values needs one). */
const LABELS = {
  title: 'Title',
  type: 'Type',
  description: 'Description',
  startTime: 'Start',
  endTime: 'End',
  timeZone: 'Time zone',
  isVirtual: 'Virtual event',
  virtualLink: 'Virtual link',
  venue: 'Venue',
  address: 'Address',
  city: 'City',
  country: 'Country',
  dressCode: 'Dress code',
  maxAttendees: 'Max attendees',
  registrationDeadline: 'Registration deadline',
  isGated: "Gated: RSVPs need the organizer's approval",
  gatingCriteria: 'Approval criteria',
  tags: 'Tags',
  organizers: 'Organizers',
  agenda: 'Agenda',
  speakers: 'Speakers',
} satisfies Record<keyof EventForm, string>;

/** The fields of the create and manage dialogs; venue fields only in person, the link only virtual, criteria only gated. */
function EventFields({ form }: { form: Form }) {
  const isVirtual = form.watch('isVirtual');
  const isGated = form.watch('isGated');
  return (
    <>
      <TextField label={LABELS.title} isRequired {...form.field('title')} />
      <SelectField label={LABELS.type} {...form.field('type')}>
        {EVENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {EVENT_TYPE_LABELS[type]}
          </option>
        ))}
      </SelectField>
      <TextAreaField label={LABELS.description} rows={3} {...form.field('description')} />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', medium: '1fr 1fr' }} gap="0.75rem">
        <TextField label={LABELS.startTime} type="datetime-local" isRequired {...form.field('startTime')} />
        <TextField label={LABELS.endTime} type="datetime-local" isRequired {...form.field('endTime')} />
      </Grid>
      <SelectField label={LABELS.timeZone} {...form.field('timeZone')}>
        {timeZoneOptions(form.getValues('timeZone')).map((zone) => (
          <option key={zone} value={zone}>
            {zone.replace(/_/g, ' ')}
          </option>
        ))}
      </SelectField>
      <CheckboxField label={LABELS.isVirtual} {...form.checkbox('isVirtual')} />
      {isVirtual ? (
        <TextField label={LABELS.virtualLink} type="url" placeholder="https://" isRequired {...form.field('virtualLink')} />
      ) : (
        <>
          <TextField label={LABELS.venue} {...form.field('venue')} />
          <TextField label={LABELS.address} {...form.field('address')} />
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', medium: '1fr 1fr' }} gap="0.75rem">
            <TextField label={LABELS.city} {...form.field('city')} />
            <TextField label={LABELS.country} {...form.field('country')} />
          </Grid>
        </>
      )}
      <TextField label={LABELS.dressCode} placeholder="Business formal" {...form.field('dressCode')} />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', medium: '1fr 1fr' }} gap="0.75rem">
        <TextField label={LABELS.maxAttendees} type="number" min={1} descriptiveText="Leave empty for no limit" {...form.field('maxAttendees')} />
        <TextField label={LABELS.registrationDeadline} type="datetime-local" {...form.field('registrationDeadline')} />
      </Grid>
      <CheckboxField label={LABELS.isGated} {...form.checkbox('isGated')} />
      {isGated ? <TextAreaField label={LABELS.gatingCriteria} rows={2} isRequired {...form.field('gatingCriteria')} /> : null}
      <TextField label={LABELS.tags} descriptiveText="Separated by commas" {...form.field('tags')} />
      <TextField label={LABELS.organizers} descriptiveText="Names, separated by commas" {...form.field('organizers')} />
      <RowEditor
        legend={LABELS.agenda}
        rowName="Agenda item"
        hint="In the order they happen; a time is free text (6:30 pm, Day 2 10:00 am)."
        inputs={AGENDA_INPUTS}
        blank={blankAgendaRow}
        addLabel="Add agenda item"
        max={EVENT_ROWS_MAX}
        {...form.controlled('agenda')}
      />
      <RowEditor
        legend={LABELS.speakers}
        rowName="Speaker"
        inputs={SPEAKER_INPUTS}
        blank={blankSpeakerRow}
        addLabel="Add speaker"
        max={EVENT_ROWS_MAX}
        {...form.controlled('speakers')}
      />
    </>
  );
}

/** '+ Create Event': toast 'Event created successfully!', the form resets and closes. */
export function CreateEventDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateEvent();
  const form = useEventForm(emptyEventForm());
  const submit = form.onSubmit((body) => create.mutate(body, form.mutateOptions(onClose)));
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Create Event"
      onSubmit={submit}
      submitLabel="Create Event"
      pendingLabel="Creating..."
      isPending={create.isPending}
    >
      <EventFields form={form} />
    </FormDialog>
  );
}

/** Manage Event's edit form: the whole event is sent again, with what the form does not show (sponsors, banner, active) kept. */
export function EditEventDialog({ event, onClose, children }: { event: ClubEvent; onClose: () => void; children?: ReactNode }) {
  const update = useUpdateEvent(event.id);
  const form = useEventForm(eventFormFrom(event), { sponsors: event.sponsors, bannerImage: event.bannerImage, isActive: event.isActive });
  const submit = form.onSubmit((body) => update.mutate(body, form.mutateOptions(onClose)));
  return (
    <FormDialog
      open
      onClose={onClose}
      title={`Manage Event: ${event.title}`}
      onSubmit={submit}
      submitLabel="Save changes"
      pendingLabel="Saving..."
      isPending={update.isPending}
    >
      {event.currentAttendees > 0 ? (
        <Text className="muted">
          {event.currentAttendees} confirmed {event.currentAttendees === 1 ? 'attendee' : 'attendees'}: capacity cannot go below that.
        </Text>
      ) : null}
      {children}
      <EventFields form={form} />
    </FormDialog>
  );
}
