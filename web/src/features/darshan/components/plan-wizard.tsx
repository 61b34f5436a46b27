import { darshanPlanBody } from '@club/shared';
import { Button, Card, Flex, Heading, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useCreatePlan } from '../api/plans';

const STEPS = ['Dates and group size', 'Special requirements', 'Review and notes'] as const;
// The group size is kept as typed and read with paxFrom on submit, so clearing the box to retype works.
const EMPTY = { dateRange: '', pax: '1', specialRequests: '', notes: '' };

/** Group size input: anything not numeric falls back to 1 (spec 1 §5). */
export const paxFrom = (value: string): number => {
  const n = Number.parseInt(value, 10);
  return Number.isNaN(n) ? 1 : n;
};

/**
 * The three-step plan form (spec 1 §4): Next up to step 3, Back down to step
 * 1, no validation until submit; after success it resets to step 1.
 */
export function PlanWizard() {
  const [step, setStep] = useState(1);
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreatePlan();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step < STEPS.length) return setStep(step + 1);
    const parsed = darshanPlanBody.safeParse({
      ...form,
      pax: paxFrom(form.pax),
      specialRequests: form.specialRequests.trim() || undefined,
      notes: form.notes.trim() || undefined,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        setForm(EMPTY);
        setStep(1);
      },
    });
  };
  const errorList = Object.values(errors);
  return (
    <Card variation="outlined" as="section" aria-labelledby="plan-heading">
      <Heading level={2} id="plan-heading">
        Plan your visit
      </Heading>
      <Text className="muted" aria-live="polite">
        Step {step} of {STEPS.length}: {STEPS[step - 1]}
      </Text>
      {errorList.length ? (
        <ul className="field-error" role="alert">
          {errorList.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <form onSubmit={submit} noValidate className="stack-form">
        {step === 1 ? (
          <>
            <TextField
              label="Preferred dates"
              placeholder="e.g. 15-17 December 2026"
              value={form.dateRange}
              onChange={(e) => setForm((f) => ({ ...f, dateRange: e.target.value }))}
              hasError={Boolean(errors.dateRange)}
              errorMessage={errors.dateRange}
            />
            <TextField
              label="Number of devotees"
              type="number"
              min={1}
              max={20}
              value={form.pax}
              onChange={(e) => setForm((f) => ({ ...f, pax: e.target.value }))}
              hasError={Boolean(errors.pax)}
              errorMessage={errors.pax}
            />
          </>
        ) : null}
        {step === 2 ? (
          <TextAreaField
            label="Special requirements"
            descriptiveText="Wheelchair, senior citizens, infants, dietary needs..."
            rows={4}
            value={form.specialRequests}
            onChange={(e) => setForm((f) => ({ ...f, specialRequests: e.target.value }))}
          />
        ) : null}
        {step === 3 ? (
          <>
            <dl className="stat-list">
              <dt>Dates</dt>
              <dd>{form.dateRange || 'Not specified'}</dd>
              <dt>Devotees</dt>
              <dd>{paxFrom(form.pax)}</dd>
              <dt>Special requirements</dt>
              <dd>{form.specialRequests || 'None'}</dd>
            </dl>
            <TextAreaField label="Notes" rows={3} value={form.notes} onChange={(e) => setForm((f) => ({ ...f, notes: e.target.value }))} />
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
            <Button key="submit" type="submit" variation="primary" isDisabled={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create Plan'}
            </Button>
          )}
        </Flex>
      </form>
    </Card>
  );
}
