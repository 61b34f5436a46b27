import { darshanRoutes } from '@club/shared';
import { Button, Card, Flex, Heading, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { ErrorSummary, SubmitButton, errorMessages, leaveOutBlank, useZodForm } from '../../../components/form';
import { useCreatePlan } from '../api/create-darshan-plan';

const STEPS = ['Dates and group size', 'Special requirements', 'Review and notes'] as const;
// The group size is kept as typed and read with paxFrom on submit, so clearing the box to retype works.
const EMPTY = { dateRange: '', pax: '1', specialRequests: '', notes: '' };
export type PlanForm = typeof EMPTY;

/** Group size input: anything not numeric falls back to 1. */
export const paxFrom = (value: string): number => {
  const n = Number.parseInt(value, 10);
  return Number.isNaN(n) ? 1 : n;
};

/** The plan body from the inputs (the wizard and the edit dialog): group size read with paxFrom, blank texts left out. */
export const planBody = (values: PlanForm) => ({ ...leaveOutBlank(values, ['specialRequests', 'notes']), pax: paxFrom(values.pax) });

/**
 * The three-step plan form: Next up to step 3, Back down to step
 * 1, no validation until submit; after success it resets to step 1.
 */
export function PlanWizard() {
  const [step, setStep] = useState(1);
  const create = useCreatePlan();
  const form = useZodForm(darshanRoutes.createDarshanPlan.body, { defaultValues: EMPTY, toBody: planBody });
  const values = form.watch();
  const send = form.onSubmit((body) =>
    create.mutate(
      body,
      form.mutateOptions(() => setStep(1)),
    ),
  );
  // Enter in a field before the last step moves on, like Next; only step 3 submits.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (step < STEPS.length) {
      event.preventDefault();
      setStep(step + 1);
      return;
    }
    void send(event);
  };
  return (
    <Card variation="outlined" as="section" aria-labelledby="plan-heading">
      <Heading level={2} id="plan-heading">
        Plan your visit
      </Heading>
      <Text className="muted" aria-live="polite">
        Step {step} of {STEPS.length}: {STEPS[step - 1]}
      </Text>
      {/* The fields of another step are not on screen, so their messages are listed here too. */}
      <ErrorSummary messages={errorMessages(form.formState.errors)} />
      <form onSubmit={submit} noValidate className="stack-form">
        {step === 1 ? (
          <>
            <TextField label="Preferred dates" placeholder="e.g. 15-17 December 2026" {...form.field('dateRange')} />
            <TextField label="Number of devotees" type="number" min={1} max={20} {...form.field('pax')} />
          </>
        ) : null}
        {step === 2 ? (
          <TextAreaField
            label="Special requirements"
            descriptiveText="Wheelchair, senior citizens, infants, dietary needs..."
            rows={4}
            {...form.field('specialRequests')}
          />
        ) : null}
        {step === 3 ? (
          <>
            <dl className="stat-list">
              <dt>Dates</dt>
              <dd>{values.dateRange || 'Not specified'}</dd>
              <dt>Devotees</dt>
              <dd>{paxFrom(values.pax)}</dd>
              <dt>Special requirements</dt>
              <dd>{values.specialRequests || 'None'}</dd>
            </dl>
            <TextAreaField label="Notes" rows={3} {...form.field('notes')} />
          </>
        ) : null}
        <Flex justifyContent="space-between" gap="0.5rem">
          <Button type="button" onClick={() => setStep((s) => Math.max(1, s - 1))} isDisabled={step === 1}>
            Back
          </Button>
          {step < STEPS.length ? (
            // Distinct keys: reusing one <button> would turn it into the submit button mid-click and submit at step 2.
            <Button key="next" type="button" variation="primary" onClick={() => setStep((s) => Math.min(STEPS.length, s + 1))}>
              Next
            </Button>
          ) : (
            <SubmitButton key="submit" isPending={create.isPending} pendingLabel="Creating...">
              Create Plan
            </SubmitButton>
          )}
        </Flex>
      </form>
    </Card>
  );
}
