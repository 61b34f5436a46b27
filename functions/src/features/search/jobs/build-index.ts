import { logger } from '../../../platform/lib/logger.js';
import { BUILT_INDEXES, buildKind, type BuildOutcome } from '../build.js';

/**
 * The search builder (schedule `search-index`): every index's snapshot
 * brought up to date with its deltas, or built whole when there is none.
 * Safe to run twice or overlapping (each snapshot write is conditional).
 */
export const handler = async (): Promise<Record<string, BuildOutcome>> => {
  const outcomes: Record<string, BuildOutcome> = {};
  for (const indexed of BUILT_INDEXES) outcomes[indexed.kind] = await buildKind(indexed);
  logger.info('search-index run', outcomes);
  return outcomes;
};
