import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  TrimmedDataAccessException,
  type _Record,
} from '@aws-sdk/client-dynamodb-streams';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ensureStream } from '../platform/db/table.js';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { TABLE } from '@club/shared';

/**
 * What Lambda's event filter passes to a stream consumer, as plain data (the
 * cloud's FilterCriteria are built from the same object): INSERT and MODIFY of
 * items whose new image names one of `entities`, and REMOVE of items whose
 * partition key begins with one of `removedKeyPrefixes` (a REMOVE record of a
 * NEW_IMAGE stream carries only the keys).
 */
export interface StreamFilter {
  entities: readonly string[];
  removedKeyPrefixes: readonly string[];
}

export function matchesStreamFilter(record: DynamoDBRecord, filter: StreamFilter): boolean {
  if (record.eventName === 'REMOVE') {
    const pk = record.dynamodb?.Keys?.[TABLE.partitionKey]?.S;
    return pk !== undefined && filter.removedKeyPrefixes.some((prefix) => pk.startsWith(prefix));
  }
  const entity = record.dynamodb?.NewImage?.[TABLE.entityAttribute]?.S;
  return entity !== undefined && filter.entities.includes(entity);
}

export interface LocalStreamConsumer {
  name: string;
  filter: StreamFilter;
  handler: (event: DynamoDBStreamEvent) => Promise<unknown>;
}

export interface LocalStreams {
  /** Reads until every shard is caught up and hands what it read to the consumers (tests call it before asserting). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/** Lambda's shape of a record (epoch seconds where the SDK gives a Date). */
function toLambdaRecord(record: _Record, streamArn: string): DynamoDBRecord {
  const { ApproximateCreationDateTime, ...rest } = record.dynamodb ?? {};
  return {
    eventID: record.eventID,
    eventName: record.eventName as DynamoDBRecord['eventName'],
    eventVersion: record.eventVersion,
    eventSource: 'aws:dynamodb',
    awsRegion: record.awsRegion ?? 'us-east-1',
    eventSourceARN: streamArn,
    dynamodb: {
      ...(rest as NonNullable<DynamoDBRecord['dynamodb']>),
      ...(ApproximateCreationDateTime ? { ApproximateCreationDateTime: Math.floor(ApproximateCreationDateTime.getTime() / 1000) } : {}),
    },
  };
}

/**
 * The local stand-in for Lambda's DynamoDB Streams event source mappings:
 * polls DynamoDB Local's stream of the table every `intervalMs` and invokes
 * each consumer with the records its filter passes, in order, one batch at a
 * time. It turns the table's stream on when it is off, and starts at the stream's end (what was written before is in the data
 * the consumers' full builds read). A failed batch is logged and skipped, as
 * the cloud's mapping would after its retries.
 */
export async function startLocalStreams(options: {
  endpoint: string;
  tableName: string;
  consumers: readonly LocalStreamConsumer[];
  intervalMs?: number;
  log?: (line: string) => void;
}): Promise<LocalStreams> {
  const log = options.log ?? ((line: string) => console.log(line));
  const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
  const region = process.env.AWS_REGION ?? 'us-east-1';
  const dynamo = new DynamoDBClient({ endpoint: options.endpoint, region, credentials });
  const streams = new DynamoDBStreamsClient({ endpoint: options.endpoint, region, credentials });
  const streamArn = await ensureStream(dynamo, options.tableName).finally(() => dynamo.destroy());

  /** Open shards and where reading each goes on; a shard seen at start is read from its end, a later one from its start. */
  const iterators = new Map<string, string>();
  const finished = new Set<string>();
  const discover = async (first: boolean) => {
    const description = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of description.StreamDescription?.Shards ?? []) {
      const shardId = shard.ShardId!;
      if (iterators.has(shardId) || finished.has(shardId)) continue;
      const closed = Boolean(shard.SequenceNumberRange?.EndingSequenceNumber);
      if (first && closed) {
        finished.add(shardId);
        continue;
      }
      const answer = await streams.send(
        new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shardId, ShardIteratorType: first ? 'LATEST' : 'TRIM_HORIZON' }),
      );
      if (answer.ShardIterator) iterators.set(shardId, answer.ShardIterator);
    }
  };
  await discover(true);

  const deliver = async (records: DynamoDBRecord[]) => {
    for (const consumer of options.consumers) {
      const passed = records.filter((record) => matchesStreamFilter(record, consumer.filter));
      if (passed.length === 0) continue;
      try {
        await consumer.handler({ Records: passed });
      } catch (error) {
        log(`Stream consumer ${consumer.name} failed on ${passed.length} records: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };

  /** One pass over every shard; true when any record was read. */
  const pollOnce = async (): Promise<boolean> => {
    let read = false;
    await discover(false);
    for (const [shardId, iterator] of [...iterators]) {
      try {
        const answer = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
        const records = answer.Records ?? [];
        if (records.length) {
          read = true;
          await deliver(records.map((record) => toLambdaRecord(record, streamArn)));
        }
        if (answer.NextShardIterator) iterators.set(shardId, answer.NextShardIterator);
        else {
          iterators.delete(shardId);
          finished.add(shardId);
        }
      } catch (error) {
        if (error instanceof ExpiredIteratorException || error instanceof TrimmedDataAccessException) {
          iterators.delete(shardId);
          continue;
        }
        throw error;
      }
    }
    return read;
  };

  let stopped = false;
  let current: Promise<unknown> = Promise.resolve();
  const queue = <T>(work: () => Promise<T>): Promise<T> => {
    const next = current.then(work, work);
    current = next.catch(() => {});
    return next;
  };
  const timer = setInterval(() => {
    if (stopped) return;
    void queue(pollOnce).catch((error: unknown) => log(`Stream polling failed: ${error instanceof Error ? error.message : String(error)}`));
  }, options.intervalMs ?? 500);
  timer.unref();

  return {
    drain: () =>
      queue(async () => {
        // GetRecords may answer an empty page before records that follow it: caught up only after a few empty passes in a row.
        for (let empty = 0; empty < 3; ) {
          if (await pollOnce()) empty = 0;
          else {
            empty++;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      }),
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await current;
      streams.destroy();
    },
  };
}
