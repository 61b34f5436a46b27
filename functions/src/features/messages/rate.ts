import { MESSAGE_LIMITS } from '@club/shared';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { $add } from 'dynamodb-toolbox/entity/actions/update/symbols';
import type { NamedWrite } from '../../platform/db/transaction.js';
import { TooManyRequestsError } from '../../platform/lib/errors.js';
import { messagesData } from './data.js';
import type { MessageRateKind } from './entities/message-rate.js';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const RULES: Record<MessageRateKind, { limit: number; windowMs: number; message: (retry: string) => string }> = {
  minute: {
    limit: MESSAGE_LIMITS.perMinute,
    windowMs: MINUTE_MS,
    message: (retry) => `You can send ${MESSAGE_LIMITS.perMinute} messages a minute: try again ${retry}`,
  },
  'threads-day': {
    limit: MESSAGE_LIMITS.newThreadsPerDay,
    windowMs: DAY_MS,
    message: (retry) => `You can start ${MESSAGE_LIMITS.newThreadsPerDay} new conversations a day: try again ${retry}`,
  },
};

const windowStart = (kind: MessageRateKind, now: number): number => now - (now % RULES[kind].windowMs);

/**
 * One more send (or new thread) in the member's current window, as a write
 * of the transaction that does it: added only while the count is under the
 * limit, so the limit holds however many requests race. Named `rate`.
 */
export function rateWrite(memberId: string, kind: MessageRateKind, now: number): NamedWrite<'rate'> {
  const start = windowStart(kind, now);
  const { limit, windowMs } = RULES[kind];
  return {
    name: 'rate',
    write: messagesData()
      .rates.build(UpdateTransaction)
      .item({
        memberId,
        kind,
        window: new Date(start).toISOString(),
        count: $add(1),
        expiresAt: Math.ceil((start + windowMs + DAY_MS) / 1000),
      })
      .options({
        condition: {
          or: [
            { attr: 'count', exists: false },
            { attr: 'count', lt: limit },
          ],
        },
      }),
  };
}

/** The 429 of a full window: when the next one opens, in seconds and in words. */
export function rateLimited(kind: MessageRateKind, now: number): TooManyRequestsError {
  const opens = windowStart(kind, now) + RULES[kind].windowMs;
  const seconds = Math.max(1, Math.ceil((opens - now) / 1000));
  const retry = kind === 'minute' ? `in ${seconds} second${seconds === 1 ? '' : 's'}` : `after ${new Date(opens).toISOString().slice(11, 16)} UTC`;
  return new TooManyRequestsError(RULES[kind].message(retry), seconds);
}
