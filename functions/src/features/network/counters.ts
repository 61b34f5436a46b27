import type { NamedWrite } from '../../platform/db/transaction.js';
import { bumpCounter, memberScope } from '../stats/index.js';

/** A member's network counts live in their own counter scope (`member#<id>`), read with one Query. */
export const networkScope = memberScope;

/** Names of a member's network counters. */
export type NetworkCounter = 'incoming' | 'outgoing' | 'intros' | 'introsAwaiting';

export const bump = (memberId: string, name: NetworkCounter, delta = 1): NamedWrite<'counter'> => bumpCounter(networkScope(memberId), `network#${name}`, delta);
