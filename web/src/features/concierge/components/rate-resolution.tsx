import { conciergeRoutes } from '@club/shared';
import { Flex, Text } from '@aws-amplify/ui-react';
import { FieldError, SubmitButton, useZodForm } from '../../../components/form';
import { useRateTicket } from '../api/rate-concierge-ticket';

const STARS = [1, 2, 3, 4, 5] as const;

/** A rating as five stars with an accessible name ('Rated 4 out of 5'). */
export function Stars({ value }: { value: number }) {
  return (
    <span className="ticket-stars" role="img" aria-label={`Rated ${value} out of 5`}>
      {'★'.repeat(value)}
      <span className="ticket-stars__off">{'★'.repeat(5 - value)}</span>
    </span>
  );
}

/**
 * Rate this resolution: five star radios and a submit, so a stray click does
 * not rate (a rating is final). The API accepts one rating per resolved ticket.
 */
export function RateResolution({ ticketId }: { ticketId: string }) {
  const rate = useRateTicket(ticketId);
  const form = useZodForm(conciergeRoutes.rateConciergeTicket.body, {
    defaultValues: { satisfaction: '' },
    toBody: ({ satisfaction }: { satisfaction: string }) => ({ satisfaction: Number(satisfaction) || 0 }),
    messages: { satisfaction: 'Choose 1 to 5 stars' },
  });
  const chosen = Number(form.watch('satisfaction')) || 0;
  const submit = form.onSubmit(({ satisfaction }) => rate.mutate(satisfaction, form.mutateOptions()));
  return (
    <form onSubmit={submit} noValidate className="ticket-rating" aria-label="Rate this resolution">
      <fieldset className="ticket-rating__stars">
        <legend>Rate this resolution</legend>
        {STARS.map((n) => (
          <label key={n} className={n <= chosen ? 'ticket-star ticket-star--on' : 'ticket-star'}>
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
      <Flex alignItems="center" gap="0.75rem" wrap="wrap">
        <SubmitButton isPending={rate.isPending} pendingLabel="Submitting...">
          Submit rating
        </SubmitButton>
        <Text as="span" className="muted">
          One rating per request.
        </Text>
      </Flex>
    </form>
  );
}
