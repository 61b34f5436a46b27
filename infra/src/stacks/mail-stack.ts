import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { EventBus } from 'aws-cdk-lib/aws-events';
import {
  ConfigurationSet,
  DkimIdentity,
  EasyDkimSigningKeyLength,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import type { MailConfig, StageConfig } from '../stage-config.js';

/** The SES events that reach the club's suppression list (functions/src/platform/mail/bounces.ts). */
const SUPPRESSING_EVENTS = [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT];

/** What a function that sends mail is told and allowed (the jobs stack grants it). */
export interface MailSending {
  from: string;
  configurationSetName: string;
  /** The ARNs ses:SendEmail may name: the sending identity, the sandbox's test recipients, the configuration set. */
  sendResources: string[];
}

/**
 * MailStack (`club-<stage>-mail`, only with `-c mailFrom=…`): the stage's SES
 * sending identity (the sender's domain with Easy DKIM, or the address
 * alone), any sandbox test recipients, and the configuration set every mail
 * names. Its event destination publishes bounces and complaints to the
 * account's default EventBridge bus, where the jobs stack's rule hands them
 * to the suppression function. The DKIM records to publish are outputs.
 */
export class MailStack extends Stack {
  readonly sending: MailSending;

  constructor(scope: Construct, id: string, props: StackProps & { config: StageConfig; mail: MailConfig }) {
    super(scope, id, props);
    const { mail } = props;
    const identity =
      mail.identity.kind === 'domain'
        ? new EmailIdentity(this, 'Identity', {
            identity: Identity.domain(mail.identity.domain),
            dkimIdentity: DkimIdentity.easyDkim(EasyDkimSigningKeyLength.RSA_2048_BIT),
            dkimSigning: true,
          })
        : new EmailIdentity(this, 'Identity', { identity: Identity.email(mail.identity.address) });
    if (mail.identity.kind === 'domain') {
      // Easy DKIM: three CNAME records to add at the domain's DNS (docs/infra.md, "E-mail").
      identity.dkimRecords.forEach((record, index) => {
        new CfnOutput(this, `DkimRecord${index + 1}`, {
          description: `DKIM CNAME ${index + 1} for ${mail.identity.kind === 'domain' ? mail.identity.domain : ''}`,
          value: `${record.name} CNAME ${record.value}`,
        });
      });
    }
    const recipients = mail.testRecipients.map((address, index) => new EmailIdentity(this, `TestRecipient${index + 1}`, { identity: Identity.email(address) }));

    const configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: mail.configurationSetName,
      reputationMetrics: true,
      // SES's account-level list still applies; the club keeps its own list from the events below.
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    configurationSet.addEventDestination('SuppressingEvents', {
      configurationSetEventDestinationName: 'club-bounces-and-complaints',
      destination: EventDestination.eventBus(EventBus.fromEventBusName(this, 'DefaultBus', 'default')),
      events: SUPPRESSING_EVENTS,
    });

    this.sending = {
      from: mail.from,
      configurationSetName: mail.configurationSetName,
      sendResources: [
        identity.emailIdentityArn,
        ...recipients.map((recipient) => recipient.emailIdentityArn),
        this.formatArn({ service: 'ses', resource: 'configuration-set', resourceName: mail.configurationSetName }),
      ],
    };
    new CfnOutput(this, 'MailFrom', { description: 'The sender of every mail (MAIL_FROM)', value: mail.from });
  }
}
