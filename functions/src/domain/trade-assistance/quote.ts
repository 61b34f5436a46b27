import type { DutyQuote, DutyQuoteInput } from '@club/shared';

export async function quoteDuty(_body: DutyQuoteInput): Promise<DutyQuote> {
  throw new Error('Duty quote: not yet implemented');
}
