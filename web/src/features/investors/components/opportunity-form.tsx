import {
  DEAL_CURRENCIES,
  DEFAULT_OPPORTUNITY_STAGE,
  FUNDING_STAGE_LABELS,
  currencySymbol,
  type DealCurrency,
  INDUSTRIES,
  INDUSTRY_LABELS,
  OPPORTUNITY_STAGES,
  type Industry,
  type Opportunity,
  formatMoney,
  type OpportunityFields,
  type OpportunityInput,
  type OpportunityStage,
  investorRoutes,
} from '@club/shared';
import { CheckboxField, Grid, SelectField, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useState, type ReactNode } from 'react';
import { FormDialog, optionalText, useZodForm, type FormValues } from '../../../components/form';
import { DeckUploadField, useDeckUpload } from '../../deal-rooms';
import { useCreateOpportunity } from '../api/create-investment-opportunity';
import { useUpdateOpportunity } from '../api/update-investment-opportunity';

/** Fields the form holds in their own shape: the choices as chosen (stage and industry may be blank). */
interface HeldAs {
  stage: OpportunityStage | '';
  industry: Industry | '';
  currency: DealCurrency;
}
/**
 * The form's values for an opportunity's fields (`Fields`: the shared
 * definition's type; see `FormValues`): texts as typed (amounts too), the
 * switches as booleans, and the raised amount, which the body takes beside them.
 */
export type OpportunityFormValues<Fields = OpportunityFields> = FormValues<Fields, never, HeldAs> & { raisedAmount: string };
export type OpportunityForm = OpportunityFormValues;

/** Form defaults: stage seed, active, not Telugu-founded until ticked. */
export const emptyOpportunityForm = (): OpportunityForm => ({
  title: '',
  description: '',
  stage: DEFAULT_OPPORTUNITY_STAGE,
  industry: '',
  currency: 'INR',
  targetAmount: '',
  minInvestment: '',
  valuation: '',
  location: '',
  teluguFounders: false,
  pitchDeckUrl: '',
  raisedAmount: '',
  isActive: true,
});

/** An amount input as the API takes it: a number, or left out when blank (a typo stays NaN so the schema names it). */
const amount = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text.replace(/[,\s]/g, '')));

/** The inputs as the opportunity body the schema checks. */
export const opportunityBodyFrom = (values: OpportunityForm): OpportunityInput => {
  // Every form field gives its body field (a new one left out fails to compile).
  const body: { [K in keyof OpportunityForm]: OpportunityInput[K] } = {
    title: values.title,
    description: optionalText(values.description),
    stage: values.stage || undefined,
    industry: values.industry || undefined,
    currency: values.currency,
    targetAmount: amount(values.targetAmount),
    minInvestment: amount(values.minInvestment),
    valuation: amount(values.valuation),
    location: optionalText(values.location),
    teluguFounders: values.teluguFounders,
    pitchDeckUrl: optionalText(values.pitchDeckUrl),
    raisedAmount: amount(values.raisedAmount),
    isActive: values.isActive,
  };
  return body;
};

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

/** An opportunity's values in the form (Manage Opportunity). */
export const opportunityFormFrom = (opportunity: Opportunity): OpportunityForm => ({
  title: opportunity.title,
  description: opportunity.description ?? '',
  stage: opportunity.stage,
  industry: opportunity.industry ?? '',
  currency: opportunity.currency ?? 'INR',
  targetAmount: text(opportunity.targetAmount),
  minInvestment: text(opportunity.minInvestment),
  valuation: text(opportunity.valuation),
  location: opportunity.location ?? '',
  teluguFounders: opportunity.teluguFounders,
  pitchDeckUrl: opportunity.pitchDeckUrl ?? '',
  raisedAmount: opportunity.raisedAmount ? String(opportunity.raisedAmount) : '',
  isActive: opportunity.isActive,
});

function useOpportunityForm(defaultValues: OpportunityForm) {
  return useZodForm(investorRoutes.createInvestmentOpportunity.body, {
    defaultValues,
    toBody: opportunityBodyFrom,
    required: ['title', 'stage'],
  });
}
type Form = ReturnType<typeof useOpportunityForm>;
type Deck = ReturnType<typeof useDeckUpload>;

/**
 * After the opportunity is saved: upload the chosen deck (opening the data
 * room first when needed), then reset and close. When the upload fails the
 * dialog stays open with the reason, and submitting again retries only the
 * upload of the opportunity already saved.
 */
function useSaveThenUpload(form: Form, deck: Deck, onClose: () => void) {
  const [saved, setSaved] = useState<Opportunity>();
  const finish = async (opportunity: Opportunity) => {
    if (await deck.send(opportunity)) {
      setSaved(undefined);
      form.reset();
      onClose();
    } else setSaved(opportunity);
  };
  const afterSave = { onSuccess: (opportunity: Opportunity) => void finish(opportunity), onError: form.mutateOptions().onError };
  // Closed without the deck: the next opening starts a new opportunity, not this one's upload.
  const close = () => {
    setSaved(undefined);
    deck.choose(undefined);
    onClose();
  };
  return { saved, finish, afterSave, close };
}

