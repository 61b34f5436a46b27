import {
  CM_DELEGATION_TYPES,
  CM_DURATIONS,
  CM_INVESTMENT_BANDS,
  CM_PURPOSES,
  CM_SECTORS,
  CM_STATES,
  CM_URGENCIES,
  type CmRequest,
  cmOfficeRoutes,
} from '@club/shared';
import { Button, SelectField, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { SubmitButton, useZodForm } from '../../../components/form';
import { useCreateCmRequest, useSubmitCmRequest, useUpdateCmRequest } from '../api/cm-request-writes';
import { INVESTMENT_BAND_LABELS, choiceLabel, stateLabel, todayInIndia } from './cm-labels';
import { SlotPicker } from './slot-picker';

type Values = {
  state: string;
  delegationType: string;
  purpose: string;
  sector: string;
  investmentAmount: string;
  jobCreation: string;
  preferredDate: string;
  duration: string;
  urgency: string;
  subject: string;
  proposal: string;
  companyProfile: string;
  submit: boolean;
};

const EMPTY: Values = {
  state: '',
  delegationType: '',
  purpose: '',
  sector: '',
  investmentAmount: '',
  jobCreation: '',
  preferredDate: '',
  duration: '',
  urgency: '',
  subject: '',
  proposal: '',
  companyProfile: '',
  submit: false,
};

/** A draft's fields back as the form's inputs. */
const valuesOf = (draft: CmRequest): Values => ({
  state: draft.state ?? '',
  delegationType: draft.delegationType ?? '',
  purpose: draft.purpose ?? '',
  sector: draft.sector ?? '',
  investmentAmount: draft.investmentAmount ?? '',
  jobCreation: draft.jobCreation === undefined ? '' : String(draft.jobCreation),
  preferredDate: draft.preferredDate ?? '',
  duration: draft.duration === undefined ? '' : String(draft.duration),
  urgency: draft.urgency ?? '',
  subject: draft.subject ?? '',
  proposal: draft.proposal ?? '',
  companyProfile: draft.companyProfile ?? '',
  submit: false,
});

function Choices({ values, label }: { values: readonly (string | number)[]; label?: (value: string) => string }) {
  return (
    <>
      <option value="">Select…</option>
      {values.map((value) => (
        <option key={value} value={String(value)}>
          {label ? label(String(value)) : choiceLabel(String(value))}
        </option>
      ))}
    </>
  );
}

/**
 * Schedule Meeting: every field; Save as Draft keeps an
 * editable draft (anything may be blank), Submit needs the required fields.
 * After submitting, the member picks an open slot. `draft` edits an existing draft.
 */
export function MeetingForm({ draft, onDone }: { draft?: CmRequest; onDone?: () => void }) {
  const create = useCreateCmRequest();
  const update = useUpdateCmRequest();
  const submitDraft = useSubmitCmRequest();
  const [draftId, setDraftId] = useState(draft?.id);
  const [submitted, setSubmitted] = useState<CmRequest | null>(null);
  const form = useZodForm(cmOfficeRoutes.createCmRequest.body, { defaultValues: draft ? valuesOf(draft) : EMPTY });
  const isPending = create.isPending || update.isPending || submitDraft.isPending;

  const afterSubmit = (request: CmRequest) => {
    form.reset(EMPTY);
    setDraftId(undefined);
    setSubmitted(request);
  };
  const send = form.onSubmit(({ submit, ...fields }) => {
    if (!draftId) {
      create.mutate(
        { ...fields, submit },
        {
          ...form.mutateOptions(),
          onSuccess: (request) => {
            if (submit) afterSubmit(request);
            else setDraftId(request.id);
          },
        },
      );
      return;
    }
    update.mutate(
      { requestId: draftId, body: fields, quiet: submit },
      {
        onError: form.mutateOptions().onError,
        onSuccess: () => {
          if (submit) submitDraft.mutate(draftId, { onSuccess: afterSubmit, onError: form.mutateOptions().onError });
        },
      },
    );
  });
  const saveAs = (submit: boolean) => () => {
    form.setValue('submit', submit);
    void send();
  };

  if (submitted) {
    return (
      <div className="cm-form">
        <Text fontWeight="600" role="status">
          Your request “{submitted.subject}” to the Chief Minister of {submitted.state ? stateLabel(submitted.state) : 'the state'} is submitted to the club’s
          liaison office.
        </Text>
        {submitted.slot ? null : <SlotPicker request={submitted} onBooked={onDone} />}
        <div className="cm-form__actions">
          <Button onClick={() => setSubmitted(null)}>Start another request</Button>
        </div>
      </div>
    );
  }

  return (
    <form
      className="cm-form"
      noValidate
      aria-label="Schedule Meeting"
      onSubmit={(event) => {
        event.preventDefault();
        saveAs(true)();
      }}
    >
      {draftId ? (
        <Text className="muted" role="status">
          Editing a saved draft. Save as Draft keeps your changes; Submit sends it to the liaison office.
        </Text>
      ) : null}
      <SelectField
        label="Which state’s Chief Minister?"
        descriptiveText="The club’s liaison office writes to that Chief Minister’s Office"
        {...form.field('state')}
      >
        <Choices values={CM_STATES} label={stateLabel} />
      </SelectField>
      <div className="cm-form__grid">
        <SelectField label="Delegation type" {...form.field('delegationType')}>
          <Choices values={CM_DELEGATION_TYPES} />
        </SelectField>
        <SelectField label="Purpose" {...form.field('purpose')}>
          <Choices values={CM_PURPOSES} />
        </SelectField>
        <SelectField label="Sector" {...form.field('sector')}>
          <Choices values={CM_SECTORS} />
        </SelectField>
        <SelectField label="Investment amount" {...form.field('investmentAmount')}>
          <Choices values={CM_INVESTMENT_BANDS} label={(v) => INVESTMENT_BAND_LABELS[v] ?? v} />
        </SelectField>
        <TextField label="Job creation" type="number" min={0} inputMode="numeric" descriptiveText="Jobs the proposal creates" {...form.field('jobCreation')} />
        <TextField label="Preferred date" type="date" min={todayInIndia()} {...form.field('preferredDate')} />
        <SelectField label="Duration" {...form.field('duration')}>
          <Choices values={CM_DURATIONS} label={(v) => `${v} minutes`} />
        </SelectField>
        <SelectField label="Urgency" {...form.field('urgency')}>
          <Choices values={CM_URGENCIES} />
        </SelectField>
      </div>
      <TextField label="Subject" {...form.field('subject')} />
      <TextAreaField label="Proposal" rows={5} {...form.field('proposal')} />
      <TextAreaField label="Company profile" rows={3} {...form.field('companyProfile')} />
      <div className="cm-form__actions">
        <Button type="button" isDisabled={isPending} onClick={saveAs(false)}>
          Save as Draft
        </Button>
        <SubmitButton isPending={isPending} pendingLabel="Saving...">
          Submit
        </SubmitButton>
      </div>
    </form>
  );
}
