import {
  FUNDING_STAGES,
  INDUSTRIES,
  INVESTOR_TYPES,
  type FundingStage,
  type Industry,
  type InvestorProfile,
  type InvestorProfileInput,
  type InvestorType,
  investorRoutes,
} from '@club/shared';
import { CheckboxField, Grid, SelectField, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { FieldError, FormDialog, commaList, optionalText, useZodForm } from '../../../components/form';
import { useSaveInvestorProfile } from '../api/save-investor-profile';
import { industryLabel, investorTypeLabel, stageLabel } from './investor-bits';

export interface ProfileForm {
  investorType: InvestorType | '';
  fundName: string;
  minInvestment: string;
  maxInvestment: string;
  aum: string;
  checkSize: string;
  focusAreas: Industry[];
  preferredStages: FundingStage[];
  thesis: string;
  portfolio: string;
  geography: string;
  isAccredited: boolean;
  isActive: boolean;
}

const amount = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text.replace(/[,\s]/g, '')));
const text = (value: number | undefined) => (value === undefined ? '' : String(value));

export const emptyProfileForm = (): ProfileForm => ({
  investorType: '',
  fundName: '',
  minInvestment: '',
  maxInvestment: '',
  aum: '',
  checkSize: '',
  focusAreas: [],
  preferredStages: [],
  thesis: '',
  portfolio: '',
  geography: '',
  isAccredited: false,
  isActive: true,
});

export const profileFormFrom = (profile: InvestorProfile): ProfileForm => ({
  investorType: profile.investorType,
  fundName: profile.fundName ?? '',
  minInvestment: text(profile.minInvestment),
  maxInvestment: text(profile.maxInvestment),
  aum: text(profile.aum),
  checkSize: text(profile.checkSize),
  focusAreas: profile.focusAreas,
  preferredStages: profile.preferredStages,
  thesis: profile.thesis ?? '',
  portfolio: profile.portfolio.join(', '),
  geography: profile.geography.join(', '),
  isAccredited: profile.isAccredited,
  isActive: profile.isActive,
});

/** The inputs as the profile body the schema checks (amounts as numbers, comma lists, blanks left out). */
export const profileBodyFrom = (values: ProfileForm): InvestorProfileInput => ({
  investorType: values.investorType as InvestorType,
  fundName: optionalText(values.fundName),
  minInvestment: amount(values.minInvestment),
  maxInvestment: amount(values.maxInvestment),
  aum: amount(values.aum),
  checkSize: amount(values.checkSize),
  focusAreas: values.focusAreas,
  preferredStages: values.preferredStages,
  thesis: optionalText(values.thesis),
  portfolio: commaList(values.portfolio),
  geography: commaList(values.geography),
  isAccredited: values.isAccredited,
  isActive: values.isActive,
});

const toggle = <T,>(values: T[], value: T): T[] => (values.includes(value) ? values.filter((v) => v !== value) : [...values, value]);

/**
 * Setup Investor Profile and Edit Profile are this one form:
 * investor type, fund, min/max investment, AUM, focus areas, preferred
 * stages, typical check size, thesis, portfolio, geography, accredited as
 * self-declared. Saving proposes fitting opportunities as matches.
 */
export function InvestorProfileDialog({ profile, onClose }: { profile: InvestorProfile | null; onClose: () => void }) {
  const save = useSaveInvestorProfile(profile === null);
  const form = useZodForm(investorRoutes.saveInvestorProfile.body, {
    defaultValues: profile ? profileFormFrom(profile) : emptyProfileForm(),
    toBody: profileBodyFrom,
    required: ['investorType'],
  });
  const focus = form.controlled('focusAreas');
  const stages = form.controlled('preferredStages');
  const submit = form.onSubmit((body) => save.mutate(body, form.mutateOptions(onClose)));
  return (
    <FormDialog
      open
      onClose={onClose}
      title={profile ? 'Edit Investor Profile' : 'Setup Investor Profile'}
      onSubmit={submit}
      submitLabel="Save Profile"
      pendingLabel="Saving..."
      isPending={save.isPending}
    >
      <SelectField label="Investor type" isRequired {...form.field('investorType')}>
        <option value="">Choose a type</option>
        {INVESTOR_TYPES.map((type) => (
          <option key={type} value={type}>
            {investorTypeLabel(type)}
          </option>
        ))}
      </SelectField>
      <TextField label="Fund or firm name" {...form.field('fundName')} />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', medium: '1fr 1fr' }} gap="0.75rem">
        <TextField
          label="Min investment (₹)"
          type="number"
          inputMode="decimal"
          min={0}
          descriptiveText="e.g. 2500000 for ₹25L"
          {...form.field('minInvestment')}
        />
        <TextField
          label="Max investment (₹)"
          type="number"
          inputMode="decimal"
          min={0}
          descriptiveText="e.g. 10000000 for ₹1Cr"
          {...form.field('maxInvestment')}
        />
        <TextField label="Typical check size (₹)" type="number" inputMode="decimal" min={0} {...form.field('checkSize')} />
        <TextField label="Assets under management (₹)" type="number" inputMode="decimal" min={0} {...form.field('aum')} />
      </Grid>
      <fieldset className="checkbox-group">
        <legend>Focus areas</legend>
        {INDUSTRIES.map((industry) => (
          <CheckboxField
            key={industry}
            label={industryLabel(industry)}
            name="focusAreas"
            value={industry}
            checked={focus.value.includes(industry)}
            onChange={() => focus.onChange(toggle(focus.value, industry))}
          />
        ))}
      </fieldset>
      <FieldError message={focus.errorMessage} />
      <fieldset className="checkbox-group">
        <legend>Preferred stages</legend>
        {FUNDING_STAGES.map((stage) => (
          <CheckboxField
            key={stage}
            label={stageLabel(stage)}
            name="preferredStages"
            value={stage}
            checked={stages.value.includes(stage)}
            onChange={() => stages.onChange(toggle(stages.value, stage))}
          />
        ))}
      </fieldset>
      <FieldError message={stages.errorMessage} />
      <TextAreaField label="Investment thesis" rows={3} {...form.field('thesis')} />
      <TextField label="Portfolio companies" descriptiveText="Separated by commas" {...form.field('portfolio')} />
      <TextField label="Geography" descriptiveText="Where you invest, separated by commas (Hyderabad, Vizag, Global)" {...form.field('geography')} />
      <CheckboxField label="I am an accredited investor (self-declared)" {...form.checkbox('isAccredited')} />
      {profile ? <CheckboxField label="Active: show me in the Investor Network and propose matches" {...form.checkbox('isActive')} /> : null}
    </FormDialog>
  );
}
