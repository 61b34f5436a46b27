import {
  BatchGetItemCommand,
  BatchWriteItemCommand,
  DeleteItemCommand,
  GetItemCommand,
  PutItemCommand,
  QueryCommand as QueryItemsCommand,
  ScanCommand as ScanItemsCommand,
  TransactWriteItemsCommand,
  UpdateItemCommand,
  type AttributeValue,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import type * as doc from '@aws-sdk/lib-dynamodb';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';

/**
 * The club's document client: commands in lib-dynamodb's shapes (plain
 * values in and out), sent as the low-level commands on a client built with
 * `cacheMiddleware`. lib-dynamodb's own client refuses that option (its
 * commands add per-instance middleware), so each of its calls rebuilt and
 * sorted the SDK's middleware stack: about 0.1 ms of CPU per call here,
 * ~15% of a signed-in request's server time (measured, docs/decisions.md).
 * Marshalling is util-dynamodb's, on the same members lib-dynamodb converts;
 * the legacy parameters (AttributeUpdates, Expected, KeyConditions,
 * QueryFilter, ScanFilter) are not carried, as nothing here writes them.
 */

type Values = Record<string, unknown>;
type Attributes = Record<string, AttributeValue>;

/**
 * The club's one marshalling option: undefined attributes are left out, not
 * an error. Each record converts whole (its members become attributes), which
 * is what lib-dynamodb's per-value conversion with `convertTopLevelContainer` gives.
 */
const MARSHALL = { removeUndefinedValues: true } as const;
const toAttributes = (values: Values): Attributes => marshall(values, MARSHALL);
const fromAttributes = (item: Attributes): Values => unmarshall(item);

/** `object` with the listed members converted where present. */
function converting<T>(object: T, members: readonly string[], convert: (value: never) => unknown): T {
  if (!object) return object;
  const copy = { ...object } as Record<string, unknown>;
  for (const member of members) if (copy[member] !== undefined) copy[member] = convert(copy[member] as never);
  return copy as T;
}
const eachValue = <V, W>(record: Record<string, V> | undefined, convert: (value: V) => W) =>
  record && Object.fromEntries(Object.entries(record).map(([key, value]) => [key, convert(value)]));
const writeRequest = (request: Values, convert: (values: never) => unknown) =>
  converting(request, ['PutRequest', 'DeleteRequest'], (inner: Values) => converting(inner, ['Item', 'Key'], convert));

interface Operation {
  /** The low-level command's name, as the SDK's context names it (`GetItemCommand`). */
  name: string;
  send(client: DynamoDBClient, input: never): Promise<unknown>;
}

const operation = <O>(name: string, Command: new (input: never) => object, input: (value: never) => unknown, output: (value: O) => unknown): Operation => ({
  name,
  send: async (client, value) => output((await client.send(new Command(input(value) as never) as never)) as O),
});

const KEYED = ['Key', 'ExpressionAttributeValues'] as const;

/** Each document command by its lib-dynamodb name: how its input and output convert. */
const operations: Record<string, Operation> = {
  GetCommand: operation('GetItemCommand', GetItemCommand, (i: Values) => converting(i, ['Key'], toAttributes), (o: Values) => converting(o, ['Item'], fromAttributes)),
  PutCommand: operation('PutItemCommand', PutItemCommand, (i: Values) => converting(i, ['Item', 'ExpressionAttributeValues'], toAttributes), (o: Values) =>
    converting(o, ['Attributes'], fromAttributes),
  ),
  UpdateCommand: operation('UpdateItemCommand', UpdateItemCommand, (i: Values) => converting(i, KEYED, toAttributes), (o: Values) => converting(o, ['Attributes'], fromAttributes)),
  DeleteCommand: operation('DeleteItemCommand', DeleteItemCommand, (i: Values) => converting(i, KEYED, toAttributes), (o: Values) => converting(o, ['Attributes'], fromAttributes)),
  QueryCommand: operation('QueryCommand', QueryItemsCommand, (i: Values) => converting(i, ['ExclusiveStartKey', 'ExpressionAttributeValues'], toAttributes), pageOf),
  ScanCommand: operation('ScanCommand', ScanItemsCommand, (i: Values) => converting(i, ['ExclusiveStartKey', 'ExpressionAttributeValues'], toAttributes), pageOf),
  BatchGetCommand: operation(
    'BatchGetItemCommand',
    BatchGetItemCommand,
    (i: { RequestItems?: Record<string, { Keys?: Values[] }> }) => ({ ...i, RequestItems: eachValue(i.RequestItems, (r) => ({ ...r, Keys: r.Keys?.map(toAttributes) })) }),
    (o: { Responses?: Record<string, Attributes[]>; UnprocessedKeys?: Record<string, { Keys?: Attributes[] }> }) => ({
      ...o,
      Responses: eachValue(o.Responses, (items) => items.map(fromAttributes)),
      UnprocessedKeys: eachValue(o.UnprocessedKeys, (r) => ({ ...r, Keys: r.Keys?.map(fromAttributes) })),
    }),
  ),
  BatchWriteCommand: operation(
    'BatchWriteItemCommand',
    BatchWriteItemCommand,
    (i: { RequestItems?: Record<string, Values[]> }) => ({ ...i, RequestItems: eachValue(i.RequestItems, (list) => list.map((r) => writeRequest(r, toAttributes))) }),
    (o: { UnprocessedItems?: Record<string, Values[]> }) => ({
      ...o,
      UnprocessedItems: eachValue(o.UnprocessedItems, (list) => list.map((r) => writeRequest(r, fromAttributes))),
    }),
  ),
  TransactWriteCommand: operation(
    'TransactWriteItemsCommand',
    TransactWriteItemsCommand,
    (i: { TransactItems?: Values[] }) => ({
      ...i,
      TransactItems: i.TransactItems?.map((t) =>
        converting(t, ['ConditionCheck', 'Put', 'Delete', 'Update'], (write: Values) => converting(write, ['Key', 'Item', 'ExpressionAttributeValues'], toAttributes)),
      ),
    }),
    (o: Values) => o,
  ),
};

function pageOf(o: { Items?: Attributes[]; LastEvaluatedKey?: Attributes }) {
  return { ...o, Items: o.Items?.map(fromAttributes), LastEvaluatedKey: o.LastEvaluatedKey && fromAttributes(o.LastEvaluatedKey) };
}

/** A document command: its input and (as a type) its output, lib-dynamodb's. */
export abstract class DocumentCommand<I, O> {
  declare readonly output?: O; // the answer's type, for send()
  constructor(readonly input: I) {}
}
/** Named like lib-dynamodb's (the equivalence suite compares ElectroDB's commands by class name); `operation` survives minification. */
const command = <I, O>(name: keyof typeof operations) =>
  class extends DocumentCommand<I, O> {
    static readonly operation = name;
  };
export class GetCommand extends command<doc.GetCommandInput, doc.GetCommandOutput>('GetCommand') {}
export class PutCommand extends command<doc.PutCommandInput, doc.PutCommandOutput>('PutCommand') {}
export class UpdateCommand extends command<doc.UpdateCommandInput, doc.UpdateCommandOutput>('UpdateCommand') {}
export class DeleteCommand extends command<doc.DeleteCommandInput, doc.DeleteCommandOutput>('DeleteCommand') {}
export class QueryCommand extends command<doc.QueryCommandInput, doc.QueryCommandOutput>('QueryCommand') {}
export class ScanCommand extends command<doc.ScanCommandInput, doc.ScanCommandOutput>('ScanCommand') {}
export class BatchGetCommand extends command<doc.BatchGetCommandInput, doc.BatchGetCommandOutput>('BatchGetCommand') {}
export class BatchWriteCommand extends command<doc.BatchWriteCommandInput, doc.BatchWriteCommandOutput>('BatchWriteCommand') {}
export class TransactWriteCommand extends command<doc.TransactWriteCommandInput, doc.TransactWriteCommandOutput>('TransactWriteCommand') {}

/** Told of each command as it is sent (the low-level name and input); the returned function is called when it settles. */
export type SendTap = (command: string, input: unknown) => () => void;

const NOTHING_TAPPED: (() => void)[] = [];

export class DocumentClient {
  private readonly taps = new Set<SendTap>();

  /** `raw` is the low-level client every command goes through (built with `cacheMiddleware`). */
  constructor(readonly raw: DynamoDBClient) {}

  /**
   * Sends a document command. lib-dynamodb's own commands are accepted by
   * class name too: the real ElectroDB (source runs under tsx, where the
   * electro-lite alias does not apply) sends those.
   */
  async send<O>(sent: { input: unknown; output?: O }): Promise<O> {
    const type = sent.constructor as { operation?: string; name: string };
    const op = operations[type.operation ?? type.name];
    if (!op) throw new Error(`DocumentClient: no document command ${type.name}`);
    const settled = this.taps.size ? [...this.taps].map((tap) => tap(op.name, sent.input)) : NOTHING_TAPPED;
    try {
      return (await op.send(this.raw, sent.input as never)) as O;
    } finally {
      for (const done of settled) done();
    }
  }

  /** Watches every command sent (tests count commands and rounds); returns the way to stop. */
  tap(watch: SendTap): () => void {
    this.taps.add(watch);
    return () => this.taps.delete(watch);
  }

  destroy(): void {
    this.raw.destroy();
  }
}
