import { type App, type Stack, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { schedules as productSchedules, routes, type RouteId, type ScheduleDef } from '@club/shared';
import { shardRoutes } from './api-shards.js';
import { stageConfig, type StageConfig } from './stage-config.js';
import { DataStack } from './stacks/data-stack.js';
import { EdgeStack } from './stacks/edge-stack.js';
import { AuthStack } from './stacks/auth-stack.js';
import { ApiStack } from './stacks/api-stack.js';
import { SchedulesStack } from './stacks/schedules-stack.js';
import { functionEnvironment } from './function-environment.js';
import { repoRoot } from './paths.js';
import path from 'node:path';

export interface ClubStacks {
  config: StageConfig;
  data: DataStack;
  edge: EdgeStack;
  auth: AuthStack;
  /** The route stacks (`club-<stage>-api-<n>`); a route's stack comes from its id (api-shards.ts). */
  api: ApiStack[];
  /** `club-<stage>-jobs`; absent while the schedules table is empty. */
  schedules?: SchedulesStack;
  all: Stack[];
}

/**
 * Builds the stage's stacks into `app`: data → edge (HTTP API, web, CDN) →
 * auth (its client needs the site URL) → api-1..n (routes and functions) → jobs
 * (scheduled functions).
 */
export function buildClub(app: App, options: { schedules?: Record<string, ScheduleDef> } = {}): ClubStacks {
  const config = stageConfig(app, { webDistDir: path.join(repoRoot, 'web', 'dist') });
  const env = {
    account: process.env.CDK_DEFAULT_ACCOUNT,
    region: process.env.CDK_DEFAULT_REGION ?? process.env.AWS_REGION ?? 'us-east-1',
  };
  const name = (concern: string) => `club-${config.stage}-${concern}`;
  const tags = { project: 'telugu-exec-club', stage: config.stage };
  const common = { env, config, tags };

  const data = new DataStack(app, name('data'), { ...common, description: `Club ${config.stage}: the single DynamoDB table` });
  const edge = new EdgeStack(app, name('edge'), { ...common, description: `Club ${config.stage}: HTTP API, web bucket and CloudFront` });
  const auth = new AuthStack(app, name('auth'), { ...common, siteUrl: edge.siteUrl, description: `Club ${config.stage}: Cognito federating LinkedIn` });
  const environment = functionEnvironment({
    stage: config.stage,
    siteUrl: edge.siteUrl,
    auth: { issuer: auth.issuer, clientId: auth.client.userPoolClientId, userPoolId: auth.userPool.userPoolId, hostedUiUrl: auth.hostedUiUrl },
  });
  const routeIds = Object.keys(routes) as RouteId[];
  const api = shardRoutes(routeIds).flatMap((owned, index) =>
    owned.length === 0
      ? []
      : [
          new ApiStack(app, name(`api-${index + 1}`), {
            ...common,
            description: `Club ${config.stage}: Lambda and HTTP API route for ${owned.length} route-table entries (${owned.join(', ')})`.slice(0, 1024),
            routeIds: owned,
            httpApi: edge.httpApi,
            table: data.table,
            environment,
            userPool: auth.userPool,
          }),
        ],
  );
  const scheduleTable = options.schedules ?? productSchedules;
  // The stack keeps its first name (`jobs`) so a deployed stage's resources are not replaced.
  const schedules = Object.keys(scheduleTable).length
    ? new SchedulesStack(app, name('jobs'), {
        ...common,
        description: `Club ${config.stage}: scheduled jobs`,
        table: data.table,
        schedules: scheduleTable,
        environment,
      })
    : undefined;

  // Unacknowledged findings fail synth; acknowledgements are also written into each template's Metadata (auditable, tested).
  Validations.of(app).addPlugins(
    new AwsSolutionsChecks(app, { writeSuppressionsToCloudFormation: true }),
    new ServerlessChecks(app, { writeSuppressionsToCloudFormation: true }),
  );
  return { config, data, edge, auth, api, schedules, all: [data, edge, auth, ...api, ...(schedules ? [schedules] : [])] };
}
