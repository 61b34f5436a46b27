import { ArnFormat, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { SIGN_IN_RATE_PATHS, WAF_WINDOW_SECONDS } from '@club/shared/rate-limits';
import type { StageConfig } from '../stage-config.js';
import { AlarmTopic, alarmName, clubMonitoring } from '../constructs/alarm-topic.js';

/** CloudFront web ACLs exist only in us-east-1, whatever the stage's region. */
export const WAF_REGION = 'us-east-1';

/** A WAF match on the request path's beginning. */
const pathStartsWith = (prefix: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: prefix,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

/**
 * WafStack: the web ACL CloudFront uses. Two rate-based rules per client IP:
 * the sign-in flow (each attempt costs a Cognito round and a token exchange)
 * and a ceiling on all `/api/` calls; over the limit WAF answers 429 until the
 * IP's rate falls. Requests are logged to CloudWatch (WAF's `aws-waf-logs-` group).
 */
export class WafStack extends Stack {
  readonly webAclArn: string;
  /** The web ACL; the monitoring stack's dashboard reads its metrics by its name. */
  readonly acl: CfnWebACL;

  constructor(scope: Construct, id: string, props: StackProps & { config: StageConfig }) {
    super(scope, id, props);
    const { config } = props;
    const { signInPer5Minutes, apiPer5Minutes } = config.waf.limits;
    const tooMany = { block: { customResponse: { responseCode: 429 } } };

    const acl = new CfnWebACL(this, 'WebAcl', {
      name: `club-${config.stage}-edge`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`club-${config.stage}-edge`),
      rules: [
        {
          name: 'sign-in-rate',
          priority: 0,
          action: tooMany,
          visibilityConfig: visibility(`club-${config.stage}-sign-in-rate`),
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              evaluationWindowSec: WAF_WINDOW_SECONDS,
              limit: signInPer5Minutes,
              scopeDownStatement: { orStatement: { statements: SIGN_IN_RATE_PATHS.map(pathStartsWith) } },
            },
          },
        },
        {
          name: 'api-rate',
          priority: 1,
          action: tooMany,
          visibilityConfig: visibility(`club-${config.stage}-api-rate`),
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              evaluationWindowSec: WAF_WINDOW_SECONDS,
              limit: apiPer5Minutes,
              scopeDownStatement: pathStartsWith('/api/'),
            },
          },
        },
      ],
    });
    this.webAclArn = acl.attrArn;
    this.acl = acl;

    // WAF logs only to a group whose name starts with `aws-waf-logs-`, named by ARN without the `:*` suffix.
    const logGroupName = `aws-waf-logs-club-${config.stage}`;
    const logs = new LogGroup(this, 'WafLogs', {
      logGroupName,
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: config.isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    const logging = new CfnLoggingConfiguration(this, 'WafLogging', {
      resourceArn: acl.attrArn,
      logDestinationConfigs: [this.formatArn({ service: 'logs', resource: 'log-group', resourceName: logGroupName, arnFormat: ArnFormat.COLON_RESOURCE_NAME })],
      // Session cookies never reach the logs.
      redactedFields: [{ singleHeader: { Name: 'cookie' } }],
    });
    logging.node.addDependency(logs);

    // WAF's CloudFront metrics exist only here (us-east-1) and an alarm reads its own region's metrics: so the
    // blocked-request alarm and a topic of its own (mailed like the stage's) live in this stack.
    const topic = new AlarmTopic(this, 'Alarms', { config, topicName: `club-${config.stage}-alarms-${WAF_REGION}` });
    const blocked = config.alarms.wafBlockedPer5Minutes;
    clubMonitoring(this, topic.topic, config, { dashboard: false }).monitorWebApplicationFirewallAclV2({
      acl,
      alarmFriendlyName: 'waf',
      addBlockedRequestsCountAlarm: {
        Critical: {
          // More than N-1 blocked: at least N, like the other count alarms.
          maxErrorCount: blocked - 1,
          alarmNameOverride: alarmName(config.stage, 'waf-blocked-spike'),
          alarmDescriptionOverride: `The web ACL club-${config.stage}-edge blocked at least ${blocked} requests in 5 minutes (rate rules answering 429: an attack, a scraper or a client in a loop).`,
        },
      },
    });
  }
}
