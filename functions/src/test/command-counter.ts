import { SESSION_KEY_PREFIX } from '@club/shared';
import { watchCommands } from '../platform/db/client.js';

/** A BatchGet that reads a session item: the signed-in request's auth read (session + member). */
const isAuthRead = (command: string, input: unknown): boolean =>
  command === 'BatchGetItemCommand' && JSON.stringify((input as { RequestItems?: unknown }).RequestItems ?? {}).includes(`"${SESSION_KEY_PREFIX}`);

/**
 * Counts the DynamoDB commands the shared document client sends, by
 * low-level command name, and the sequential rounds: a command that starts
 * while none is in flight opens a new round (commands sent together share
 * one). Tests use it to hold every list route to one Query per page,
 * signed-in auth to one round, and to prove no Scan. The auth read (one
 * BatchGet of session + member) is counted as `AuthBatchGet`, apart from a
 * route's own BatchGets.
 */
export function countDynamoCommands() {
  const counts = new Map<string, number>();
  let rounds = 0;
  let inFlight = 0;
  const stop = watchCommands((sent, input) => {
    const command = isAuthRead(sent, input) ? 'AuthBatchGet' : sent;
    counts.set(command, (counts.get(command) ?? 0) + 1);
    if (inFlight === 0) rounds++;
    inFlight++;
    return () => inFlight--;
  });
  return {
    /** Commands sent since the last reset, e.g. `{ AuthBatchGet: 1, QueryCommand: 1 }`. */
    counts: () => Object.fromEntries(counts),
    /** Sequential rounds since the last reset. */
    rounds: () => rounds,
    reset: () => {
      counts.clear();
      rounds = 0;
    },
    stop: () => void stop(),
  };
}