/** The target's hint: the whole figure, as an example in the chosen currency. */
const amountHint = (currency: DealCurrency) =>
  currency === 'INR' ? 'In rupees, e.g. 5000000 for ₹50L' : `In ${currency}, e.g. 2000000 for ${formatMoney(2_000_000, currency)}`;

/** The fields of the create and manage dialogs; Manage adds the raised amount. */
function OpportunityFields({ form, deck, manage = false }: { form: Form; deck: Deck; manage?: boolean }) {
  const currency = form.watch('currency');
  const symbol = currencySymbol(currency);
  return (
    <>
      <TextField label="Company/Startup Name" isRequired {...form.field('title')} />
      <TextAreaField label="Description" rows={3} {...form.field('description')} />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', medium: '1fr 1fr' }} gap="0.75rem">
        <SelectField label="Stage" isRequired {...form.field('stage')}>
          {OPPORTUNITY_STAGES.map((stage) => (
            <option key={stage} value={stage}>
              {FUNDING_STAGE_LABELS[stage]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Industry" {...form.field('industry')}>
          <option value="">Choose an industry</option>
          {INDUSTRIES.map((industry) => (
            <option key={industry} value={industry}>
              {INDUSTRY_LABELS[industry]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Currency" {...form.field('currency')}>
          {DEAL_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code} ({currencySymbol(code)})
            </option>
          ))}
        </SelectField>
        <TextField
          label={`Target amount (${symbol})`}
          type="number"
          inputMode="decimal"
          min={0}
          descriptiveText={amountHint(currency)}
          {...form.field('targetAmount')}
        />
        <TextField label={`Min investment (${symbol})`} type="number" inputMode="decimal" min={0} {...form.field('minInvestment')} />
        <TextField label={`Pre-money valuation (${symbol})`} type="number" inputMode="decimal" min={0} {...form.field('valuation')} />
        {manage ? <TextField label={`Amount raised so far (${symbol})`} type="number" inputMode="decimal" min={0} {...form.field('raisedAmount')} /> : null}
      </Grid>
      <TextField label="Location" placeholder="Hyderabad, Telangana" {...form.field('location')} />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', medium: '1fr 1fr' }} gap="0.75rem" alignItems="start">
        <TextField label="Pitch deck URL" type="url" placeholder="https://" descriptiveText="A link to a deck kept elsewhere" {...form.field('pitchDeckUrl')} />
        <DeckUploadField deck={deck} />
      </Grid>
      <CheckboxField label="Telugu founders" {...form.checkbox('teluguFounders')} />
    </>
  );
}

/** '+ Add Opportunity': toast 'Investment opportunity created successfully!', the form resets and closes. */
export function CreateOpportunityDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateOpportunity();
  const form = useOpportunityForm(emptyOpportunityForm());
  const deck = useDeckUpload();
  const { saved, finish, afterSave, close } = useSaveThenUpload(form, deck, onClose);
  const submit = form.onSubmit((body) => (saved ? void finish(saved) : create.mutate(body, afterSave)));
  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Add Investment Opportunity"
      onSubmit={submit}
      submitLabel={saved ? 'Upload pitch deck' : 'Create Opportunity'}
      pendingLabel={deck.isPending ? 'Uploading...' : 'Creating...'}
      isPending={create.isPending || deck.isPending}
    >
      <OpportunityFields form={form} deck={deck} />
    </FormDialog>
  );
}

/** Manage Opportunity's edit form: the whole opportunity again, with the raised amount; `children` above the fields (status, deactivate). */
export function EditOpportunityDialog({ opportunity, onClose, children }: { opportunity: Opportunity; onClose: () => void; children?: ReactNode }) {
  const update = useUpdateOpportunity(opportunity.id);
  const form = useOpportunityForm(opportunityFormFrom(opportunity));
  const deck = useDeckUpload();
  const { afterSave } = useSaveThenUpload(form, deck, onClose);
  const submit = form.onSubmit((body) => update.mutate(body, afterSave));
  return (
    <FormDialog
      open
      onClose={onClose}
      title={`Manage Opportunity: ${opportunity.title}`}
      onSubmit={submit}
      submitLabel="Save changes"
      pendingLabel={deck.isPending ? 'Uploading...' : 'Saving...'}
      isPending={update.isPending || deck.isPending}
    >
      {children}
      {opportunity.isActive ? null : <CheckboxField label="Active: show it in deal flow again" {...form.checkbox('isActive')} />}
      <OpportunityFields form={form} deck={deck} manage />
    </FormDialog>
  );
}
