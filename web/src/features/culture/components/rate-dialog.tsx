import { type CulturalRequest, cultureRoutes } from '@club/shared';
import { Text, TextAreaField } from '@aws-amplify/ui-react';
import { FieldError, FormDialog, useZodForm } from '../../../components/form';
import { useRateCulturalRequest } from '../api/rate-cultural-request';
import { REQUEST_TYPE_LABELS } from '../labels';

type Values = { satisfaction: string; feedback: string };
const EMPTY: Values = { satisfaction: '', feedback: '' };

/** Rate Response: 1-5 stars and optional feedback. */
export function RateDialog({ request, onClose }: { request: CulturalRequest; onClose: () => void }) {
  const rate = useRateCulturalRequest(request.id);
  const form = useZodForm(cultureRoutes.rateCulturalRequest.body, {
    defaultValues: EMPTY,
    toBody: (values: Values) => ({ satisfaction: Number(values.satisfaction) || 0, feedback: values.feedback.trim() || undefined }),
    messages: { satisfaction: 'Choose 1 to 5 stars' },
  });
  const chosen = Number(form.watch('satisfaction')) || 0;
  const submit = form.onSubmit((body) => rate.mutate(body, form.mutateOptions(onClose)));
  return (
    <FormDialog
      open
      onClose={onClose}
      title="Rate Response"
      onSubmit={submit}
      submitLabel="Submit Rating"
      pendingLabel="Submitting..."
      isPending={rate.isPending}
    >
      <Text className="muted">
        {REQUEST_TYPE_LABELS[request.type]}: {request.request}
      </Text>
      <fieldset className="star-picker">
        <legend>Your rating</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={n <= chosen ? 'star star--on' : 'star'}>
            <input
              type="radio"
              value={String(n)}
              className="visually-hidden"
              {...form.register('satisfaction')}
              aria-label={`${n} star${n === 1 ? '' : 's'}`}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </fieldset>
      <FieldError message={form.errorOf('satisfaction').errorMessage} />
      <TextAreaField label="Feedback (optional)" rows={3} {...form.field('feedback')} />
    </FormDialog>
  );
}
