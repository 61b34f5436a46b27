import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';

let documentClient: DynamoDBDocumentClient | undefined;
let builtFor: string | undefined;

/** Builds the one DynamoDB client: DynamoDB Local when DYNAMODB_ENDPOINT is set. */
export function createDynamoClient(endpoint = config.dynamodbEndpoint): DynamoDBClient {
  return new DynamoDBClient(
    endpoint
      ? {
          endpoint,
          region: process.env.AWS_REGION ?? 'us-east-1',
          // DynamoDB Local keeps tables per access key + region: one dummy pair everywhere.
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        }
      : {},
  );
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
