import { travelPlanBody, type TravelPlanFields } from '@club/shared';
import { Flex, SelectField, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { FormDialog, leaveOutBlank, useZodForm, type FormValues } from '../../../components/form';
import { useCreateTravelPlan } from '../api/create-travel-plan';
import { today } from '../format';

/** The form's values for a plan's fields (`Fields`: the shared definition's type; see `FormValues`): who can see it as chosen. */
export type PlanFormValues<Fields = TravelPlanFields> = FormValues<Fields, never, { isPublic: 'connections' | 'public' }>;
type PlanForm = PlanFormValues;

/** Form defaults: where the member lives, seen by connections only. */
export const emptyPlanForm = (): PlanForm => ({ city: '', country: '', startDate: '', endDate: '', purpose: '', isPublic: 'connections', notes: '' });

/** Add Travel Plan: city, country, dates (none = where the member lives), purpose, who can see it, notes. */
export function AddPlanDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateTravelPlan();
  const form = useZodForm(travelPlanBody, {
    defaultValues: emptyPlanForm(),
    toBody: ({ isPublic, ...values }: PlanForm) => ({
      ...leaveOutBlank(values, ['startDate', 'endDate', 'purpose', 'notes']),
      isPublic: isPublic === 'public',
    }),
    required: ['city', 'country'],
  });
  const submit = form.onSubmit((body) => create.mutate(body, form.mutateOptions(onClose)));
  const start = form.watch('startDate');
  return (
    <FormDialog open onClose={onClose} title="Add Travel Plan" onSubmit={submit} submitLabel="Add Plan" pendingLabel="Adding..." isPending={create.isPending}>
      <TextField label="City" isRequired autoComplete="address-level2" {...form.field('city')} />
      <TextField label="Country" isRequired autoComplete="country-name" {...form.field('country')} />
      <Flex gap="0.75rem" wrap="wrap">
        <TextField label="From" type="date" min={today()} flex="1 1 9rem" {...form.field('startDate')} />
        <TextField label="To" type="date" min={start || today()} flex="1 1 9rem" {...form.field('endDate')} />
      </Flex>
      <Text className="muted">Leave both dates empty for the city you live in.</Text>
      <TextField label="Purpose" placeholder="Investor meetings, a conference, family visit" {...form.field('purpose')} />
      <SelectField label="Who can see it" {...form.field('isPublic')}>
        <option value="connections">Connections only</option>
        <option value="public">Public (all members)</option>
      </SelectField>
      <TextAreaField label="Notes" rows={2} {...form.field('notes')} />
    </FormDialog>
  );
}
