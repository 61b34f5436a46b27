import { dealRoomRoutes, type Deal } from '@club/shared';
import { Flex, TextAreaField } from '@aws-amplify/ui-react';
import { SubmitButton, applyServerIssues, useZodForm } from '../../../components/form';
import { useUpdateDeal } from '../api/update-deal';
import { DETAIL_FIELDS } from './detail-fields';

interface DetailsValues {
  useOfFunds: string;
  traction: string;
  financials: string;
  teamBios: string;
}

const valuesOf = (deal: Deal): DetailsValues => ({
  useOfFunds: deal.useOfFunds ?? '',
  traction: deal.traction ?? '',
  financials: deal.financials ?? '',
  teamBios: deal.teamBios ?? '',
});

const HINTS: Record<keyof DetailsValues, string> = {
  useOfFunds: 'How the raise will be spent, e.g. 40% hiring, 30% product, 30% go-to-market.',
  traction: 'Customers, revenue, growth: what investors can check.',
  financials: 'Revenue, burn, runway; upload the full statements under Files.',
  teamBios: 'Who the founders and key people are.',
};

/** The founder's details form: saved fields stay in the form (it starts from what was saved). */
export function DetailsForm({ deal }: { deal: Deal }) {
  const save = useUpdateDeal(deal.id, 'Details saved');
  const form = useZodForm(dealRoomRoutes.updateDeal.body, { defaultValues: valuesOf(deal) });
  // The form's texts as typed (the API trims them): an emptied field is sent blank, which clears it.
  const submit = form.onSubmit(() =>
    save.mutate(form.getValues(), {
      onSuccess: () => form.reset(form.getValues()),
      onError: (error) => applyServerIssues(error, form.setError),
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="stack-form" aria-label="Deal details">
      {DETAIL_FIELDS.map(({ key, label }) => (
        <TextAreaField key={key} label={label} rows={3} descriptiveText={HINTS[key]} {...form.field(key)} />
      ))}
      <Flex justifyContent="flex-end">
        <SubmitButton isPending={save.isPending} pendingLabel="Saving..." isDisabled={!form.formState.isDirty}>
          Save details
        </SubmitButton>
      </Flex>
    </form>
  );
}
