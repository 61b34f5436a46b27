import { RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { HttpMethod, HttpRoute, HttpRouteKey, type IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { ENV, PLATFORM_ENV, UNSUBSCRIBE_TOKEN_ROUTE_IDS, authRoutes, routeFunctionName, routes, type EnvName, type RouteDef, type RouteId } from '@club/shared';
import { handlerAssets, handlerFiles } from '@club/functions/handlers';
import { ClubFunction } from '../constructs/club-function.js';
import { grantVapidRead } from '../constructs/vapid.js';
import type { StageConfig } from '../stage-config.js';
import type { DealRoomStore } from './deal-rooms-stack.js';
import type { SearchStore } from './search-stack.js';

export interface ApiStackProps extends StackProps {
  config: StageConfig;
  /** The route-table entries this stack owns (see api-shards.ts). */
  routeIds: readonly RouteId[];
  httpApi: IHttpApi;
  table: ITableV2;
  /** The stage's function environment (function-environment.ts). */
  environment: Partial<Record<EnvName, string>>;
  /** The sign-in routes read its app client's secret at cold start. */
  userPool: IUserPool;
  /** The deal-room bucket and key, granted to the routes whose RouteDef has `files`. */
  dealRooms: DealRoomStore;
  /** The search snapshots, read by the routes whose RouteDef has `searchIndex`. */
  search: SearchStore;
}

/**
 * Settings only one route reads: the sign-in callback makes the stage's configured
 * admins (ADMIN_EMAILS), so no other function is told who they are.
 */
function routeEnvironment(routeId: RouteId, config: StageConfig): Partial<Record<EnvName, string>> {
  if (routeId === 'authCallback' && config.adminEmails.length) return { [ENV.adminEmails]: config.adminEmails.join(',') };
  return {};
}

/**
 * A search route holds its indexes in memory; Lambda's CPU grows with memory,
 * and loading a snapshot is CPU-bound (scripts/src/bench/search.ts measures it).
 */
export const SEARCH_ROUTE_MEMORY_MB = 1024;

/** Kebab-case of a route id, for resource names (`getAuthUser` → `get-auth-user`). */

/**
 * ApiStack: one Lambda and one HTTP API route per route-table entry it owns,
 * each granted table access by its route's `access` and deal-room bucket access
 * by its `files`. No route is listed here.
 */
export class ApiStack extends Stack {
  readonly functions = new Map<RouteId, ClubFunction>();

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;
    const environment = { ...props.environment, [PLATFORM_ENV.serviceName]: 'club-api' };

    for (const routeId of props.routeIds) {
      const route: RouteDef = routes[routeId];
      const fn = new ClubFunction(this, `Route-${routeId}`, {
        handlerFile: handlerFiles[routeId],
        assetFiles: handlerAssets[routeId],
        functionName: routeFunctionName(config.stage, routeId),
        description: `${route.method} ${route.path}: ${route.summary}`,
        access: route.access,
        table: props.table,
        ...(route.files ? { files: { access: route.files, store: props.dealRooms } } : {}),
        ...(route.searchIndex ? { searchIndex: { access: 'read', store: props.search }, memorySize: SEARCH_ROUTE_MEMORY_MB } : {}),
        environment: { ...environment, ...routeEnvironment(routeId, config) },
        logRetention: config.isProd ? RetentionDays.SIX_MONTHS : RetentionDays.ONE_MONTH,
        removalPolicy: config.isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
        tracing: config.tracing,
      });
      // The push routes answer the stage's VAPID public key (read from its SSM parameter) when the stage has push.
      if (route.vapid && config.push) grantVapidRead(fn, config.stage);
      if (routeId in authRoutes || UNSUBSCRIBE_TOKEN_ROUTE_IDS.includes(routeId)) {
        // The sign-in flow reads the app client's secret from Cognito at cold start; unsubscribe tokens' key is derived from it.
        fn.fn.addToRolePolicy(new PolicyStatement({ actions: ['cognito-idp:DescribeUserPoolClient'], resources: [props.userPool.userPoolArn] }));
      }
      new HttpRoute(this, `HttpRoute-${routeId}`, {
        httpApi: props.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`Integration-${routeId}`, fn.fn),
      });
      this.functions.set(routeId, fn);
    }
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'Members authenticate with an HttpOnly session cookie checked by every handler (401 otherwise); the sign-in routes, the public festival calendar feed (calendar apps send no cookie) and the unsubscribe links (authorized by a signed token; mail clients post them without cookies) must be reachable without one.',
    });
  }
}
