import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { config } from '../config.js';
import { DocumentClient } from './document-client.js';

let documentClient: DocumentClient | undefined;
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

/**
 * Builds a DynamoDB client: DynamoDB Local when DYNAMODB_ENDPOINT is set.
 * `cacheMiddleware` resolves the SDK's middleware stack once per command type
 * instead of on every call; middleware added after the first call is ignored.
 */
export function createDynamoClient(endpoint = config.dynamodbEndpoint, options: { cacheMiddleware?: boolean } = {}): DynamoDBClient {
  return new DynamoDBClient({
    logger: sdkLogger,
    ...options,
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

/** The shared document client (./document-client.ts), rebuilt only when the endpoint setting changes (tests). */
export function getDocumentClient(): DocumentClient {
  const key = config.dynamodbEndpoint ?? 'aws';
  if (!documentClient || builtFor !== key) {
    documentClient = new DocumentClient(createDynamoClient(config.dynamodbEndpoint, { cacheMiddleware: true }));
    builtFor = key;
  }
  return documentClient;
}
