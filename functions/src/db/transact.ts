import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { getDocumentClient } from './client.js';

/** One item of a DynamoDB transaction (Put, Update, Delete or ConditionCheck). */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
export type TransactUpdate = NonNullable<TransactItem['Update']>;

/**
 * An ElectroDB update/patch's params as a transaction Update: ReturnValues is
 * not a transaction field, so it is dropped.
 */
export function asTransactUpdate(params: Record<string, unknown>): TransactItem {
  const { ReturnValues: _ignored, ...update } = params;
  return { Update: update as TransactUpdate };
}

/** Writes all items or none (up to 100 per DynamoDB's limit). */
export async function transact(items: TransactItem[]): Promise<void> {
  await getDocumentClient().send(new TransactWriteCommand({ TransactItems: items }));
}

/**
 * For a cancelled transaction, the reason code of each item in order
 * ('None', 'ConditionalCheckFailed', ...); undefined for any other error.
 * Callers read which condition failed (already interested? post gone?).
 */
export function cancellationCodes(error: unknown): string[] | undefined {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return undefined;
  const reasons = (error as Error & { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.map((reason) => reason.Code ?? 'None');
}
