import type { RequestKind, RequestOutcome } from '../data.js';

/** Each kind of request in words, as its page names it. */
export const KIND_WORDS: Record<RequestKind, string> = {
  concierge: 'concierge request',
  darshan: 'Tirumala darshan plan',
  trade: 'trade assistance request',
  cultural: 'cultural request',
  cm: 'Meet The CM request',
};

/** Each outcome as the rest of a sentence starting "Your <kind> …". */
export const OUTCOME_WORDS: Record<RequestOutcome, string> = {
  resolved: 'is resolved',
  confirmed: 'is confirmed',
  completed: 'is completed',
  failed: 'could not be completed',
  scheduled: 'is scheduled',
  declined: 'was declined',
};
