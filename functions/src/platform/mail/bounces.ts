import type { EventBridgeEvent } from 'aws-lambda';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { outboxData } from './data.js';
import { logger } from '../lib/logger.js';

/** The part of an SES event record (event publishing through a configuration set) the suppression list reads. */
export interface SesMailEvent {
  eventType: string;
  bounce?: { bounceType: 'Undetermined' | 'Permanent' | 'Transient'; bounceSubType?: string; bouncedRecipients: { emailAddress: string }[] };
  complaint?: { complainedRecipients: { emailAddress: string }[]; complaintFeedbackType?: string };
  mail: { messageId: string };
}

/** What the jobs stack's rule passes on: SES's bounce and complaint events of the stage's configuration set. */
export type SesMailEventBridgeEvent = EventBridgeEvent<'Email Bounced' | 'Email Complaint Received', SesMailEvent>;

/**
 * The addresses an event takes off the club's mail, with the reason kept on
 * the suppression list: every recipient of a permanent bounce (the mailbox
 * does not exist) or of a complaint (marked as spam). A transient bounce
 * (full mailbox, greylisting) and an undetermined one suppress nobody: the
 * next mail may arrive.
 */
function suppressionsOf(event: SesMailEvent): { address: string; reason: 'bounce' | 'complaint' }[] {
  if (event.eventType === 'Bounce' && event.bounce?.bounceType === 'Permanent') {
    return event.bounce.bouncedRecipients.map(({ emailAddress }) => ({ address: emailAddress.toLowerCase(), reason: 'bounce' }));
  }
  if (event.eventType === 'Complaint' && event.complaint) {
    return event.complaint.complainedRecipients.map(({ emailAddress }) => ({ address: emailAddress.toLowerCase(), reason: 'complaint' }));
  }
  return [];
}

/**
 * SES bounce and complaint events (EventBridge, from the stage's
 * configuration set) → the suppression list, which the outbox consumer
 * checks before every send (mail/deliver.ts). Writing an address twice
 * keeps one entry, so EventBridge's and Lambda's retries are harmless.
 */
export const handler = async (event: SesMailEventBridgeEvent): Promise<{ suppressed: number }> => {
  const suppressions = suppressionsOf(event.detail);
  const { suppressed } = outboxData();
  await Promise.all(suppressions.map((entry) => suppressed.build(PutItemCommand).item(entry).send()));
  logger.info('ses mail event', {
    eventType: event.detail.eventType,
    bounceType: event.detail.bounce?.bounceType,
    messageId: event.detail.mail.messageId,
    suppressed: suppressions.length,
  });
  return { suppressed: suppressions.length };
};
