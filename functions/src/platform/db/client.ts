import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { traced } from '../lib/tracing.js';

let documentClient: DynamoDBDocumentClient | undefined;
let builtFor: string | undefined;

const discard = () => {};

/**
 * The SDK's logger without `info`. Its default logger drops everything too,
 * but the SDK's logger middleware calls `logger.info?.(…)` with a copy of
 * every request and response walked through the operation's schema to mask
 * sensitive members, so each call paid that walk for nothing (a large share
 * of the SDK's CPU on a list Query). Without `info` the arguments are
 * never built; nothing else in the SDK calls `info`. (@aws-sdk/core 3.981.1
 * stopped the walk for its default logger too; this one keeps it stopped
 * whatever the default does next.)
 */
const sdkLogger = { debug: discard, warn: discard, error: discard } as unknown as NonNullable<DynamoDBClientConfig['logger']>;

/** Builds a DynamoDB client: DynamoDB Local when DYNAMODB_ENDPOINT is set. */
export function createDynamoClient(endpoint = config.dynamodbEndpoint): DynamoDBClient {
  return traced(
    new DynamoDBClient({
      logger: sdkLogger,
      ...(endpoint
        ? {
            endpoint,
            region: process.env.AWS_REGION ?? 'us-east-1',
            // DynamoDB Local keeps tables per access key + region: one dummy pair everywhere.
            credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
          }
        : {}),
    }),
  );
}

/** Told of each low-level command as it is sent (`GetItemCommand`, input); the returned function is called when it settles. */
export type CommandWatcher = (command: string, input: unknown) => () => void;

const watchers = new Set<CommandWatcher>();

/** Watches every command the shared client sends (tests count commands and rounds); returns the way to stop. */
export function watchCommands(watch: CommandWatcher): () => void {
  watchers.add(watch);
  return () => watchers.delete(watch);
}

/**
 * The shared document client every entity sends through (lib-dynamodb's, as
 * dynamodb-toolbox expects), rebuilt only when the endpoint setting changes
 * (tests). Undefined attributes are left out rather than refused.
 */
export function getDocumentClient(): DynamoDBDocumentClient {
  const key = config.dynamodbEndpoint ?? 'aws';
  if (!documentClient || builtFor !== key) {
    documentClient = DynamoDBDocumentClient.from(createDynamoClient(config.dynamodbEndpoint), {
      marshallOptions: { removeUndefinedValues: true },
    });
    documentClient.middlewareStack.add(
      (next, context) => async (args) => {
        if (!watchers.size) return next(args);
        const settled = [...watchers].map((watch) => watch(context.commandName ?? 'unknown', args.input));
        try {
          return await next(args);
        } finally {
          for (const done of settled) done();
        }
      },
      { step: 'initialize', name: 'clubCommandWatch' },
    );
    builtFor = key;
  }
  return documentClient;
}
