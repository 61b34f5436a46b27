import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { DEAL_CURRENCIES, INDUSTRIES, OPPORTUNITY_STAGES } from '@club/shared';

/**
 * An opportunity's figures as stored on the opportunity and copied onto its
 * deal (`dealFigureFields` in shared): one list of attributes for both
 * entities, each checked against the shared definition.
 */
export const opportunityFigures = () => ({
  title: string(),
  description: string().optional(),
  stage: string().enum(...OPPORTUNITY_STAGES),
  industry: string()
    .enum(...INDUSTRIES)
    .optional(),
  /** Pre-money valuation. */
  valuation: number().optional(),
  /** The currency of the amounts; absent means rupees (deals from before it was asked). */
  currency: string()
    .enum(...DEAL_CURRENCIES)
    .optional(),
});
