import { Annotations, type App, type Stack, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { schedules as productSchedules, routeFunctionName, routeGroups, routes, type RouteId, type ScheduleDef } from '@club/shared';
import { shardRoutes } from './api-shards.js';
import { stageConfig, type StageConfig } from './stage-config.js';
import { DataStack } from './stacks/data-stack.js';
import { EdgeStack } from './stacks/edge-stack.js';
import { AuthStack } from './stacks/auth-stack.js';
import { ApiStack } from './stacks/api-stack.js';
import { ApiStageStack } from './stacks/api-stage-stack.js';
import { WAF_REGION, WafStack } from './stacks/waf-stack.js';
import { SchedulesStack } from './stacks/schedules-stack.js';
import { MigrateStack } from './stacks/migrate-stack.js';
import { MailStack } from './stacks/mail-stack.js';
import { DealRoomsStack, dealRoomBucketOrigin } from './stacks/deal-rooms-stack.js';
import { SearchStack } from './stacks/search-stack.js';
import { BACKGROUND_GROUP, MonitoringStack } from './stacks/monitoring-stack.js';
import { functionEnvironment } from './function-environment.js';
import { repoRoot } from './paths.js';
import path from 'node:path';

export interface ClubStacks {
  config: StageConfig;
  data: DataStack;
  edge: EdgeStack;
  auth: AuthStack;
  /** `club-<stage>-deal-rooms`: the private bucket of data-room documents, its KMS key and access logs. */
  dealRooms: DealRoomsStack;
  /** `club-<stage>-search`: the private bucket of search index snapshots. */
  search: SearchStack;
  /** `club-<stage>-waf` in us-east-1 (CloudFront's web ACL); absent when the stage runs without WAF. */
  waf?: WafStack;
  /** The route stacks (`club-<stage>-api-<n>`); a route's stack comes from its id (api-shards.ts). */
  api: ApiStack[];
  /** `club-<stage>-api-stage`: the `$default` stage with per-route throttling, after every route exists. */
  apiStage: ApiStageStack;
  /** `club-<stage>-migrate`: applies pending stored-data migrations on every deploy, before the route stacks. */
  migrate: MigrateStack;
  /** `club-<stage>-mail`: the SES identity and configuration set; absent without `-c mailFrom=…`. */
  mail?: MailStack;
  /** `club-<stage>-jobs`; absent while the schedules table is empty. */
  schedules?: SchedulesStack;
  /** `club-<stage>-monitoring`: the alarm topic, the alarms of the stage's region and the dashboard (after what it watches). */
  monitoring: MonitoringStack;
  all: Stack[];
}

/**
 * Builds the stage's stacks into `app`: data → waf (us-east-1, when on) → edge
 * (HTTP API, web, CDN) → auth (its client needs the site URL) → deal-rooms
 * (documents bucket; its CORS needs the site URL) → migrate
 * (stored-data migrations, run by every deploy) → api-1..n
 * (routes and functions) → api-stage (the stage and its per-route throttling)
 * → mail (SES identity and configuration set, with `mailFrom`) → jobs
 * (scheduled functions, and the mail functions when the stage sends mail)
 * → monitoring (alarm topic, alarms, dashboard).
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
  // A CloudFront web ACL lives in us-east-1; from another region the edge stack reads its ARN across regions.
  const crossRegion = env.region !== WAF_REGION;
  const waf = config.waf.enabled
    ? new WafStack(app, name('waf'), {
        ...common,
        env: { ...env, region: WAF_REGION },
        crossRegionReferences: crossRegion,
        description: `Club ${config.stage}: WAF web ACL for CloudFront (rate rules)`,
      })
    : undefined;
  const edge = new EdgeStack(app, name('edge'), {
    ...common,
    webAclArn: waf?.webAclArn,
    crossRegionReferences: Boolean(waf) && crossRegion,
    // The viewer and the upload talk to the deal-room bucket straight from the page.
    connectSources: [dealRoomBucketOrigin(config.stage)],
    description: `Club ${config.stage}: HTTP API, web bucket and CloudFront`,
  });
  const auth = new AuthStack(app, name('auth'), { ...common, siteUrl: edge.siteUrl, description: `Club ${config.stage}: Cognito federating LinkedIn` });
  const dealRooms = new DealRoomsStack(app, name('deal-rooms'), {
    ...common,
    siteUrl: edge.siteUrl,
    description: `Club ${config.stage}: the private bucket of deal-room documents, its KMS key and access logs`,
  });
  const search = new SearchStack(app, name('search'), { ...common, description: `Club ${config.stage}: the private bucket of search index snapshots` });
  const environment = functionEnvironment({
    stage: config.stage,
    siteUrl: edge.siteUrl,
    auth: { issuer: auth.issuer, clientId: auth.client.userPoolClientId, userPoolId: auth.userPool.userPoolId, hostedUiUrl: auth.hostedUiUrl },
    auditRetentionDays: config.auditRetentionDays,
  });
  const migrate = new MigrateStack(app, name('migrate'), {
    ...common,
    description: `Club ${config.stage}: stored-data migrations, applied by every deploy`,
    table: data.table,
    environment,
    // Synth time unless given (`-c deployStamp=…`): a new value each deploy makes the custom resource run.
    deployStamp: String(app.node.tryGetContext('deployStamp') ?? new Date().toISOString()),
  });
  const routeIds = Object.keys(routes) as RouteId[];
  const api = shardRoutes(routeIds).flatMap((owned, index) =>
    owned.length === 0
      ? []
      : [
          new ApiStack(app, name(`api-${index + 1}`), {
            ...common,
            description: `Club ${config.stage}: Lambda and HTTP API route for ${owned.length} route-table entries (${owned.join(', ')})`.slice(0, 512),
            routeIds: owned,
            httpApi: edge.httpApi,
            table: data.table,
            environment,
            userPool: auth.userPool,
            dealRooms: dealRooms.store,
            search: search.store,
          }),
        ],
  );
  const apiStage = new ApiStageStack(app, name('api-stage'), {
    ...common,
    httpApi: edge.httpApi,
    description: `Club ${config.stage}: the HTTP API's stage with per-route throttling`,
  });
  for (const stack of api) apiStage.addStackDependency(stack, 'its per-route throttling names routes those stacks create');
  // New route code goes live only once the data it reads is migrated.
  for (const stack of api) stack.addStackDependency(migrate, 'routes read data in the shape the migrations leave');
  // The routes name the bucket without an export (deal-rooms-stack.ts), so its order is stated.
  for (const stack of api) stack.addStackDependency(dealRooms, 'file routes presign URLs for the deal-room bucket');
  for (const stack of api) stack.addStackDependency(search, 'search routes read the snapshot bucket');
  const mail = config.mail
    ? new MailStack(app, name('mail'), {
        ...common,
        mail: config.mail,
        description: `Club ${config.stage}: SES identity and configuration set (bounces and complaints to EventBridge)`,
      })
    : undefined;
  const scheduleTable = options.schedules ?? productSchedules;
  const sendingSchedules = Object.entries(scheduleTable)
    .filter(([, entry]) => entry.sends === 'mail')
    .map(([id]) => id);
  if (!mail) {
    // On a stack, not the app: the CLI prints the annotations of the stacks it synthesizes.
    Annotations.of(data).addWarningV2(
      'club:mail-off',
      `Stage ${config.stage} sends no e-mail: no -c mailFrom=<address or domain>, so no SES identity, no outbox consumer` +
        `${sendingSchedules.length ? ` and no ${sendingSchedules.join(', ')} schedule` : ''}; outbox mails wait until mail is configured (docs/infra.md, "E-mail").`,
    );
  }
  // The stack keeps its first name (`jobs`) so a deployed stage's resources are not replaced.
  const schedules = Object.keys(scheduleTable).length
    ? new SchedulesStack(app, name('jobs'), {
        ...common,
        description: `Club ${config.stage}: scheduled jobs`,
        table: data.table,
        tableStreamArn: data.tableStreamArn,
        userPoolArn: auth.userPool.userPoolArn,
        schedules: scheduleTable,
        environment,
        dealRooms: dealRooms.store,
        search: search.store,
        ...(mail ? { mail: mail.sending } : {}),
      })
    : undefined;
  schedules?.addStackDependency(dealRooms, 'the data-requests job writes members’ exports to the deal-room bucket');
  schedules?.addStackDependency(search, 'the search-index job writes the snapshots');
  if (schedules && mail) schedules.addStackDependency(mail, 'mail functions send from its identity and configuration set');

  const functionGroups: Record<string, string[]> = Object.fromEntries(
    Object.entries(routeGroups).map(([group, groupRoutes]) => [group, Object.keys(groupRoutes).map((routeId) => routeFunctionName(config.stage, routeId))]),
  );
  functionGroups[BACKGROUND_GROUP] = [...(schedules?.functionNames ?? []), migrate.functionName];
  const monitoring = new MonitoringStack(app, name('monitoring'), {
    ...common,
    description: `Club ${config.stage}: alarms, the alarm topic and the dashboard`,
    httpApi: edge.httpApi,
    functionGroups,
    schedules: schedules?.deployedSchedules ?? {},
    ...(schedules ? { deadLetterQueueName: schedules.deadLetterQueueName } : {}),
    ...(waf ? { wafAcl: waf.acl } : {}),
  });
  // It names functions, the table and the queue rather than importing them: its alarms follow their deploys.
  for (const stack of [data, migrate, ...api, apiStage, ...(schedules ? [schedules] : [])]) {
    monitoring.addStackDependency(stack, 'its alarms and dashboard name the resources that stack creates');
  }

  // Unacknowledged findings fail synth; acknowledgements are also written into each template's Metadata (auditable, tested).
  Validations.of(app).addPlugins(
    new AwsSolutionsChecks(app, { writeSuppressionsToCloudFormation: true }),
    new ServerlessChecks(app, { writeSuppressionsToCloudFormation: true }),
  );
  return {
    config,
    data,
    waf,
    edge,
    auth,
    dealRooms,
    search,
    api,
    apiStage,
    migrate,
    ...(mail ? { mail } : {}),
    schedules,
    monitoring,
    all: [
      data,
      ...(waf ? [waf] : []),
      edge,
      auth,
      dealRooms,
      search,
      migrate,
      ...api,
      apiStage,
      ...(mail ? [mail] : []),
      ...(schedules ? [schedules] : []),
      monitoring,
    ],
  };
}
