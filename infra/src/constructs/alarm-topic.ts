import { Annotations, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { DefaultDashboardFactory, MonitoringFacade, SnsAlarmActionStrategy } from 'cdk-monitoring-constructs';
import { Construct } from 'constructs';
import type { StageConfig } from '../stage-config.js';

/** Every alarm's name: `club-<stage>-<id>` (docs/runbook.md lists the ids). */
export const alarmName = (stage: string, id: string) => `club-${stage}-${id}`;

/**
 * AlarmTopic: the SNS topic a stage's alarms notify (on ALARM and back to OK),
 * encrypted with its own KMS key (CloudWatch may use it: an AWS-managed SNS
 * key cannot be shared with CloudWatch), HTTPS-only, and mailed to
 * `alarmEmail` when the stage has one.
 */
export class AlarmTopic extends Construct {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: { config: StageConfig; topicName: string }) {
    super(scope, id);
    const cloudWatch = new ServicePrincipal('cloudwatch.amazonaws.com');
    const key = new Key(this, 'Key', {
      description: `Encrypts the alarm topic ${props.topicName}`,
      enableKeyRotation: true,
      pendingWindow: Duration.days(7),
      // Only notifications in flight are encrypted with it; nothing stored outlives the topic.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    key.grant(cloudWatch, 'kms:Decrypt', 'kms:GenerateDataKey*');
    this.topic = new Topic(this, 'Topic', { topicName: props.topicName, displayName: `Club ${props.config.stage} alarms`, masterKey: key, enforceSSL: true });
    // The SSL-only policy replaces SNS's default one, so CloudWatch's right to publish is stated (this account's alarms only).
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        principals: [cloudWatch],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
    );
    if (props.config.alarmEmail) {
      const subscription = new EmailSubscription(props.config.alarmEmail);
      this.topic.addSubscription(subscription);
      Validations.of(this.topic).acknowledge({
        id: 'Serverless-SNSRedrivePolicy',
        reason:
          'An alarm e-mail SNS could not deliver has nobody to redrive it to; the alarm’s state and history stay in CloudWatch and on the stage’s dashboard.',
      });
    } else {
      Annotations.of(Stack.of(this)).addWarningV2(
        'club:alarm-email-off',
        `Stage ${props.config.stage}: no -c alarmEmail=<address>, so nobody is told when an alarm of ${props.topicName} fires (docs/runbook.md).`,
      );
    }
  }
}

/**
 * The club's cdk-monitoring-constructs facade: alarms named by `alarmName`
 * (each call gives `alarmNameOverride`), notifying `topic`; the dashboard
 * `club-<stage>` only where `dashboard` is set.
 */
export function clubMonitoring(scope: Construct, topic: Topic, config: StageConfig, options: { dashboard: boolean }): MonitoringFacade {
  return new MonitoringFacade(scope, 'Monitoring', {
    alarmFactoryDefaults: {
      alarmNamePrefix: `club-${config.stage}`,
      actionsEnabled: true,
      // One breaching period alarms unless an alarm says otherwise (the library's default is 3 of 3).
      datapointsToAlarm: 1,
      evaluationPeriods: 1,
      action: new SnsAlarmActionStrategy({ onAlarmTopic: topic, onOkTopic: topic }),
    },
    metricFactoryDefaults: { period: Duration.minutes(5) },
    dashboardFactory: new DefaultDashboardFactory(scope, 'Dashboards', {
      dashboardNamePrefix: `club-${config.stage}`,
      createDashboard: options.dashboard,
      detailDashboardRange: Duration.hours(12),
    }),
  });
}
