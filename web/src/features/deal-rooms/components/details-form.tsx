import { dealRoomRoutes, type Deal, type DealDetails } from '@club/shared';
import { Flex, TextAreaField } from '@aws-amplify/ui-react';
import { SubmitButton, applyServerIssues, useZodForm, type FormValues } from '../../../components/form';
import { useUpdateDeal } from '../api/update-deal';
import { DETAIL_FIELDS } from './detail-fields';

/** The form's values for a deal's details (`Fields`: the shared definition's type; see `FormValues`): each as typed. */
export type DetailsValues<Fields = DealDetails> = FormValues<Fields>;

/** The deal's details in the form (a detail added to the definition fails to compile here). */
export const detailsOf = (deal: Deal): DetailsValues => ({
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
  const form = useZodForm(dealRoomRoutes.updateDeal.body, { defaultValues: detailsOf(deal) });
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
