import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { HttpStage, LogGroupLogDestination, type CfnStage, type IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { routes, type RouteDef, type RouteId } from '@club/shared';
import { routeFamily } from '@club/shared/rate-limits';
import type { StageConfig } from '../stage-config.js';

export interface ApiStageStackProps extends StackProps {
  config: StageConfig;
  httpApi: IHttpApi;
}

/** API Gateway's key of a route (`GET /api/posts`), as the route stacks create it. */
export const routeKeyOf = (route: Pick<RouteDef, 'method' | 'path'>) => `${route.method} ${route.path}`;

/**
 * ApiStageStack: the HTTP API's `$default` stage, deployed after every route
 * stack because its per-route throttling names route keys, and API Gateway
 * refuses settings for a route that does not exist yet. Each route gets its
 * family's limits (rate-limits.ts); access logs go to one log group.
 */
export class ApiStageStack extends Stack {
  readonly stage: HttpStage;

  constructor(scope: Construct, id: string, props: ApiStageStackProps) {
    super(scope, id, props);
    const { config } = props;
    const accessLogs = new LogGroup(this, 'ApiAccessLogs', {
      logGroupName: `/club/${config.stage}/api-access`,
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: config.isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: props.httpApi,
      stageName: '$default',
      autoDeploy: true,
      // Routes without their own entry (none today) fall back to the read family's limits.
      throttle: config.throttles.read,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            time: '$context.requestTime',
            method: '$context.httpMethod',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            responseLength: '$context.responseLength',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });
    // RouteSettings is a free-form map in CloudFormation: CDK passes it as written, so the keys are CloudFormation's own case.
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const routeId of Object.keys(routes) as RouteId[]) {
      const route: RouteDef = routes[routeId];
      const { rateLimit, burstLimit } = config.throttles[routeFamily(route)];
      routeSettings[routeKeyOf(route)] = { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit };
    }
    (this.stage.node.defaultChild as CfnStage).routeSettings = routeSettings;
  }
}
