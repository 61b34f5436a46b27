/* eslint-disable @typescript-eslint/no-explicit-any */
import { unsupported } from './errors.js';

/**
 * ElectroDB's createWriteTransaction, parameters only: `fn` receives the
 * entities (their chains end in `.commit()`), and params() wraps the committed
 * items as TransactItems. db/transaction.ts sends them itself.
 */
export function createWriteTransaction<E>(entities: E, fn: (entities: E) => unknown[]) {
  return {
    params(options: { token?: string } = {}) {
      const params: Record<string, unknown> = { TransactItems: fn(entities) };
      if (typeof options.token === 'string' && options.token.length) params.ClientRequestToken = options.token;
      return params as any;
    },
    go(): never {
      return unsupported('createWriteTransaction(...).go() (send params() instead)');
    },
  };
}
