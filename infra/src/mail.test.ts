import fs from 'node:fs';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENV, TABLE, schedules, type ScheduleDef } from '@club/shared';
import { OUTBOX_STREAM_FILTER } from '@club/functions/handlers';
import { stageConfig } from './stage-config.js';
import { MAIL_EVENT_RETRIES, OUTBOX_STREAM_RETRIES, SES_SEND_ACTIONS } from './stacks/schedules-stack.js';
import { synthStage as synthWholeStage } from './test/synth-stage.js';
import { functionGrants } from './test/function-grants.js';

type Resources = Record<string, { Type: string; Properties: any; Metadata?: any }>;
const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

/** The product's schedules plus one that only writes outbox items (like a reminder job): it must get no SES rights. */
const SCHEDULES: Record<string, ScheduleDef> = {
  ...schedules,
  'writes-outbox': {
    schedule: 'rate(1 hour)',
    handlerFile: 'src/features/network/jobs/smart-nudges.ts',
    access: 'write',
    summary: 'fixture: writes outbox items only',
  },
};

/** A whole stage with the given context and SCHEDULES; bundling skipped, cdk-nag on (synth throws on a finding). */
const synthStage = (stage: string, context: Record<string, string>, options: { cloudFormationValidation?: boolean } = {}) =>
  synthWholeStage({ stage, context, schedules: SCHEDULES, ...options });

