import fs from 'node:fs';
import path from 'node:path';
import { App, Stack, Validations } from 'aws-cdk-lib';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { cloudRequiredEnv, ENV, UNSUBSCRIBE_TOKEN_ROUTE_IDS, authRoutes, routes, schedules, type RouteDef, type RouteId } from '@club/shared';
import { TABLE_WRITE_ACTIONS } from './constructs/club-function.js';
import { SEARCH_ROUTE_MEMORY_MB } from './stacks/api-stack.js';
import { SCHEDULED_FUNCTION_RETRIES, SCHEDULER_RETRY_POLICY, SEARCH_STREAM_RETRIES } from './stacks/schedules-stack.js';
import { API_STACK_COUNT, apiShardOf } from './api-shards.js';
import { MIGRATION_IDS, SEARCH_STREAM_FILTER } from '@club/functions/handlers';
import { TOKEN_LIFETIMES } from './stacks/auth-stack.js';
import { routeKeyOf } from './stacks/api-stage-stack.js';
import { DEFAULT_THROTTLES, DEFAULT_WAF_LIMITS, routeFamily } from '@club/shared/rate-limits';
import { synthStage, type StageSynthOptions, type SynthesizedStage } from './test/synth-stage.js';

const MAX_RESOURCES = 500;

/** A synth made when a test first needs it and shared by the tests after (a whole stage takes seconds). */
function stageOnce(options: StageSynthOptions): () => SynthesizedStage {
  let stage: SynthesizedStage | undefined;
  return () => (stage ??= synthStage(options));
}

/** The dev stage as the product defines it; its tests read the CloudFormation validation report too. */
const devStage = stageOnce({ stage: 'dev', cloudFormationValidation: true });

/**
 * One stage with every optional context setting the tests below check, each test asserting its own setting:
 * they touch different resources (the WAF and the API stage's throttles, the callback's ADMIN_EMAILS, the
 * deal-room bucket's CORS, the functions' AUDIT_RETENTION_DAYS), and the dev stage shows each one's default.
 */
const optionsStage = stageOnce({
  stage: 'options',
  context: {
    waf: 'true',
    wafSignInLimit: '50',
    throttle: '{"signIn":{"rateLimit":2,"burstLimit":4}}',
    adminEmails: 'Venkat.Rao@example.com, ops@example.com',
    domainName: 'club.example.com',
    certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
    auditRetentionDays: '2555',
  },
});

const routeIds = Object.keys(routes) as RouteId[];
const route = (id: RouteId): RouteDef => routes[id];
const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

type Resources = Record<string, { Type: string; Properties: any; Metadata?: any }>;

/** A CloudFormation value as one string: literals kept, `Ref`/`GetAtt`/`ImportValue` written `${...}`. */
function flatten(value: unknown): string {
  if (typeof value === 'string') return value;
  const node = value as Record<string, any>;
  if (node['Fn::Join']) return (node['Fn::Join'][1] as unknown[]).map(flatten).join(node['Fn::Join'][0]);
  if (node.Ref) return `\${${node.Ref}}`;
  if (node['Fn::GetAtt']) return `\${${node['Fn::GetAtt'].join('.')}}`;
  if (node['Fn::ImportValue']) return `\${import:${flatten(node['Fn::ImportValue'])}}`;
  return JSON.stringify(value);
}

