import {
  FESTIVAL_STATES,
  cultureRoutes,
  festivalDateStatusText,
  formatDate,
  scopeOfState,
  type Festival,
  type FestivalConfirmation,
  type FestivalState,
} from '@club/shared';
import { Button, Flex, SelectField, Text, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { FormActions, useZodForm } from '../../../components/form';
import { Dialog } from '../../../components/ui/dialog';
import { useFestivalDates, useChangeFestivalDate, useRecordFestivalDate, useRemoveFestivalDate } from '../api/festival-dates';
import { QueueSection } from './queue-section';
import { QueueTable } from './queue-table';

const day = (value: string) => formatDate(value, 'UTC', { weekday: false });
const thisYear = () => new Date().getUTCFullYear();
/** The years staff pick from: last year (late corrections), this year and the next two (orders for a new year appear in its autumn). */
const yearChoices = () => [thisYear() - 1, thisYear(), thisYear() + 1, thisYear() + 2];

/** Status text of a festival's date, as members see it on the cards. */

/**
 * Festival dates: a year's festivals with where each date comes from, and a
 * form to confirm or correct one from a state's holiday order or the Vidvat
 * Sabha list. A recorded date replaces the computed one for members at once.
 */
export function FestivalDates() {
  const [year, setYear] = useState(thisYear());
  const dates = useFestivalDates(year);
  const [editing, setEditing] = useState<Festival | null>(null);
  const remove = useRemoveFestivalDate();
  const confirmations = dates.data?.confirmations ?? [];
  const recordedFor = (festival: Festival) => confirmations.filter((c) => c.festivalId === festival.id);
  return (
    <QueueSection
      title="Festival dates"
      filters={
        <SelectField label="Year" value={String(year)} onChange={(event) => setYear(Number(event.target.value))}>
          {yearChoices().map((y) => (
            <option key={y} value={String(y)}>
              {y}
            </option>
          ))}
        </SelectField>
      }
    >
      {dates.isPending ? <Text>Loading festivals…</Text> : null}
      {dates.isError ? <Text role="alert">Could not load the festivals of {year}.</Text> : null}
      {dates.data ? (
        <QueueTable
          caption={`Festivals of ${year}`}
          rows={dates.data.festivals}
          columns={[
            {
              label: 'Festival',
              cell: (festival) => (
                <>
                  {festival.name} <span lang="te">{festival.nameInTelugu}</span>
                </>
              ),
            },
            {
              label: 'Date',
              cell: (festival) => (
                <>
                  {day(festival.date)}
                  {festival.stateDates?.map((d) => (
                    <div key={d.state}>
                      {d.state}: {day(d.date)}
                    </div>
                  ))}
                </>
              ),
            },
            { label: 'Status', cell: (festival) => festivalDateStatusText(festival) },
            {
              label: 'Recorded',
              cell: (festival) =>
                recordedFor(festival).map((c) => (
                  <div key={scopeOfState(c.state)}>
                    {c.state ?? 'Both states'}: {day(c.date)} ({c.source}){' '}
                    <Button
                      size="small"
                      variation="link"
                      isDisabled={remove.isPending}
                      onClick={() => remove.mutate({ year, festivalId: festival.id, scope: scopeOfState(c.state) })}
                      aria-label={`Remove the recorded date of ${festival.name} for ${c.state ?? 'both states'}`}
                    >
                      Remove
                    </Button>
                  </div>
                )),
            },
            {
              label: 'Actions',
              cell: (festival) => (
                <Button size="small" onClick={() => setEditing(festival)} aria-label={`Confirm or correct ${festival.name}`}>
                  Confirm or correct
                </Button>
              ),
            },
          ]}
        />
      ) : null}
      {editing ? <FestivalDateDialog year={year} festival={editing} recorded={recordedFor(editing)} onClose={() => setEditing(null)} /> : null}
    </QueueSection>
  );
}

type Values = { state: FestivalState | ''; date: string; source: string; sourceUrl: string };

/** Record (or, when one is recorded for that state, correct) a festival's published date. */
function FestivalDateDialog({
  year,
  festival,
  recorded,
  onClose,
}: {
  year: number;
  festival: Festival;
  recorded: FestivalConfirmation[];
  onClose: () => void;
}) {
  const record = useRecordFestivalDate();
  const change = useChangeFestivalDate();
  const form = useZodForm(cultureRoutes.recordFestivalDate.body, {
    defaultValues: { state: '', date: festival.date, source: '', sourceUrl: '' } as Values,
    required: ['date', 'source'],
    toBody: (values: Values) => ({ ...values, year, festivalId: festival.id }),
  });
  const submit = form.onSubmit((body) => {
    const existing = recorded.find((c) => c.state === body.state);
    if (existing) {
      const key = { year, festivalId: festival.id, scope: scopeOfState(body.state) };
      change.mutate(
        { key, body: { date: body.date, source: body.source, ...(body.sourceUrl ? { sourceUrl: body.sourceUrl } : {}) } },
        form.mutateOptions(onClose),
      );
    } else {
      record.mutate(body, form.mutateOptions(onClose));
    }
  });
  return (
    <Dialog open onClose={onClose} title={`Confirm or correct ${festival.name} ${year}`}>
      <form onSubmit={submit} noValidate className="stack-form" aria-label="Festival date">
        <Text>
          Calculated from the Telugu calendar: {day(festival.date)}. Record the date a state’s holiday order or the Vidvat Sabha list publishes, with where it
          is published.
        </Text>
        <Flex gap="0.75rem" wrap="wrap">
          <SelectField label="For" {...form.field('state')}>
            <option value="">Both states</option>
            {FESTIVAL_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </SelectField>
          <TextField label="Published date" type="date" min={`${year}-01-01`} max={`${year}-12-31`} {...form.field('date')} />
        </Flex>
        <TextField label="Source" placeholder="Telangana G.O.Rt. No. …, general holidays" {...form.field('source')} />
        <TextField label="Source link (optional)" type="url" {...form.field('sourceUrl')} />
        <FormActions onCancel={onClose} submitLabel="Save date" pendingLabel="Saving..." isPending={record.isPending || change.isPending} />
      </form>
    </Dialog>
  );
}