describe('stage with a mail domain (-c mailFrom=club@example.org)', () => {
  let stage: ReturnType<typeof synthStage>;
  let mail: Template;
  let jobs: Template;
  beforeAll(() => {
    // Its last test reads the CloudFormation validation report.
    stage = synthStage('dev', { mailFrom: 'Club@Example.org' }, { cloudFormationValidation: true });
    mail = stage.template(stage.club.mail!);
    jobs = stage.template(stage.club.schedules!);
  });

  it('verifies the sender’s domain with Easy DKIM (2048-bit) and outputs the three DKIM records', () => {
    mail.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'example.org',
      DkimAttributes: { SigningEnabled: true },
      DkimSigningAttributes: { NextSigningKeyLength: 'RSA_2048_BIT' },
    });
    mail.resourceCountIs('AWS::SES::EmailIdentity', 1);
    const outputs = mail.toJSON().Outputs as Record<string, unknown>;
    expect(Object.keys(outputs).filter((key) => key.startsWith('DkimRecord'))).toHaveLength(3);
    mail.hasOutput('MailFrom', { Value: 'club@example.org' });
  });

  it('has the stage’s configuration set, publishing bounces and complaints (nothing else) to the default event bus', () => {
    mail.hasResourceProperties('AWS::SES::ConfigurationSet', { Name: 'club-dev' });
    const destinations = Object.values(mail.findResources('AWS::SES::ConfigurationSetEventDestination'));
    expect(destinations).toHaveLength(1);
    const destination = destinations[0]!.Properties;
    expect(destination.ConfigurationSetName).toMatchObject({ Ref: expect.any(String) });
    expect([...destination.EventDestination.MatchingEventTypes].sort()).toEqual(['bounce', 'complaint']);
    expect(destination.EventDestination.Enabled).toBe(true);
    expect(JSON.stringify(destination.EventDestination.EventBridgeDestination.EventBusArn)).toContain('event-bus/default');
  });

  it('routes this configuration set’s bounce and complaint events to the suppression function, with retries and the jobs DLQ', () => {
    const rules = Object.values(jobs.findResources('AWS::Events::Rule'));
    expect(rules).toHaveLength(1);
    const rule = rules[0]!.Properties;
    expect(rule.EventPattern).toEqual({
      source: ['aws.ses'],
      'detail-type': ['Email Bounced', 'Email Complaint Received'],
      detail: { mail: { tags: { 'ses:configuration-set': ['club-dev'] } } },
    });
    expect(rule.EventBusName).toBeUndefined();
    const [target] = rule.Targets;
    const functions = jobs.toJSON().Resources as Resources;
    const targetFn = functions[target.Arn['Fn::GetAtt'][0]]!;
    expect(targetFn.Properties.FunctionName).toBe('club-dev-mail-events');
    expect(target.DeadLetterConfig.Arn['Fn::GetAtt'][0]).toMatch(/JobDeadLetters/);
    expect(target.RetryPolicy).toEqual({
      MaximumRetryAttempts: MAIL_EVENT_RETRIES.retryAttempts,
      MaximumEventAgeInSeconds: MAIL_EVENT_RETRIES.maxEventAge.toSeconds(),
    });
    // EventBridge may invoke the function (the subscription).
    jobs.hasResourceProperties('AWS::Lambda::Permission', { Principal: 'events.amazonaws.com', Action: 'lambda:InvokeFunction' });
  });

  it('streams new images of the table to the outbox consumer, filtered to new pending outbox items, failures to the jobs DLQ', () => {
    const data = stage.template(stage.club.data);
    data.hasResourceProperties('AWS::DynamoDB::GlobalTable', { StreamSpecification: { StreamViewType: 'NEW_IMAGE' } });
    // The outbox consumer's mapping (the search index's consumer has its own: search.test.ts).
    const functions = jobs.toJSON().Resources as Resources;
    const mappings = Object.values(jobs.findResources('AWS::Lambda::EventSourceMapping')).filter(
      (mapping) => functions[mapping.Properties.FunctionName.Ref]!.Properties.FunctionName === 'club-dev-mail-outbox-stream',
    );
    expect(mappings).toHaveLength(1);
    const mapping = mappings[0]!.Properties;
    expect(JSON.stringify(mapping.EventSourceArn)).toContain('StreamArn');
    expect(mapping.StartingPosition).toBe('LATEST');
    expect(mapping.MaximumRetryAttempts).toBe(OUTBOX_STREAM_RETRIES.retryAttempts);
    expect(JSON.stringify(mapping.DestinationConfig.OnFailure.Destination)).toContain('JobDeadLetters');
    expect(mapping.FilterCriteria.Filters).toHaveLength(1);
    expect(JSON.parse(mapping.FilterCriteria.Filters[0].Pattern)).toEqual({
      eventName: ['INSERT'],
      dynamodb: { NewImage: { [TABLE.entityAttribute]: { S: [OUTBOX_STREAM_FILTER.entity] }, status: { S: [OUTBOX_STREAM_FILTER.status] } } },
    });
    expect(functions[mapping.FunctionName.Ref]!.Properties.FunctionName).toBe('club-dev-mail-outbox-stream');
  });

  it('lets exactly the sending functions send, on the identity and configuration set only, with MAIL_FROM and the configuration set', () => {
    const grants = functionGrants(jobs);
    const senders = grants.filter((fn) => fn.statements.some((s) => asArray(s.Action).some((a) => a.startsWith('ses:'))));
    expect(senders.map((fn) => fn.name).sort()).toEqual(['club-dev-job-mail-outbox', 'club-dev-mail-outbox-stream']);
    for (const sender of senders) {
      const ses = sender.statements.filter((s) => asArray(s.Action).some((a) => a.startsWith('ses:')));
      expect(ses, sender.name).toHaveLength(1);
      expect([...asArray(ses[0]!.Action)].sort()).toEqual([...SES_SEND_ACTIONS].sort());
      const resources = asArray(ses[0]!.Resource).map((r) => JSON.stringify(r));
      expect(resources).toHaveLength(2);
      expect(resources.some((r) => r.includes(':identity/'))).toBe(true);
      expect(resources.some((r) => r.includes(':configuration-set/club-dev'))).toBe(true);
      for (const resource of resources) expect(resource).not.toMatch(/\*/);
      expect(sender.variables[ENV.mailFrom]).toBe('club@example.org');
      expect(sender.variables[ENV.sesConfigurationSet]).toBe('club-dev');
      // The unsubscribe links' key comes from the app client's secret: the user pool's client read, nothing wider.
      const cognito = sender.statements.filter((s) => asArray(s.Action).some((a) => a.startsWith('cognito-idp:')));
      expect(
        cognito.flatMap((s) => asArray(s.Action)),
        sender.name,
      ).toEqual(['cognito-idp:DescribeUserPoolClient']);
      expect(JSON.stringify(cognito[0]!.Resource)).toContain('UserPool');
    }
    // The schedules that only write outbox items (and every other function) get neither SES rights nor the sender.
    for (const other of grants.filter((fn) => !senders.includes(fn))) {
      expect(other.variables[ENV.mailFrom], other.name).toBeUndefined();
    }
    expect(grants.map((fn) => fn.name)).toContain('club-dev-job-writes-outbox');
    // Stream reading is this table's stream only.
    const consumer = grants.find((fn) => fn.name === 'club-dev-mail-outbox-stream')!;
    const stream = consumer.statements.find((s) => asArray(s.Action).includes('dynamodb:GetRecords'))!;
    expect(JSON.stringify(stream.Resource)).toContain('StreamArn');
    expect(asArray(stream.Resource)).toHaveLength(1);
  });

  it('passes cdk-nag with reasoned acknowledgements only', () => {
    const report = JSON.parse(fs.readFileSync(path.join(stage.outdir, 'validation-report.json'), 'utf8')) as {
      pluginReports: { pluginName: string; conclusion: string; violations: unknown[] }[];
    };
    for (const plugin of report.pluginReports) expect(plugin.violations, plugin.pluginName).toEqual([]);
    for (const template of [mail, jobs]) {
      for (const resource of Object.values(template.toJSON().Resources as Resources)) {
        for (const { id, reason } of (resource.Metadata?.cdk_nag?.rules_to_suppress ?? []) as { id: string; reason: string }[]) {
          expect(reason.length, id).toBeGreaterThanOrEqual(40);
        }
      }
    }
  });
});

