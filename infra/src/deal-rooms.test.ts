import fs from 'node:fs';
import path from 'node:path';
import { App, Stack, Validations } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { AwsSolutionsChecks, ServerlessChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENV, EXPORT_VALID_DAYS } from '@club/shared';
import { ClubFunction } from './constructs/club-function.js';
import {
  DEAL_ROOM_DOWNLOADS_PREFIX,
  DEAL_ROOM_UPLOAD_HEADERS,
  DOWNLOAD_DAYS,
  VIEW_COPY_DAYS,
  DealRoomsStack,
  INCOMPLETE_UPLOAD_DAYS,
  NONCURRENT_VERSION_DAYS,
} from './stacks/deal-rooms-stack.js';
import { stageConfig } from './stage-config.js';

const SITE = 'https://club.example.com';
const env = { region: 'ap-south-1' };
type Resources = Record<string, { Type: string; Properties: any; DeletionPolicy?: string; Metadata?: any }>;

/**
 * The deal-room stack on its own, with three functions beside it (a `files: 'write'`, a `files: 'read'`
 * and a route without files) reusing an existing handler as entry; bundling skipped, cdk-nag on.
 */
function synthDealRooms(stage: string, { cloudFormationValidation = false } = {}) {
  const app = new App({ builtinCloudFormationValidation: cloudFormationValidation, context: { stage, 'aws:cdk:bundling-stacks': [] } });
  const config = stageConfig(app, { webDistDir: 'unused' });
  const rooms = new DealRoomsStack(app, `club-${stage}-deal-rooms`, { env, config, siteUrl: SITE });
  const routes = new Stack(app, `club-${stage}-routes`, { env });
  const table = TableV2.fromTableName(routes, 'Table', `club-${stage}`);
  const fn = (id: string, files?: 'read' | 'write') =>
    new ClubFunction(routes, id, {
      handlerFile: 'src/features/auth/http/get-user.ts',
      functionName: `club-${stage}-${id.toLowerCase()}`,
      description: id,
      access: 'write',
      table,
      environment: { [ENV.stage]: stage },
      ...(files ? { files: { access: files, store: rooms.store } } : {}),
    });
  const functions = { writer: fn('Writer', 'write'), reader: fn('Reader', 'read'), plain: fn('Plain') };
  Validations.of(app).addPlugins(
    new AwsSolutionsChecks(app, { writeSuppressionsToCloudFormation: true }),
    new ServerlessChecks(app, { writeSuppressionsToCloudFormation: true }),
  );
  // Throws on any unacknowledged cdk-nag finding.
  const assembly = app.synth();
  return { rooms, routes, functions, outdir: assembly.directory, template: Template.fromStack(rooms), routesTemplate: Template.fromStack(routes) };
}

const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

