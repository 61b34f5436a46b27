import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';

let documentClient: DynamoDBDocumentClient | undefined;
let builtFor: string | undefined;

const discard = () => {};

/**
 * The SDK's logger without `info`. Its default logger drops everything too,
 * but the SDK's logger middleware calls `logger.info?.(…)` with a copy of
 * every request and response walked through the operation's schema to mask
 * sensitive members, so each call paid that walk for nothing (a third of the
 * SDK's CPU on a 20-item Query, measured). Without `info` the arguments are
 * never built; nothing else in the SDK calls `info`.
 */
const sdkLogger = { debug: discard, warn: discard, error: discard } as unknown as NonNullable<DynamoDBClientConfig['logger']>;

/** Builds the one DynamoDB client: DynamoDB Local when DYNAMODB_ENDPOINT is set. */
export function createDynamoClient(endpoint = config.dynamodbEndpoint): DynamoDBClient {
  return new DynamoDBClient({
    logger: sdkLogger,
    ...(endpoint
      ? {
          endpoint,
          region: process.env.AWS_REGION ?? 'us-east-1',
          // DynamoDB Local keeps tables per access key + region: one dummy pair everywhere.
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        }
      : {}),
  });
}

/** The shared DocumentClient, rebuilt only when the endpoint setting changes (tests). */
export function getDocumentClient(): DynamoDBDocumentClient {
  const key = config.dynamodbEndpoint ?? 'aws';
  if (!documentClient || builtFor !== key) {
    documentClient = DynamoDBDocumentClient.from(createDynamoClient(), {
      marshallOptions: { removeUndefinedValues: true },
    });
    builtFor = key;
  }
  return documentClient;
}
