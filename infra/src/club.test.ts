import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, Stack, Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLOUD_REQUIRED_ENV, ENV, routes, type RouteDef, type RouteId, type ScheduleDef } from '@club/shared';
import { buildClub, type ClubStacks } from './app-builder.js';
import { TABLE_WRITE_ACTIONS } from './constructs/club-function.js';
import { SCHEDULED_FUNCTION_RETRIES, SCHEDULER_RETRY_POLICY } from './stacks/schedules-stack.js';
import { API_STACK_COUNT, apiShardOf } from './api-shards.js';
import { TOKEN_LIFETIMES } from './stacks/auth-stack.js';

const MAX_RESOURCES = 500;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>test</title>');

/** Synthesizes a stage without bundling (unit tests), with cdk-nag on as in a real synth. */
function synthStage(stage: string, schedules?: Record<string, ScheduleDef>) {
  const app = new App({ context: { stage, webDistDir: webDist, 'aws:cdk:bundling-stacks': [] } });
  const club = buildClub(app, { schedules });
  // cdk-nag findings that are not acknowledged make synth throw.
  const assembly = app.synth();
  const templates = new Map<Stack, Template>();
  const template = (stack: ClubStacks['all'][number]) => {
    if (!templates.has(stack)) templates.set(stack, Template.fromStack(stack));
    return templates.get(stack)!;
  };
  return { club, template, outdir: assembly.directory };
}

const routeIds = Object.keys(routes) as RouteId[];
const route = (id: RouteId): RouteDef => routes[id];
const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

type Resources = Record<string, { Type: string; Properties: any; Metadata?: any }>;

describe('dev stage', () => {
  let dev: ReturnType<typeof synthStage>;
  /** All api stacks' resources in one map (logical ids are unique per stack; prefixed with the stack name). */
  let apiResources: Resources;
  const ofType = (type: string): Resources =>
    Object.fromEntries(Object.entries(apiResources).filter(([, r]) => r.Type === type));
  beforeAll(() => {
    dev = synthStage('dev');
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

  it('builds every function with the defaults: Node 22, arm64, memory, timeout, environment', () => {
    for (const stack of dev.club.api) {
      dev.template(stack).allResourcesProperties('AWS::Lambda::Function', {
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        MemorySize: 512,
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
          expect(statement.Condition, id).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['session#*'] } });
        }
      } else {
        expect(actions, id).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem']));
      }
      const cognito = statements.filter((s) => asArray(s.Action).some((a: string) => a.startsWith('cognito-idp:')));
      if (route(id).auth === 'public') {
        // Exactly DescribeUserPoolClient, on this stage's pool only.
        expect(cognito, id).toHaveLength(1);
        expect(cognito[0].Action, id).toBe('cognito-idp:DescribeUserPoolClient');
        expect(JSON.stringify(cognito[0].Resource), id).toMatch(/UserPool/);
      } else {
        expect(cognito, id).toHaveLength(0);
      }
    }
  });

  it('keeps every stack under 500 resources, with headroom for three times the routes', () => {
    const count = (stack: Stack) => Object.keys(dev.template(stack).toJSON().Resources).length;
    for (const stack of dev.club.all) expect(count(stack), stack.stackName).toBeLessThan(MAX_RESOURCES);
    // Api stacks hold only per-route resources, so they grow linearly with the routes they own.
    const apiCounts = dev.club.api.map((stack) => ({ stack: stack.stackName, resources: count(stack), routes: stack.functions.size }));
    const perRoute = apiCounts.reduce((sum, c) => sum + c.resources, 0) / routeIds.length;
    expect(apiCounts.every((c) => c.resources === c.routes * perRoute)).toBe(true);
    const atTriple = apiCounts.map((c) => ({ ...c, atTriple: c.resources * 3 }));
    const fullest = Math.max(...atTriple.map((c) => c.atTriple));
    console.log(
      [
        `${routeIds.length} routes over ${apiCounts.length} api stacks (${API_STACK_COUNT} possible), ${perRoute} resources a route:`,
        ...atTriple.map((c) => `  ${c.stack}: ${c.routes} routes, ${c.resources} resources; at 3x routes ${c.atTriple}`),
        `  room: ${Math.floor(MAX_RESOURCES / perRoute)} routes a stack, ~${API_STACK_COUNT * Math.floor(MAX_RESOURCES / perRoute)} in all if evenly spread`,
      ].join('\n'),
    );
    expect(fullest).toBeLessThan(MAX_RESOURCES);
  });

  it("lets members' LinkedIn pictures load: the site policy's img-src admits media.licdn.com", () => {
    const policies = Object.values(dev.template(dev.club.edge).findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    const csp: string = policies[0]!.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy;
    const imgSources = csp
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === 'img-src')!
      .slice(1);
    const admits = (host: string) => imgSources.some((source) => source === 'https:' || source === `https://${host}` || (source.startsWith('https://*.') && host.endsWith(source.slice(9))));
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
        CacheBehaviors: [Match.objectLike({ PathPattern: '/api/*', CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad' })],
        DefaultCacheBehavior: Match.objectLike({ FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })] }),
      }),
    });
    edge.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          ContentSecurityPolicy: Match.objectLike({ ContentSecurityPolicy: Match.stringLikeRegexp("default-src 'self'") }),
          StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: 63072000 }),
          FrameOptions: Match.objectLike({ FrameOption: 'DENY' }),
        }),
      }),
    });
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
    edge.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      DefaultRouteSettings: Match.objectLike({ ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 }),
      AccessLogSettings: Match.objectLike({ Format: Match.stringLikeRegexp('requestId') }),
    });
  });

  it('has no jobs stack while the schedules table is empty (no stub handlers)', () => {
    expect(dev.club.schedules).toBeUndefined();
  });
});

describe('prod stage', () => {
  it('retains the table with PITR and deletion protection', () => {
    const prod = synthStage('prod');
    prod.template(prod.club.data).hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        TableName: 'club-prod',
        Replicas: [Match.objectLike({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true }, DeletionProtectionEnabled: true })],
      }),
    });
    prod.template(prod.club.auth).hasResource('AWS::Cognito::UserPool', { DeletionPolicy: 'Retain' });
  });
});

describe('schedules table', () => {
  // A fixture entry reusing an existing module as its entry file; bundling is skipped in tests.
  let fixture: ReturnType<typeof synthStage>;
  beforeAll(() => {
    fixture = synthStage('jobtest', {
      nudges: { schedule: 'rate(1 hour)', handlerFile: 'src/http/auth/get-user.ts' as never, access: 'write', summary: 'fixture' },
    });
  });

  it('builds one schedule per entry with retries and a dead-letter queue for undelivered and failed runs', () => {
    const template = fixture.template(fixture.club.schedules!);
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      Name: 'club-jobtest-nudges',
      ScheduleExpression: 'rate(1 hour)',
      Target: Match.objectLike({
        RetryPolicy: { MaximumRetryAttempts: SCHEDULER_RETRY_POLICY.maximumRetryAttempts, MaximumEventAgeInSeconds: SCHEDULER_RETRY_POLICY.maximumEventAgeInSeconds },
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
        expect(variables, `${stack.stackName}/${id}`).toEqual(expect.arrayContaining([...CLOUD_REQUIRED_ENV, ENV.cognitoUserPoolId]));
        // The client secret is read from Cognito, never put into configuration.
        expect(variables, `${stack.stackName}/${id}`).not.toContain(ENV.oidcClientSecret);
      }
    }
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
    expect(() => synthStage('Prod_1')).toThrow(/lower-case/);
  });
});