describe('deal-room bucket (dev)', () => {
  let dev: ReturnType<typeof synthDealRooms>;
  let resources: Resources;
  const only = (type: string) => {
    const found = Object.entries(resources).filter(([, r]) => r.Type === type);
    return found;
  };
  /** The documents bucket: the one with CORS. */
  const documents = () => only('AWS::S3::Bucket').find(([, r]) => r.Properties.CorsConfiguration)!;
  const logs = () => only('AWS::S3::Bucket').find(([, r]) => !r.Properties.CorsConfiguration)!;
  const policyOf = (bucketId: string) => only('AWS::S3::BucketPolicy').find(([, p]) => p.Properties.Bucket.Ref === bucketId)![1].Properties.PolicyDocument;

  beforeAll(() => {
    // Its cdk-nag test reads the CloudFormation validation report too.
    dev = synthDealRooms('dev', { cloudFormationValidation: true });
    resources = dev.template.toJSON().Resources as Resources;
  });

  it('encrypts with the stage key (rotation on) and a bucket key', () => {
    const keys = only('AWS::KMS::Key');
    expect(keys).toHaveLength(1);
    const [keyId, key] = keys[0]!;
    expect(key.Properties.EnableKeyRotation).toBe(true);
    dev.template.hasResourceProperties('AWS::KMS::Alias', { AliasName: 'alias/club-dev-deal-rooms', TargetKeyId: { 'Fn::GetAtt': [keyId, 'Arn'] } });
    expect(documents()[1].Properties.BucketEncryption.ServerSideEncryptionConfiguration).toEqual([
      { BucketKeyEnabled: true, ServerSideEncryptionByDefault: { SSEAlgorithm: 'aws:kms', KMSMasterKeyID: { 'Fn::GetAtt': [keyId, 'Arn'] } } },
    ]);
  });

  it('blocks all public access, versions objects, and disables ACLs', () => {
    const bucket = documents()[1].Properties;
    expect(bucket.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(bucket.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(bucket.OwnershipControls).toEqual({ Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] });
  });

  it('refuses any request without TLS 1.2 in both buckets', () => {
    for (const [bucketId] of [documents(), logs()]) {
      const statements = policyOf(bucketId).Statement as any[];
      const denies = statements.filter((s) => s.Effect === 'Deny');
      expect(denies, bucketId).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ Action: 's3:*', Principal: { AWS: '*' }, Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          expect.objectContaining({ Action: 's3:*', Principal: { AWS: '*' }, Condition: { NumericLessThan: { 's3:TlsVersion': 1.2 } } }),
        ]),
      );
      // The deny covers the bucket and every object.
      for (const deny of denies) expect(JSON.stringify(deny.Resource), bucketId).toMatch(/\/\*/);
    }
  });

  it("lets the browser PUT and GET from the site's origin only, with the presigned upload's headers", () => {
    const rules = documents()[1].Properties.CorsConfiguration.CorsRules;
    expect(rules).toHaveLength(1);
    expect(rules[0].AllowedOrigins).toEqual([SITE]);
    expect([...rules[0].AllowedMethods].sort()).toEqual(['GET', 'PUT']);
    expect(rules[0].AllowedHeaders).toEqual(expect.arrayContaining(DEAL_ROOM_UPLOAD_HEADERS));
    expect(rules[0].AllowedHeaders).not.toContain('*');
  });

  it('expires old versions after 90 days, stamped downloads after a day, and aborts stale multipart uploads', () => {
    const rules = documents()[1].Properties.LifecycleConfiguration.Rules as any[];
    const rule = (id: string) => rules.find((r) => r.Id === id);
    expect(rule('noncurrent-versions')).toMatchObject({
      Status: 'Enabled',
      NoncurrentVersionExpiration: { NoncurrentDays: NONCURRENT_VERSION_DAYS },
      ExpiredObjectDeleteMarker: true,
      AbortIncompleteMultipartUpload: { DaysAfterInitiation: INCOMPLETE_UPLOAD_DAYS },
    });
    expect(rule('noncurrent-versions').Prefix).toBeUndefined();
    expect(NONCURRENT_VERSION_DAYS).toBe(90);
    expect(rule('stamped-downloads')).toMatchObject({
      Status: 'Enabled',
      Prefix: 'deal-rooms/downloads/',
      ExpirationInDays: DOWNLOAD_DAYS,
      NoncurrentVersionExpiration: { NoncurrentDays: DOWNLOAD_DAYS },
    });
    expect(DEAL_ROOM_DOWNLOADS_PREFIX).toBe('deal-rooms/downloads/');
    expect(rule('stamped-views')).toMatchObject({ Status: 'Enabled', Prefix: 'deal-rooms/views/', ExpirationInDays: VIEW_COPY_DAYS });
    expect(VIEW_COPY_DAYS).toBe(2);

    // Members' exports are served 7 days and gone the day after.
    expect(rule('member-exports')).toMatchObject({ Status: 'Enabled', Prefix: 'deal-rooms/member-exports/', ExpirationInDays: EXPORT_VALID_DAYS + 1 });
    expect(DOWNLOAD_DAYS).toBe(1);
    expect(INCOMPLETE_UPLOAD_DAYS).toBe(1);
  });

  it('logs every request to an encrypted, private, expiring log bucket delivered by bucket policy', () => {
    const [logId, logBucket] = logs();
    expect(documents()[1].Properties.LoggingConfiguration).toEqual({ DestinationBucketName: { Ref: logId }, LogFilePrefix: 'deal-room-bucket/' });
    expect(logBucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration).toEqual([{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }]);
    expect(logBucket.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(logBucket.Properties.LifecycleConfiguration.Rules).toEqual([expect.objectContaining({ Status: 'Enabled', ExpirationInDays: 90 })]);
    const delivery = (policyOf(logId).Statement as any[]).find((s) => s.Principal?.Service === 'logging.s3.amazonaws.com');
    expect(delivery).toMatchObject({ Effect: 'Allow', Action: 's3:PutObject' });
    expect(logBucket.Properties.AccessControl).toBeUndefined();
  });

  it('is destroyed with a non-prod stage (objects emptied first), key included', () => {
    for (const [id, bucket] of only('AWS::S3::Bucket')) expect(bucket.DeletionPolicy, id).toBe('Delete');
    expect(only('AWS::KMS::Key')[0]![1].DeletionPolicy).toBe('Delete');
    expect(only('Custom::S3AutoDeleteObjects')).toHaveLength(2);
  });

  /** The role policy statements of one function, by its construct. */
  const statementsOf = (fn: ClubFunction): any[] => {
    const roleId = dev.routes.getLogicalId(fn.fn.role!.node.defaultChild as never);
    return Object.values(dev.routesTemplate.findResources('AWS::IAM::Policy'))
      .filter((p) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === roleId))
      .flatMap((p) => p.Properties.PolicyDocument.Statement);
  };
  const variablesOf = (fn: ClubFunction) => {
    const id = dev.routes.getLogicalId(fn.fn.node.defaultChild as never);
    return dev.routesTemplate.toJSON().Resources[id].Properties.Environment.Variables as Record<string, unknown>;
  };
  const bucketName = () => dev.routes.resolve(dev.rooms.store.bucketName);
  const objectsArn = () => dev.routes.resolve(dev.rooms.store.objectsArn);
  const service = (prefix: string) => (s: any) => asArray(s.Action).some((a: string) => a.startsWith(prefix));

  it("gives a files 'write' function Get/Put/Delete on deal-rooms/* and Decrypt/GenerateDataKey on the key via S3, and the bucket's name", () => {
    const statements = statementsOf(dev.functions.writer);
    const s3 = statements.filter(service('s3:'));
    expect(s3).toHaveLength(1);
    expect(s3[0].Action).toEqual(['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:DeleteObjectVersion']);
    expect(s3[0].Resource).toEqual(objectsArn());
    expect(JSON.stringify(s3[0].Resource)).toMatch(/\/deal-rooms\/\*"/);
    const kms = statements.filter(service('kms:'));
    expect(kms).toHaveLength(1);
    expect(kms[0].Action).toEqual(['kms:Decrypt', 'kms:GenerateDataKey']);
    expect(JSON.stringify(kms[0].Resource)).toMatch(/ImportValue.*DealRoomKey/);
    expect(kms[0].Condition).toEqual({ StringEquals: { 'kms:ViaService': 's3.ap-south-1.amazonaws.com' } });
    expect(variablesOf(dev.functions.writer)[ENV.dealRoomBucket]).toEqual(bucketName());
  });

  it("gives a files 'read' function GetObject and Decrypt only", () => {
    const statements = statementsOf(dev.functions.reader);
    expect(statements.filter(service('s3:')).map((s) => s.Action)).toEqual(['s3:GetObject']);
    expect(statements.filter(service('kms:')).map((s) => s.Action)).toEqual(['kms:Decrypt']);
    expect(variablesOf(dev.functions.reader)[ENV.dealRoomBucket]).toEqual(bucketName());
  });

  it('gives a function without files neither S3 nor KMS access nor the bucket setting', () => {
    const statements = statementsOf(dev.functions.plain);
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.filter(service('s3:'))).toEqual([]);
    expect(statements.filter(service('kms:'))).toEqual([]);
    expect(variablesOf(dev.functions.plain)).not.toHaveProperty(ENV.dealRoomBucket);
  });

  it('names the bucket the grants and the setting name: the same stage, account and region', () => {
    const [, bucket] = documents();
    expect(bucket.Properties.BucketName).toEqual(dev.rooms.resolve(dev.rooms.store.bucketName));
    expect(JSON.stringify(bucket.Properties.BucketName)).toMatch(/club-dev-rooms-.*AWS::AccountId.*AWS::Region/);
  });

  it('is cdk-nag clean, acknowledging only the prefix grant and CDK’s own auto-delete function', () => {
    const report = JSON.parse(fs.readFileSync(path.join(dev.outdir, 'validation-report.json'), 'utf8')) as {
      pluginReports: { pluginName: string; conclusion: string; violations: unknown[] }[];
    };
    for (const plugin of report.pluginReports) expect(plugin.violations, plugin.pluginName).toEqual([]);
    const acknowledged = [dev.template, dev.routesTemplate].flatMap((t) =>
      Object.values(t.toJSON().Resources as Resources).flatMap((r) => (r.Metadata?.cdk_nag?.rules_to_suppress ?? []).map((s: { id: string }) => s.id)),
    );
    const iam5 = acknowledged.filter((id) => id.startsWith('AwsSolutions-IAM5'));
    expect(new Set(iam5)).toEqual(
      new Set(['AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::club-dev-rooms-<AWS::AccountId>-<AWS::Region>/deal-rooms/*]']),
    );
    // The documents bucket itself acknowledges nothing: it meets every rule.
    const documentsId = documents()[0];
    expect(resources[documentsId]!.Metadata?.cdk_nag).toBeUndefined();
  });
});

describe('deal-room bucket (prod)', () => {
  it('retains the bucket, its key and its logs, without auto-delete', () => {
    const prod = synthDealRooms('prod');
    const template = prod.template;
    template.allResources('AWS::S3::Bucket', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
    template.hasResource('AWS::KMS::Key', { DeletionPolicy: 'Retain', Properties: Match.objectLike({ EnableKeyRotation: true }) });
    template.resourceCountIs('Custom::S3AutoDeleteObjects', 0);
    template.hasResourceProperties('AWS::S3::Bucket', { LifecycleConfiguration: { Rules: [Match.objectLike({ ExpirationInDays: 365 })] } });
  });
});
