import { routes } from '@club/shared';
import { apiEvent, invoke } from '@club/functions/test/api-event';
import { loadHandler } from '@club/functions/test/load-handler';
import { budgets } from './budgets.js';
import type { startCountingProxy, WireCommand } from './dynamo.js';
import type { SearchRow } from './search.js';

/** DynamoDB's read unit: an eventually consistent read of up to 4 KB costs half a unit. */
const READ_UNIT_BYTES = 4096;

/** Only what the answer shows: a Query's or BatchGet's capacity as DynamoDB reported it. */
interface CapacityAnswer {
  ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[];
  Items?: unknown[];
  Item?: unknown;
  Responses?: Record<string, unknown[]>;
}

/**
 * Read units of one command: what DynamoDB reported, else estimated from the
 * items it answered (their JSON size, a little over DynamoDB's own item size,
 * in 4 KB units, half a unit each: eventually consistent; a Query rounds its
 * items' total, a BatchGet each item).
 */
function readUnits(command: WireCommand): { units: number; reported: boolean } {
  const answer = JSON.parse(command.answer ?? '{}') as CapacityAnswer;
  const consumed = answer.ConsumedCapacity;
  if (consumed !== undefined) {
    const list = Array.isArray(consumed) ? consumed : [consumed];
    const units = list.reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0);
    // DynamoDB bills a Query or GetItem that finds nothing its minimum; DynamoDB Local reports 0.
    return { units: command.operation === 'BatchGetItem' ? units : Math.max(units, 0.5), reported: true };
  }
  const size = (item: unknown) => Buffer.byteLength(JSON.stringify(item));
  const units = (bytes: number) => Math.max(1, Math.ceil(bytes / READ_UNIT_BYTES)) * 0.5;
  if (answer.Items) return { units: units(answer.Items.reduce<number>((sum, item) => sum + size(item), 0)), reported: false };
  if (answer.Item) return { units: units(size(answer.Item)), reported: false };
  const batch = Object.values(answer.Responses ?? {}).flat();
  return { units: batch.reduce<number>((sum, item) => sum + units(size(item)), 0), reported: false };
}

/**
 * Read units of one warm directory search (`searchMembers`, a broad query),
 * through the counting proxy with every read asking DynamoDB for its
 * ConsumedCapacity. It does not grow with the club: the index is held in
 * memory (loaded from its snapshot once per cold start), so a warm search
 * reads only the deltas newer than the snapshot (one Query, usually empty,
 * kept short by their TTL and the scheduled snapshot) and the caller's blocks
 * (two Queries on the caller's own partitions: they grow with the caller's
 * own ties, never with the club), never the members. Each read is counted at
 * least DynamoDB's minimum of half a unit.
 */
export async function searchRcuFigures(cookie: string, proxy: Awaited<ReturnType<typeof startCountingProxy>>): Promise<SearchRow[]> {
  const route = routes.searchMembers;
  const handler = await loadHandler('searchMembers');
  const event = () => apiEvent(route, { cookies: [cookie], query: { q: 'Reddy', limit: '20' } });
  // The first search loads (or builds) the index: the cold start, not a search's cost.
  await invoke(handler, event());
  proxy.askCapacity(true);
  proxy.reset();
  const answer = await invoke(handler, event());
  const { commands } = proxy.read();
  proxy.askCapacity(false);
  const reads = commands.map((command) => ({ operation: command.operation, round: command.round, ...readUnits(command) }));
  // The first round is the session's read (the session and its member), which every signed-in route makes: reported beside, not counted.
  const session = reads.filter((read) => read.round === 1).reduce((sum, read) => sum + read.units, 0);
  const searching = reads.filter((read) => read.round > 1);
  const units = searching.reduce((sum, read) => sum + read.units, 0);
  const describe = (read: (typeof reads)[number]) => `${read.operation} ${read.units}${read.reported ? '' : ' (from its items)'}`;
  const max = budgets.searchRcuPerSearch.max;
  return [
    {
      figure: `search: RCU per warm search ${route.method} ${route.path}?q=Reddy`,
      value: units,
      unit: 'RCU',
      budget: `≤ ${max} (reported)`,
      pass: answer.statusCode === 200 && units <= max,
      checked: false,
      note:
        answer.statusCode === 200
          ? `${searching.map(describe).join(' + ') || 'no reads'} (the deltas and the caller's blocks); the session's read beside it ${session} RCU; the index is in memory, so this stays flat as the club grows`
          : `answered ${answer.statusCode}`,
    },
  ];
}