/** The site's Content-Security-Policy directives, by name. */
function cspDirectives(template: Template): Map<string, string[]> {
  const policies = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
  const csp = flatten(policies[0]!.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);
  return new Map(
    csp
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('dev stage', () => {
  let dev: SynthesizedStage;
  /** All api stacks' resources in one map (logical ids are unique per stack; prefixed with the stack name). */
  let apiResources: Resources;
  /** Built once per type: the per-route lookups below ask for the same types for each of the routes. */
  const byType = new Map<string, Resources>();
  const ofType = (type: string): Resources => {
    if (!byType.has(type)) byType.set(type, Object.fromEntries(Object.entries(apiResources).filter(([, r]) => r.Type === type)));
    return byType.get(type)!;
  };
  beforeAll(() => {
    dev = devStage();
    apiResources = {};
    for (const stack of dev.club.api) {
      for (const [id, resource] of Object.entries(dev.template(stack).toJSON().Resources as Resources)) {
        apiResources[`${stack.stackName}/${id}`] = resource;
      }
    }
  });
  /** Resolves a same-stack `Ref`/`GetAtt` id to its key in apiResources. */
  const sameStack = (key: string, logicalId: string) => `${key.split('/')[0]}/${logicalId}`;

  it('has exactly one HTTP API route with a Lambda integration and its own function per route-table entry', () => {
    const httpRoutes = ofType('AWS::ApiGatewayV2::Route');
    const integrations = ofType('AWS::ApiGatewayV2::Integration');
    const functions = ofType('AWS::Lambda::Function');
    expect(Object.keys(httpRoutes)).toHaveLength(routeIds.length);
    expect(Object.keys(functions)).toHaveLength(routeIds.length);

    const targets = new Set<string>();
    for (const id of routeIds) {
      const key = `${route(id).method} ${route(id).path}`;
      const matching = Object.entries(httpRoutes).filter(([, r]) => r.Properties.RouteKey === key);
      expect(matching, key).toHaveLength(1);
      const [routeKey, httpRoute] = matching[0]!;
      // The route lives in the api stack its id hashes to.
      expect(routeKey.split('/')[0], id).toBe(`club-dev-api-${apiShardOf(id) + 1}`);
      const integrationId = sameStack(routeKey, httpRoute.Properties.Target['Fn::Join'][1][1].Ref);
      const integration = integrations[integrationId]!;
      expect(integration.Properties.IntegrationType).toBe('AWS_PROXY');
      const functionId = sameStack(routeKey, integration.Properties.IntegrationUri['Fn::GetAtt'][0]);
      expect(functions[functionId]!.Properties.FunctionName).toBe(`club-dev-${id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`);
      targets.add(functionId);
    }
    expect(targets.size).toBe(routeIds.length);
  });

  it('builds every function with the defaults: Node 24, arm64, memory, timeout, environment', () => {
    for (const stack of dev.club.api) {
      dev.template(stack).allResourcesProperties('AWS::Lambda::Function', {
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Timeout: 10,
        Environment: {
          Variables: Match.objectLike({
            [ENV.stage]: 'dev',
            [ENV.tableName]: Match.anyValue(),
            [ENV.siteUrl]: Match.anyValue(),
            [ENV.oidcIssuer]: Match.anyValue(),
            [ENV.oidcClientId]: Match.anyValue(),
            [ENV.cognitoUserPoolId]: Match.anyValue(),
            [ENV.oidcLogoutUrl]: Match.anyValue(),
            [ENV.oidcRevocationUrl]: Match.anyValue(),
            [ENV.oidcIdentityProvider]: 'LinkedIn',
          }),
        },
      });
    }
    expect(Object.keys(ofType('AWS::Logs::LogGroup'))).toHaveLength(routeIds.length);
    // 512 MB, but a search route holds its indexes in memory (and Lambda's CPU grows with memory).
    for (const id of routeIds) {
      const memory = Object.values(ofType('AWS::Lambda::Function')).find((f) => f.Properties.Description.startsWith(`${route(id).method} ${route(id).path}:`))!
        .Properties.MemorySize;
      expect(memory, id).toBe(route(id).searchIndex ? SEARCH_ROUTE_MEMORY_MB : 512);
    }
  });

  it('never grants write access to a read route (only UpdateItem on session keys), nor Scan to anyone', () => {
    const functions = ofType('AWS::Lambda::Function');
    const policies = Object.entries(ofType('AWS::IAM::Policy'));
    for (const id of routeIds) {
      const [functionId, fn] = Object.entries(functions).find(([, f]) => f.Properties.Description.startsWith(`${route(id).method} ${route(id).path}:`))!;
      const roleId = sameStack(functionId, fn.Properties.Role['Fn::GetAtt'][0]);
      const statements = policies
        .filter(([policyId, p]) => p.Properties.Roles.some((r: { Ref: string }) => sameStack(policyId, r.Ref) === roleId))
        .flatMap(([, p]) => p.Properties.PolicyDocument.Statement);
      const actions = statements.flatMap((s) => asArray(s.Action));
      expect(actions, id).not.toContain('dynamodb:Scan');
      if (route(id).access === 'read') {
        for (const statement of statements) {
          const writes = asArray(statement.Action).filter((a: string) => TABLE_WRITE_ACTIONS.includes(a) || a === 'dynamodb:*');
          if (writes.length === 0) continue;
          expect(writes, id).toEqual(['dynamodb:UpdateItem']);
          expect(statement.Condition, id).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['SESSION#*'] } });
        }
      } else {
        expect(actions, id).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem']));
      }
      const cognito = statements.filter((s) => asArray(s.Action).some((a: string) => a.startsWith('cognito-idp:')));
      if (id in authRoutes || UNSUBSCRIBE_TOKEN_ROUTE_IDS.includes(id)) {
        // The sign-in flow and the unsubscribe links (their key is derived from the client secret): exactly DescribeUserPoolClient, on this stage's pool only.
        expect(cognito, id).toHaveLength(1);
        expect(cognito[0].Action, id).toBe('cognito-idp:DescribeUserPoolClient');
        expect(JSON.stringify(cognito[0].Resource), id).toMatch(/UserPool/);
      } else {
        expect(cognito, id).toHaveLength(0);
      }
    }
  });

  /** A route's function and the statements of its role's policies. */
  const routeFunction = (id: RouteId) => {
    const [functionId, fn] = Object.entries(ofType('AWS::Lambda::Function')).find(([, f]) =>
      f.Properties.Description.startsWith(`${route(id).method} ${route(id).path}:`),
    )!;
    const roleId = sameStack(functionId, fn.Properties.Role['Fn::GetAtt'][0]);
    const statements = Object.entries(ofType('AWS::IAM::Policy'))
      .filter(([policyId, p]) => p.Properties.Roles.some((r: { Ref: string }) => sameStack(policyId, r.Ref) === roleId))
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as any[]);
    return { variables: fn.Properties.Environment.Variables as Record<string, unknown>, statements };
  };
  const onService = (prefix: string) => (statement: any) => asArray(statement.Action).some((a: string) => a.startsWith(prefix));

  it('gives the deal-room bucket to exactly the routes with `files`: its name, object actions on deal-rooms/* and the key; others neither', () => {
    const objects = 'arn:${AWS::Partition}:s3:::club-dev-rooms-${AWS::AccountId}-${AWS::Region}/deal-rooms/*';
    const withFiles = routeIds.filter((id) => route(id).files);
    expect(withFiles.map((id) => route(id).files)).toEqual(expect.arrayContaining(['read', 'write']));
    for (const id of routeIds) {
      const { variables, statements } = routeFunction(id);
      // The search routes' statements name the search bucket (next test).
      const s3 = statements.filter(onService('s3:')).filter((statement) => !JSON.stringify(statement.Resource).includes('-search-'));
      const kms = statements.filter(onService('kms:'));
      const files = route(id).files;
      if (!files) {
        expect(s3, id).toEqual([]);
        expect(kms, id).toEqual([]);
        expect(variables, id).not.toHaveProperty(ENV.dealRoomBucket);
        continue;
      }
      expect(flatten(variables[ENV.dealRoomBucket]), id).toBe('club-dev-rooms-${AWS::AccountId}-${AWS::Region}');
      expect(s3, id).toHaveLength(1);
      expect(flatten(s3[0].Resource), id).toBe(objects);
      expect(s3[0].Action, id).toEqual(files === 'write' ? ['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:DeleteObjectVersion'] : 's3:GetObject');
      expect(kms, id).toHaveLength(1);
      expect(kms[0].Action, id).toEqual(files === 'write' ? ['kms:Decrypt', 'kms:GenerateDataKey'] : 'kms:Decrypt');
      expect(flatten(kms[0].Resource), id).toMatch(/^\$\{import:club-dev-deal-rooms:.*DealRoomKey.*Arn/);
    }
    // The upload route in particular: it presigns the browser's PUT and deletes a refused file.
    const upload = routeFunction('createRoomUpload').statements.filter(onService('s3:'));
    expect(upload[0].Action).toEqual(expect.arrayContaining(['s3:PutObject', 's3:DeleteObject']));
  });

  it('gives the search bucket to exactly the routes with `searchIndex`: its name, GetObject on snapshots/* and ListBucket on that prefix; others neither', () => {
    const withSearch = routeIds.filter((id) => route(id).searchIndex);
    expect(withSearch).toEqual(expect.arrayContaining(['searchAll', 'searchMembers', 'searchStaffMembers', 'listMembers']));
    for (const id of routeIds) {
      const { variables, statements } = routeFunction(id);
      const search = statements.filter(onService('s3:')).filter((statement) => JSON.stringify(statement.Resource).includes('-search-'));
      if (!route(id).searchIndex) {
        expect(search, id).toEqual([]);
        expect(variables, id).not.toHaveProperty(ENV.searchBucket);
        continue;
      }
      expect(flatten(variables[ENV.searchBucket]), id).toBe('club-dev-search-${AWS::AccountId}-${AWS::Region}');
      expect(search.map((statement) => statement.Action).sort(), id).toEqual(['s3:GetObject', 's3:ListBucket']);
      expect(flatten(search.find((statement) => statement.Action === 's3:GetObject').Resource), id).toBe(
        'arn:${AWS::Partition}:s3:::club-dev-search-${AWS::AccountId}-${AWS::Region}/snapshots/*',
      );
    }
  });

  it("admits the deal-room bucket's origin, and no other, besides the site's own in the page's connect-src", () => {
    expect(cspDirectives(dev.template(dev.club.edge)).get('connect-src')).toEqual([
      "'self'",
      'https://club-dev-rooms-${AWS::AccountId}-${AWS::Region}.s3.${AWS::Region}.${AWS::URLSuffix}',
    ]);
  });

  it("makes the deal-room bucket in its own stack before the routes, its CORS admitting the functions' SITE_URL alone", () => {
    const rooms = dev.template(dev.club.dealRooms);
    const bucket = Object.values(rooms.findResources('AWS::S3::Bucket')).find((b) => b.Properties.CorsConfiguration)!;
    expect(flatten(bucket.Properties.BucketName)).toBe('club-dev-rooms-${AWS::AccountId}-${AWS::Region}');
    const origins = bucket.Properties.CorsConfiguration.CorsRules.flatMap((rule: { AllowedOrigins: unknown[] }) => rule.AllowedOrigins.map(flatten));
    const siteUrl = flatten(routeFunction('getAuthUser').variables[ENV.siteUrl]);
    expect(siteUrl).toMatch(/^https:\/\/\$\{import:club-dev-edge:/);
    expect(origins).toEqual([siteUrl]);
    expect(bucket.DeletionPolicy).toBe('Delete');
    for (const stack of dev.club.api) expect(stack.dependencies, stack.stackName).toContain(dev.club.dealRooms);
  });

  it('keeps every stack under 500 resources, with headroom for two and a half times the routes', () => {
    const count = (stack: Stack) => Object.keys(dev.template(stack).toJSON().Resources).length;
    for (const stack of dev.club.all) expect(count(stack), stack.stackName).toBeLessThan(MAX_RESOURCES);
    // Api stacks hold only per-route resources, so they grow linearly with the routes they own.
    const apiCounts = dev.club.api.map((stack) => ({ stack: stack.stackName, resources: count(stack), routes: stack.functions.size }));
    const perRoute = apiCounts.reduce((sum, c) => sum + c.resources, 0) / routeIds.length;
    expect(apiCounts.every((c) => c.resources === c.routes * perRoute)).toBe(true);
    // 2.5×, not 3×, since the fullest stack reached 24 routes (504 at 3×): the next growth past ~28 routes a stack raises API_STACK_COUNT (docs/infra.md).
    const atTriple = apiCounts.map((c) => ({ ...c, atTriple: c.resources * 2.5 }));
    const fullest = Math.max(...atTriple.map((c) => c.atTriple));
    console.log(
      [
        `${routeIds.length} routes over ${apiCounts.length} api stacks (${API_STACK_COUNT} possible), ${perRoute} resources a route:`,
        ...atTriple.map((c) => `  ${c.stack}: ${c.routes} routes, ${c.resources} resources; at 2.5x routes ${c.atTriple}`),
        `  room: ${Math.floor(MAX_RESOURCES / perRoute)} routes a stack, ~${API_STACK_COUNT * Math.floor(MAX_RESOURCES / perRoute)} in all if evenly spread`,
      ].join('\n'),
    );
    expect(fullest).toBeLessThan(MAX_RESOURCES);
  });

  it("lets members' LinkedIn pictures load: the site policy's img-src admits media.licdn.com", () => {
    const imgSources = cspDirectives(dev.template(dev.club.edge)).get('img-src')!;
    const admits = (host: string) =>
      imgSources.some((source) => source === 'https:' || source === `https://${host}` || (source.startsWith('https://*.') && host.endsWith(source.slice(9))));
    expect(admits('media.licdn.com')).toBe(true);
    expect(imgSources).not.toContain('*');
    expect(imgSources).not.toContain('http:');
  });

  it('reports no cdk-nag finding, and every acknowledgement carries a specific reason', () => {
    const reasons = dev.club.all.flatMap((stack) =>
      Object.values(dev.template(stack).toJSON().Resources as Resources).flatMap(
        (r) => (r.Metadata?.cdk_nag?.rules_to_suppress ?? []) as { id: string; reason: string }[],
      ),
    );
    expect(reasons.length).toBeGreaterThan(0);
    for (const { id, reason } of reasons) {
      expect(reason.length, id).toBeGreaterThanOrEqual(40);
      expect(reason, id).not.toMatch(/^(n\/a|todo|tbd|not needed|false positive)\b/i);
    }
    // app.synth() throws on any unacknowledged finding (see the gate test below), so reaching here means 0 errors.
    const report = JSON.parse(fs.readFileSync(path.join(dev.outdir, 'validation-report.json'), 'utf8')) as {
      pluginReports: { pluginName: string; conclusion: string; violations: unknown[] }[];
    };
    for (const plugin of report.pluginReports) {
      expect(plugin.violations, plugin.pluginName).toEqual([]);
      expect(plugin.conclusion, plugin.pluginName).toBe('success');
    }
  });

  it('makes the table on-demand, PITR, TTL and keys from the shared definition; destroyable outside prod', () => {
    const data = dev.template(dev.club.data);
    data.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Delete',
      Properties: Match.objectLike({
        TableName: 'club-dev',
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
        GlobalSecondaryIndexes: Match.arrayWith([Match.objectLike({ IndexName: 'gsi1' })]),
        Replicas: [Match.objectLike({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true }, DeletionProtectionEnabled: false })],
      }),
    });
  });

  it('federates LinkedIn only, with no self sign-up, and a confidential code+PKCE client back to the site', () => {
    const auth = dev.template(dev.club.auth);
    auth.hasResourceProperties('AWS::Cognito::UserPool', { AdminCreateUserConfig: { AllowAdminCreateUserOnly: true } });
    auth.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'LinkedIn',
      ProviderType: 'OIDC',
      ProviderDetails: Match.objectLike({ oidc_issuer: 'https://www.linkedin.com/oauth', authorize_scopes: 'openid profile email' }),
      AttributeMapping: Match.objectLike({ given_name: 'given_name', family_name: 'family_name', email: 'email', picture: 'picture' }),
    });
    auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: true,
      AllowedOAuthFlows: ['code'],
      ExplicitAuthFlows: ['ALLOW_REFRESH_TOKEN_AUTH'],
      IdTokenValidity: TOKEN_LIFETIMES.idToken.toMinutes(),
      RefreshTokenValidity: TOKEN_LIFETIMES.refreshToken.toMinutes(),
      LogoutURLs: [Match.objectLike({ 'Fn::Join': Match.anyValue() })],
      SupportedIdentityProviders: [{ Ref: Match.stringLikeRegexp('^LinkedIn') }],
      CallbackURLs: [Match.objectLike({ 'Fn::Join': Match.anyValue() })],
      EnableTokenRevocation: true,
    });
    const json = JSON.stringify(auth.toJSON());
    expect(json).toContain('{{resolve:secretsmanager:club/dev/linkedin:SecretString:clientSecret');
  });

  it('serves the web build privately through CloudFront with /api/* uncached and security headers', () => {
    const edge = dev.template(dev.club.edge);
    edge.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
    });
    edge.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        // Compress: CloudFront gzips/brotlis in the cloud what the local server compresses itself.
        CacheBehaviors: [Match.objectLike({ PathPattern: '/api/*', CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', Compress: true })],
        DefaultCacheBehavior: Match.objectLike({ Compress: true, FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })] }),
      }),
    });
    edge.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          ContentSecurityPolicy: Match.objectLike({ ContentSecurityPolicy: Match.anyValue() }),
          StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: 63072000 }),
          FrameOptions: Match.objectLike({ FrameOption: 'DENY' }),
        }),
      }),
    });
    expect(cspDirectives(edge).get('default-src')).toEqual(["'self'"]);
    // Hashed assets cached for a year and kept; entry files revalidated, pruned and invalidated.
    edge.hasResourceProperties('Custom::CDKBucketDeployment', {
      Prune: false,
      Include: ['assets/*'],
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    edge.hasResourceProperties('Custom::CDKBucketDeployment', {
      Exclude: ['assets/*'],
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/*'],
    });
  });

  it('throttles every route by its family from the stage config, in a stage deployed after every route stack', () => {
    const stage = dev.template(dev.club.apiStage);
    const { throttles } = dev.club.config;
    expect(throttles).toEqual(DEFAULT_THROTTLES.other);
    const stages = Object.values(stage.findResources('AWS::ApiGatewayV2::Stage'));
    expect(stages).toHaveLength(1);
    const props = stages[0]!.Properties;
    expect(props.StageName).toBe('$default');
    expect(props.AutoDeploy).toBe(true);
    expect(props.AccessLogSettings.Format).toMatch(/requestId/);
    expect(props.DefaultRouteSettings).toMatchObject({ ThrottlingRateLimit: throttles.read.rateLimit, ThrottlingBurstLimit: throttles.read.burstLimit });
    // One entry per route-table route, keyed like the route stacks' route keys, with its family's limits.
    expect(Object.keys(props.RouteSettings).sort()).toEqual(routeIds.map((id) => routeKeyOf(route(id))).sort());
    for (const id of routeIds) {
      const limits = throttles[routeFamily(route(id))];
      expect(props.RouteSettings[routeKeyOf(route(id))], id).toEqual({ ThrottlingRateLimit: limits.rateLimit, ThrottlingBurstLimit: limits.burstLimit });
    }
    expect(props.RouteSettings['GET /api/login'].ThrottlingRateLimit).toBeLessThan(props.RouteSettings['GET /api/posts'].ThrottlingRateLimit);
    // API Gateway refuses settings for a route that does not exist yet: the stage waits for every route stack.
    const dependsOn = dev.club.apiStage.dependencies.map((stack) => stack.stackName);
    expect(dependsOn).toEqual(expect.arrayContaining(dev.club.api.map((stack) => stack.stackName)));
    // No other stack defines a stage.
    for (const other of dev.club.all.filter((stack) => stack !== dev.club.apiStage)) {
      dev.template(other).resourceCountIs('AWS::ApiGatewayV2::Stage', 0);
    }
  });

  it('runs without a WAF web ACL unless asked (CFR2 acknowledged with the reason)', () => {
    expect(dev.club.waf).toBeUndefined();
    const distribution = Object.values(dev.template(dev.club.edge).findResources('AWS::CloudFront::Distribution'))[0]!;
    expect(distribution.Properties.DistributionConfig.WebACLId).toBeUndefined();
  });

  it('runs the stored-data migrations on every deploy, before the route stacks, with Scan for the migrate function alone', () => {
    const template = dev.template(dev.club.migrate);
    template.hasResourceProperties('Custom::ClubMigrations', { migrations: MIGRATION_IDS.join(','), deployStamp: Match.anyValue() });
    template.hasResourceProperties('AWS::Lambda::Function', { FunctionName: 'club-dev-migrate', Timeout: 900 });
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Action: 'dynamodb:Scan' })]) },
    });
    for (const stack of dev.club.api) expect(stack.dependencies, stack.stackName).toContain(dev.club.migrate);
  });

  it('schedules the smart-nudges job from the schedules table, with retries and a failure destination', () => {
    const template = dev.template(dev.club.schedules!);
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      Name: 'club-dev-smart-nudges',
      ScheduleExpression: schedules['smart-nudges'].schedule,
      Target: Match.objectLike({
        RetryPolicy: {
          MaximumRetryAttempts: SCHEDULER_RETRY_POLICY.maximumRetryAttempts,
          MaximumEventAgeInSeconds: SCHEDULER_RETRY_POLICY.maximumEventAgeInSeconds,
        },
        DeadLetterConfig: { Arn: Match.anyValue() },
      }),
    });
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      MaximumRetryAttempts: SCHEDULED_FUNCTION_RETRIES,
      DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
    });
    // The whole club is loaded once per run: the function gets Lambda's 15 minutes.
    template.hasResourceProperties('AWS::Lambda::Function', { FunctionName: 'club-dev-job-smart-nudges', Timeout: 900 });
  });

  it('streams writes of the indexed entities (and removals in their partitions) to the search consumer, failures to the jobs DLQ; the index job writes the bucket', () => {
    const template = dev.template(dev.club.schedules!);
    const functions = template.toJSON().Resources as Record<string, { Properties: Record<string, any> }>;
    const mappings = Object.values(template.findResources('AWS::Lambda::EventSourceMapping')).filter(
      (mapping) => functions[mapping.Properties.FunctionName.Ref]!.Properties.FunctionName === 'club-dev-search-index-stream',
    );
    expect(mappings).toHaveLength(1);
    const mapping = mappings[0]!.Properties;
    expect(mapping.StartingPosition).toBe('LATEST');
    expect(mapping.BisectBatchOnFunctionError).toBe(true);
    expect(mapping.MaximumRetryAttempts).toBe(SEARCH_STREAM_RETRIES.retryAttempts);
    expect(JSON.stringify(mapping.DestinationConfig.OnFailure.Destination)).toContain('JobDeadLetters');
    expect(mapping.FilterCriteria.Filters.map((filter: { Pattern: string }) => JSON.parse(filter.Pattern))).toEqual([
      { eventName: ['INSERT', 'MODIFY'], dynamodb: { NewImage: { entity: { S: [...SEARCH_STREAM_FILTER.entities] } } } },
      { eventName: ['REMOVE'], dynamodb: { Keys: { pk: { S: SEARCH_STREAM_FILTER.removedKeyPrefixes.map((prefix) => ({ prefix })) } } } },
    ]);
    template.hasResourceProperties('AWS::Lambda::Function', {
      FunctionName: 'club-dev-job-search-index',
      MemorySize: 1024,
      Environment: { Variables: Match.objectLike({ [ENV.searchBucket]: Match.anyValue() }) },
    });
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Action: ['s3:GetObject', 's3:PutObject'] })]) },
    });
  });
});

describe('prod stage', () => {
  let prod: SynthesizedStage;
  beforeAll(() => {
    prod = synthStage({ stage: 'prod' });
  });

  it('retains the table with PITR and deletion protection', () => {
    prod.template(prod.club.data).hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        TableName: 'club-prod',
        Replicas: [Match.objectLike({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true }, DeletionProtectionEnabled: true })],
      }),
    });
    prod.template(prod.club.auth).hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Retain' });
    // Deal-room documents, their key and access logs outlive the stack.
    prod.template(prod.club.dealRooms).allResources('AWS::S3::Bucket', { DeletionPolicy: 'Retain' });
    prod.template(prod.club.dealRooms).hasResource('AWS::KMS::Key', { DeletionPolicy: 'Retain' });
  });

  it('puts CloudFront behind a us-east-1 WAF web ACL with per-IP rate rules for sign-in and the API, logged without cookies', () => {
    const waf = prod.club.waf!;
    expect(waf.region).toBe('us-east-1');
    const template = prod.template(waf);
    const acl = Object.values(template.findResources('AWS::WAFv2::WebACL'))[0]!.Properties;
    expect(acl.Scope).toBe('CLOUDFRONT');
    expect(acl.DefaultAction).toEqual({ Allow: {} });
    const rule = (name: string) => acl.Rules.find((r: { Name: string }) => r.Name === name);
    const signIn = rule('sign-in-rate');
    expect(signIn.Action).toEqual({ Block: { CustomResponse: { ResponseCode: 429 } } });
    expect(signIn.Statement.RateBasedStatement).toMatchObject({
      AggregateKeyType: 'IP',
      Limit: DEFAULT_WAF_LIMITS.signInPer5Minutes,
      EvaluationWindowSec: 300,
    });
    const watched = signIn.Statement.RateBasedStatement.ScopeDownStatement.OrStatement.Statements.map(
      (s: { ByteMatchStatement: { SearchString: string; PositionalConstraint: string } }) => [
        s.ByteMatchStatement.PositionalConstraint,
        s.ByteMatchStatement.SearchString,
      ],
    );
    expect(watched).toEqual([
      ['STARTS_WITH', routes.login.path],
      ['STARTS_WITH', routes.authCallback.path],
    ]);
    const api = rule('api-rate');
    expect(api.Statement.RateBasedStatement).toMatchObject({ AggregateKeyType: 'IP', Limit: DEFAULT_WAF_LIMITS.apiPer5Minutes });
    expect(api.Statement.RateBasedStatement.ScopeDownStatement.ByteMatchStatement.SearchString).toBe('/api/');
    template.hasResourceProperties('AWS::WAFv2::LoggingConfiguration', {
      RedactedFields: [{ SingleHeader: { Name: 'cookie' } }],
      LogDestinationConfigs: [Match.objectLike({ 'Fn::Join': Match.arrayWith([Match.arrayWith([Match.stringLikeRegexp('aws-waf-logs-club-prod')])]) })],
    });
    // The distribution uses it; CFR2 is not acknowledged in prod.
    const edge = prod.template(prod.club.edge);
    const distribution = Object.values(edge.findResources('AWS::CloudFront::Distribution'))[0]!;
    expect(distribution.Properties.DistributionConfig.WebACLId).toBeDefined();
    const acknowledged = (distribution.Metadata?.cdk_nag?.rules_to_suppress ?? []).map((r: { id: string }) => r.id);
    expect(acknowledged).not.toContain('AwsSolutions-CFR2');
    expect(prod.club.config.throttles).toEqual(DEFAULT_THROTTLES.prod);
  });

  it('refuses to turn the WAF off in prod', () => {
    expect(() => synthStage({ stage: 'prod', context: { waf: 'false' } })).toThrow(/always has its WAF/);
  });
});

describe('stage rate-limit context', () => {
  it('lets a stage opt into WAF and override a route family’s throttle, and refuses unknown families', () => {
    // waf=true, wafSignInLimit=50, throttle={"signIn":{"rateLimit":2,"burstLimit":4}} (optionsStage).
    const stage = optionsStage();
    expect(stage.club.waf).toBeDefined();
    const acl = Object.values(stage.template(stage.club.waf!).findResources('AWS::WAFv2::WebACL'))[0]!.Properties;
    expect(acl.Rules[0].Statement.RateBasedStatement.Limit).toBe(50);
    const settings = Object.values(stage.template(stage.club.apiStage).findResources('AWS::ApiGatewayV2::Stage'))[0]!.Properties.RouteSettings;
    expect(settings['GET /api/login']).toEqual({ ThrottlingRateLimit: 2, ThrottlingBurstLimit: 4 });
    expect(settings['GET /api/posts']).toEqual({
      ThrottlingRateLimit: DEFAULT_THROTTLES.other.read.rateLimit,
      ThrottlingBurstLimit: DEFAULT_THROTTLES.other.read.burstLimit,
    });
    expect(() => synthStage({ stage: 'ratetest', context: { throttle: '{"admin":{"rateLimit":1,"burstLimit":1}}' } })).toThrow(/unknown route family/);
    expect(() => synthStage({ stage: 'ratetest', context: { wafApiLimit: '5' } })).toThrow(/wafApiLimit/);
  });

  it('reaches the us-east-1 web ACL from a stage in another region, cdk-nag clean', () => {
    const mumbai = synthStage({ stage: 'prod', region: 'ap-south-1' });
    expect(mumbai.club.edge.region).toBe('ap-south-1');
    expect(mumbai.club.waf!.region).toBe('us-east-1');
    const distribution = Object.values(mumbai.template(mumbai.club.edge).findResources('AWS::CloudFront::Distribution'))[0]!;
    // Read across regions at deploy time (CDK's cross-region reference), not a hard-coded ARN.
    expect(JSON.stringify(distribution.Properties.DistributionConfig.WebACLId)).toMatch(/Fn::GetAtt|Ref/);
  });
});

describe('admin e-mails context', () => {
  it('gives ADMIN_EMAILS (checked, lower-cased) to the sign-in callback alone, and refuses a bad list', () => {
    // adminEmails='Venkat.Rao@example.com, ops@example.com' (optionsStage).
    const stage = optionsStage();
    const withAdmins: string[] = [];
    for (const stack of stage.club.api) {
      for (const fn of Object.values(stage.template(stack).findResources('AWS::Lambda::Function'))) {
        if (ENV.adminEmails in fn.Properties.Environment.Variables) withAdmins.push(fn.Properties.FunctionName);
        if (fn.Properties.FunctionName === 'club-options-auth-callback') {
          expect(fn.Properties.Environment.Variables[ENV.adminEmails]).toBe('venkat.rao@example.com,ops@example.com');
        }
      }
    }
    expect(withAdmins).toEqual(['club-options-auth-callback']);
    expect(() => synthStage({ stage: 'admintest', context: { adminEmails: 'venkat' } })).toThrow(/adminEmails must be e-mail addresses/);
  });
});

describe('schedules table', () => {
  // A fixture entry reusing an existing module as its entry file; bundling is skipped in tests.
  let fixture: SynthesizedStage;
  beforeAll(() => {
    fixture = synthStage({
      stage: 'jobtest',
      schedules: { nudges: { schedule: 'rate(1 hour)', handlerFile: 'src/features/auth/http/get-user.ts' as never, access: 'write', summary: 'fixture' } },
    });
  });

  it('builds one schedule per entry with retries and a dead-letter queue for undelivered and failed runs', () => {
    const template = fixture.template(fixture.club.schedules!);
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      Name: 'club-jobtest-nudges',
      ScheduleExpression: 'rate(1 hour)',
      Target: Match.objectLike({
        RetryPolicy: {
          MaximumRetryAttempts: SCHEDULER_RETRY_POLICY.maximumRetryAttempts,
          MaximumEventAgeInSeconds: SCHEDULER_RETRY_POLICY.maximumEventAgeInSeconds,
        },
        DeadLetterConfig: { Arn: Match.anyValue() },
      }),
    });
    template.resourceCountIs('AWS::SQS::Queue', 1);
    // A run's own failures (Scheduler invokes asynchronously) go to the same queue after Lambda's retries.
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      MaximumRetryAttempts: SCHEDULED_FUNCTION_RETRIES,
      DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
    });
  });

  it('gives every function, routes and schedules alike, each variable a cloud stage requires (they would fail at cold start)', () => {
    for (const stack of [...fixture.club.api, fixture.club.schedules!]) {
      const functions = fixture.template(stack).findResources('AWS::Lambda::Function');
      expect(Object.keys(functions).length, stack.stackName).toBeGreaterThan(0);
      for (const [id, fn] of Object.entries(functions)) {
        const variables = Object.keys(fn.Properties.Environment.Variables);
        expect(variables, `${stack.stackName}/${id}`).toEqual(expect.arrayContaining([...cloudRequiredEnv(), ENV.cognitoUserPoolId]));
        // The client secret is read from Cognito, never put into configuration.
        expect(variables, `${stack.stackName}/${id}`).not.toContain(ENV.oidcClientSecret);
        // No --enable-source-maps: it parses the bundle's map at every cold start (the logger decodes stacks instead).
        expect(variables, `${stack.stackName}/${id}`).not.toContain('NODE_OPTIONS');
      }
    }
  });
});

describe('custom domain', () => {
  it("admits exactly the custom domain's origin in the deal-room bucket's CORS", () => {
    // domainName=club.example.com with its certificate (optionsStage).
    const stage = optionsStage();
    const buckets = Object.values(stage.template(stage.club.dealRooms).findResources('AWS::S3::Bucket'));
    const rules = buckets.flatMap((b) => b.Properties.CorsConfiguration?.CorsRules ?? []);
    expect(rules).toHaveLength(1);
    expect(rules[0].AllowedOrigins).toEqual(['https://club.example.com']);
    expect([...rules[0].AllowedMethods].sort()).toEqual(['GET', 'PUT']);
  });
});

describe('cdk-nag gate', () => {
  it('fails synth on an unacknowledged finding', () => {
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
    new Bucket(new Stack(app, 'Probe'), 'OpenBucket');
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    expect(() => app.synth()).toThrow();
  });
});

describe('stage names', () => {
  it('refuses a stage name that cannot name resources', () => {
    expect(() => synthStage({ stage: 'Prod_1' })).toThrow(/lower-case/);
  });
});

describe('audit retention context', () => {
  it('gives AUDIT_RETENTION_DAYS to every route function when set, to none by default, and refuses a bad value', () => {
    const retained = (stage: SynthesizedStage) => {
      const values = stage.club.api.flatMap((stack) =>
        Object.values(stage.template(stack).findResources('AWS::Lambda::Function')).map((fn) => fn.Properties.Environment.Variables[ENV.auditRetentionDays]),
      );
      expect(values.length).toBe(Object.keys(routes).length);
      return new Set(values);
    };
    // auditRetentionDays=2555 (optionsStage); the dev stage has none.
    expect(retained(optionsStage())).toEqual(new Set(['2555']));
    expect(retained(devStage())).toEqual(new Set([undefined]));
    expect(() => synthStage({ stage: 'audittest', context: { auditRetentionDays: 'forever' } })).toThrow(/auditRetentionDays must be a whole number/);
  });
});
