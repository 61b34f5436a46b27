import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes, type JobDef, type RouteDef, type RouteId } from '@club/shared';
import { buildClub, type ClubStacks } from './app-builder.js';
import { TABLE_WRITE_ACTIONS } from './constructs/club-function.js';
import { JOB_RETRY_POLICY } from './stacks/jobs-stack.js';

const MAX_RESOURCES = 500;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>test</title>');

/** Synthesizes a stage without bundling (unit tests), with cdk-nag on as in a real synth. */
function synthStage(stage: string, jobs?: Record<string, JobDef>) {
  const app = new App({ context: { stage, webDistDir: webDist, 'aws:cdk:bundling-stacks': [] } });
  const club = buildClub(app, { jobs });
  // cdk-nag findings that are not acknowledged make synth throw.
  app.synth();
  return { club, template: (stack: ClubStacks['all'][number]) => Template.fromStack(stack) };
}

const routeIds = Object.keys(routes) as RouteId[];
const route = (id: RouteId): RouteDef => routes[id];
const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

describe('dev stage', () => {
  let dev: ReturnType<typeof synthStage>;
  let api: Template;
  beforeAll(() => {
    dev = synthStage('dev');
    api = dev.template(dev.club.api);
  });

  it('has exactly one HTTP API route with a Lambda integration and its own function per route-table entry', () => {
    const httpRoutes = api.findResources('AWS::ApiGatewayV2::Route');
    const integrations = api.findResources('AWS::ApiGatewayV2::Integration');
    const functions = api.findResources('AWS::Lambda::Function');
    expect(Object.keys(httpRoutes)).toHaveLength(routeIds.length);
    expect(Object.keys(functions)).toHaveLength(routeIds.length);

    const targets = new Set<string>();
    for (const id of routeIds) {
      const key = `${route(id).method} ${route(id).path}`;
      const matching = Object.values(httpRoutes).filter((r) => r.Properties.RouteKey === key);
      expect(matching, key).toHaveLength(1);
      const integrationId = matching[0]!.Properties.Target['Fn::Join'][1][1].Ref as string;
      const integration = integrations[integrationId]!;
      expect(integration.Properties.IntegrationType).toBe('AWS_PROXY');
      const functionId = integration.Properties.IntegrationUri['Fn::GetAtt'][0] as string;
      expect(functions[functionId]!.Properties.FunctionName).toBe(`club-dev-${id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`);
      targets.add(functionId);
    }
    expect(targets.size).toBe(routeIds.length);
  });

  it('builds every function with the defaults: Node 22, arm64, memory, timeout, environment', () => {
    api.allResourcesProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      MemorySize: 512,
      Timeout: 10,
      Environment: {
        Variables: Match.objectLike({
          STAGE: 'dev',
          TABLE_NAME: Match.anyValue(),
          SITE_URL: Match.anyValue(),
          OIDC_ISSUER: Match.anyValue(),
          OIDC_CLIENT_ID: Match.anyValue(),
        }),
      },
    });
    expect(Object.keys(api.findResources('AWS::Logs::LogGroup'))).toHaveLength(routeIds.length);
  });

  it('never grants write access to a read route (only UpdateItem on session keys), nor Scan to anyone', () => {
    const functions = api.findResources('AWS::Lambda::Function');
    const policies = Object.values(api.findResources('AWS::IAM::Policy'));
    for (const id of routeIds) {
      const [functionId] = Object.entries(functions).find(([, f]) => f.Properties.Description.startsWith(`${route(id).method} ${route(id).path}:`))!;
      const roleId = functions[functionId]!.Properties.Role['Fn::GetAtt'][0];
      const statements = policies
        .filter((p) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === roleId))
        .flatMap((p) => p.Properties.PolicyDocument.Statement);
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
      const cognito = actions.includes('cognito-idp:DescribeUserPoolClient');
      expect(cognito, id).toBe(route(id).auth === 'public');
    }
  });

  it('keeps every stack under 500 resources, with headroom for three times the routes', () => {
    const counts = dev.club.all.map((stack) => ({
      stack: stack.stackName,
      resources: Object.keys(dev.template(stack).toJSON().Resources).length,
    }));
    for (const { stack, resources } of counts) expect(resources, stack).toBeLessThan(MAX_RESOURCES);
    const apiCount = counts.find((c) => c.stack === 'club-dev-api')!.resources;
    // The api stack holds only per-route resources, so it grows linearly with the route table.
    const perRoute = apiCount / routeIds.length;
    const atTripleRoutes = perRoute * routeIds.length * 3;
    console.log(`api stack: ${apiCount} resources for ${routeIds.length} routes (${perRoute}/route); 3x routes → ${atTripleRoutes}; room for ${Math.floor(MAX_RESOURCES / perRoute)} routes`);
    expect(atTripleRoutes).toBeLessThan(MAX_RESOURCES);
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
    edge.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      DefaultRouteSettings: Match.objectLike({ ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 }),
      AccessLogSettings: Match.objectLike({ Format: Match.stringLikeRegexp('requestId') }),
    });
  });

  it('has no jobs stack while the jobs table is empty (no stub handlers)', () => {
    expect(dev.club.jobs).toBeUndefined();
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

describe('jobs table', () => {
  it('builds one schedule per job with retries and a dead-letter queue', () => {
    // A fixture entry reusing an existing module as its entry file; bundling is skipped in tests.
    const fixture = synthStage('jobtest', {
      nudges: { schedule: 'rate(1 hour)', handlerFile: 'src/http/auth/get-user.ts' as never, access: 'write', summary: 'fixture' },
    });
    const jobs = fixture.template(fixture.club.jobs!);
    jobs.hasResourceProperties('AWS::Scheduler::Schedule', {
      Name: 'club-jobtest-nudges',
      ScheduleExpression: 'rate(1 hour)',
      Target: Match.objectLike({
        RetryPolicy: { MaximumRetryAttempts: JOB_RETRY_POLICY.maximumRetryAttempts, MaximumEventAgeInSeconds: JOB_RETRY_POLICY.maximumEventAgeInSeconds },
        DeadLetterConfig: { Arn: Match.anyValue() },
      }),
    });
    jobs.resourceCountIs('AWS::SQS::Queue', 1);
  });
});

describe('stage names', () => {
  it('refuses a stage name that cannot name resources', () => {
    expect(() => synthStage('Prod_1')).toThrow(/lower-case/);
  });
});
