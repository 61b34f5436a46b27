import fs from 'node:fs';
import path from 'node:path';
import { CfnOutput, Duration, RemovalPolicy, Stack, Token, Validations, type StackProps } from 'aws-cdk-lib';
import { HttpApi, type IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type CfnBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import type { StageConfig } from '../stage-config.js';

/**
 * The CSP the React build works under: own scripts and API, inline styles from Amplify UI, https images;
 * `connectSources` are the other origins the page may fetch from (the deal-room bucket's presigned URLs).
 */
export const siteCsp = (connectSources: readonly string[] = []): string =>
  `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; font-src 'self' data:; connect-src ${["'self'", ...connectSources].join(' ')}; frame-ancestors 'none'; base-uri 'self'; form-action 'self' https://*.amazoncognito.com`;

/**
 * EdgeStack: what the browser meets: the HTTP API (its routes come from
 * ApiStack), the private web bucket and the CloudFront distribution that
 * serves the build and sends /api/* to the API.
 */
export class EdgeStack extends Stack {
  readonly httpApi: IHttpApi;
  readonly siteUrl: string;

  constructor(
    scope: Construct,
    id: string,
    props: StackProps & {
      config: StageConfig;
      /** WafStack's web ACL, when the stage has one. */
      webAclArn?: string;
      /** Origins besides the site the page fetches from (CSP connect-src). @default none */
      connectSources?: readonly string[];
    },
  ) {
    super(scope, id, props);
    const { config } = props;
    const removalPolicy = config.isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    const api = new HttpApi(this, 'HttpApi', { apiName: `club-${config.stage}`, createDefaultStage: false });
    this.httpApi = api;

    const logBucket = new Bucket(this, 'LogBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logging writes with ACLs.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy,
      autoDeleteObjects: !config.isProd,
    });
    Validations.of(logBucket).acknowledge({ id: 'AwsSolutions-S1', reason: 'This is the access-log bucket itself; logging it into itself would loop.' });

    const siteBucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: logBucket,
      serverAccessLogsPrefix: 'site-bucket/',
      removalPolicy,
      autoDeleteObjects: !config.isProd,
    });

    // Client-side routes have no file: answer them with index.html. /api is another behaviour, so its 404s stay 404.
    const spaFallback = new CloudFrontFunction(this, 'SpaFallback', {
      functionName: `club-${config.stage}-spa-fallback`,
      code: FunctionCode.fromInline(
        "function handler(event) { var r = event.request; if (!/\\.[a-zA-Z0-9]+$/.test(r.uri)) { r.uri = '/index.html'; } return r; }",
      ),
    });
    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      responseHeadersPolicyName: `club-${config.stage}-security-headers`,
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: siteCsp(props.connectSources), override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      },
    });

    const apiDomain = `${api.apiId}.execute-api.${this.region}.amazonaws.com`;
    const distribution = new Distribution(this, 'Distribution', {
      comment: `Telugu Executive Club (${config.stage})`,
      defaultRootObject: 'index.html',
      webAclId: props.webAclArn,
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket,
      logFilePrefix: 'cloudfront/',
      ...(config.domainName && config.certificateArn
        ? {
            domainNames: [config.domainName],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        responseHeadersPolicy: headers,
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(apiDomain),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Cookies, query strings and headers (Origin, Sec-Fetch-Site, User-Agent), but API Gateway's own Host.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
        },
      },
    });
    if (!config.domainName) {
      Validations.of(distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain the default *.cloudfront.net certificate is used and CloudFront fixes its TLS policy; with domainName/certificateArn context the distribution uses TLSv1.2_2021.',
      });
    }
    Validations.of(distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'A members-only club for executives worldwide: no geographic restriction is wanted.',
    });
    if (!props.webAclArn) {
      Validations.of(distribution).acknowledge({
        id: 'AwsSolutions-CFR2',
        reason:
          'This stage runs without its WAF web ACL (opt in with -c waf=true; prod always has it); per-route API Gateway throttling and session checks still guard the API.',
      });
    }

    this.siteUrl = config.domainName ? `https://${config.domainName}` : `https://${distribution.distributionDomainName}`;

    const index = path.join(config.webDistDir, 'index.html');
    if (!fs.existsSync(index)) {
      throw new Error(`No web build at ${config.webDistDir}: run \`npm run build:web\` before synth or deploy.`);
    }
    // Two passes over one asset. Vite's hashed files under assets/ first: cached for a year and never pruned,
    // so a page loaded before a deploy can still fetch its lazy chunks. Then the rest (index.html, public/
    // files): revalidated on every load, old ones pruned, and CloudFront invalidated.
    const build = Source.asset(config.webDistDir);
    const hashedAssets = new BucketDeployment(this, 'DeployWebAssets', {
      sources: [build],
      destinationBucket: siteBucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      memoryLimit: 512,
    });
    const entryFiles = new BucketDeployment(this, 'DeployWeb', {
      sources: [build],
      destinationBucket: siteBucket,
      exclude: ['assets/*'],
      cacheControl: [CacheControl.noCache()],
      distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    entryFiles.node.addDependency(hashedAssets);
    // CDK's own deployment function: its policy and runtime are CDK's, scoped to the asset and site buckets.
    // With partition literals on (cdk.json) the ARN carries `aws`; plain apps (tests) keep the token.
    const partition = Token.isUnresolved(this.partition) ? '<AWS::Partition>' : this.partition;
    const siteBucketId = this.resolve(this.getLogicalId(siteBucket.node.defaultChild as CfnBucket)) as string;
    const deployment = 'CDK BucketDeployment copies the build from the CDK asset bucket into the site bucket and invalidates CloudFront';
    Validations.of(this).acknowledge(
      ...['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'].map((action) => ({
        id: `AwsSolutions-IAM5[Action::${action}]`,
        reason: `${deployment}; CDK grants ${action} on those two buckets only.`,
      })),
      {
        id: `AwsSolutions-IAM5[Resource::arn:${partition}:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-${this.region}/*]`,
        reason: `${deployment}: it reads the uploaded build asset.`,
      },
      { id: `AwsSolutions-IAM5[Resource::<${siteBucketId}.Arn>/*]`, reason: `${deployment}: it writes and prunes the site's objects.` },
      { id: 'AwsSolutions-IAM5[Resource::*]', reason: `${deployment}: cloudfront:CreateInvalidation has no resource-level scoping in CDK's grant.` },
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: `${deployment}: log writing policy of CDK's function.`,
      },
      { id: 'AwsSolutions-L1', reason: `${deployment}: its runtime is chosen by aws-cdk-lib and moves with CDK upgrades.` },
      { id: 'Serverless-LambdaLatestVersion', reason: `${deployment}: its runtime is chosen by aws-cdk-lib.` },
      { id: 'Serverless-LambdaDLQ', reason: `${deployment}: a CloudFormation custom resource, retried by CloudFormation itself.` },
      { id: 'Serverless-LambdaTracing', reason: `${deployment}: runs only during deploys.` },
    );

    new CfnOutput(this, 'SiteUrl', { value: this.siteUrl, exportName: `club-${config.stage}-site-url` });
    new CfnOutput(this, 'ApiEndpoint', { value: api.apiEndpoint, exportName: `club-${config.stage}-api-endpoint` });
  }
}
