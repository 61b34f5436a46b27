import { getDocumentClient } from '../db/client.js';

/**
 * Counts the DynamoDB commands the shared DocumentClient sends, by command
 * name, through an SDK middleware. Tests use it to hold every list route to
 * one Query per page (plus at most one BatchGet) and to prove no Scan.
 */
export function countDynamoCommands() {
  const client = getDocumentClient();
  const counts = new Map<string, number>();
  const name = `count-commands-${Math.random().toString(36).slice(2)}`;
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const command = context.commandName ?? 'unknown';
      counts.set(command, (counts.get(command) ?? 0) + 1);
      return next(args);
    },
    { step: 'initialize', name },
  );
  return {
    /** Commands sent since the last reset, e.g. `{ QueryCommand: 1, BatchGetItemCommand: 1 }`. */
    counts: () => Object.fromEntries(counts),
    reset: () => counts.clear(),
    stop: () => client.middlewareStack.remove(name),
  };
}