describe('stage with an address identity and sandbox test recipients', () => {
  it('verifies the address alone and each test recipient, and lets the senders name them', () => {
    const stage = synthStage('sandbox', { mailFrom: 'club@example.org', mailIdentity: 'address', mailTestRecipients: 'a@example.com, B@example.com' });
    const mail = stage.template(stage.club.mail!);
    const identities = Object.values(mail.findResources('AWS::SES::EmailIdentity')).map((r) => r.Properties.EmailIdentity as string);
    expect(identities.sort()).toEqual(['a@example.com', 'b@example.com', 'club@example.org']);
    expect(Object.keys(mail.toJSON().Outputs as object).filter((key) => key.startsWith('DkimRecord'))).toEqual([]);
    const sender = functionGrants(stage.template(stage.club.schedules!)).find((fn) => fn.name === 'club-sandbox-job-mail-outbox')!;
    const ses = sender.statements.find((s) => asArray(s.Action).includes('ses:SendEmail'))!;
    expect(asArray(ses.Resource)).toHaveLength(4);
  });
});

describe('stage without mailFrom', () => {
  it('builds no mail stack, leaves the sending schedule out, keeps the others, and warns at synth', () => {
    const stage = synthStage('nomail', {});
    expect(stage.club.mail).toBeUndefined();
    const names = functionGrants(stage.template(stage.club.schedules!)).map((fn) => fn.name);
    expect(names).toContain('club-nomail-job-writes-outbox');
    expect(names).not.toContain('club-nomail-job-mail-outbox');
    expect(names).not.toContain('club-nomail-mail-outbox-stream');
    const warnings = stage.club.data.node.metadata.filter((entry) => entry.type === 'aws:cdk:warning').map((entry) => String(entry.data));
    expect(warnings.some((w) => w.includes('sends no e-mail') && w.includes('mail-outbox'))).toBe(true);
  });
});

describe('mail context', () => {
  const config = (context: Record<string, string>) => stageConfig(new App({ context: { stage: 'dev', ...context } }), { webDistDir: 'unused' });

  it('takes a domain as club@<domain> and refuses bad values', () => {
    expect(config({ mailFrom: 'example.org' }).mail).toMatchObject({ from: 'club@example.org', identity: { kind: 'domain', domain: 'example.org' } });
    expect(config({}).mail).toBeUndefined();
    expect(() => config({ mailFrom: 'not a domain' })).toThrow(/mailFrom/);
    expect(() => config({ mailFrom: 'example.org', mailIdentity: 'address' })).toThrow(/address/);
    expect(() => config({ mailFrom: 'club@example.org', mailIdentity: 'dns' })).toThrow(/mailIdentity/);
    expect(() => config({ mailFrom: 'club@example.org', mailTestRecipients: 'x' })).toThrow(/mailTestRecipients/);
    expect(() => config({ mailTestRecipients: 'a@example.com' })).toThrow(/need mailFrom/);
  });
});
