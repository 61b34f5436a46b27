import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { ScheduleDef } from '@club/shared';
import { buildClub, type ClubStacks } from '../app-builder.js';

export interface StageSynthOptions {
  stage: string;
  /** CDK context besides the stage (`-c key=value`). */
  context?: Record<string, string>;
  /** The schedules table; the product's when absent. */
  schedules?: Record<string, ScheduleDef>;
  /** The stage's region (CDK_DEFAULT_REGION while the app is built); the environment's when absent. */
  region?: string;
  /**
   * CDK's built-in CloudFormation validation, whose findings (warnings, never a failed synth) only its
   * report in `<outdir>/validation-report.json` shows: on for the tests that read that report. It costs
   * ~10 s of CPU to start in a process and ~2 s a synth; cdk-nag runs either way.
   */
  cloudFormationValidation?: boolean;
}

export interface SynthesizedStage {
  club: ClubStacks;
  outdir: string;
  /** The stack's template, parsed once and frozen: the tests of a file share it, and none may change it. */
  template(stack: Stack): Template;
}

let webDist: string | undefined;
/** A one-page stand-in for `web/dist`, which the edge stack deploys. */
function testWebDist(): string {
  if (!webDist) {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>test</title>');
  }
  return webDist;
}

/**
 * A whole stage as `cdk synth` builds it, bundling skipped (unit tests): cdk-nag on, so an unacknowledged
 * finding makes this throw, as does a bad context value (checked before any stack is built).
 */
export function synthStage({ stage, context = {}, schedules, region, cloudFormationValidation = false }: StageSynthOptions): SynthesizedStage {
  const app = new App({
    builtinCloudFormationValidation: cloudFormationValidation,
    context: { stage, webDistDir: testWebDist(), 'aws:cdk:bundling-stacks': [], ...context },
  });
  const club = withRegion(region, () => buildClub(app, { schedules }));
  const assembly = app.synth();
  const templates = new Map<Stack, Template>();
  const template = (stack: Stack) => {
    let parsed = templates.get(stack);
    if (!parsed) {
      parsed = Template.fromStack(stack);
      deepFreeze(parsed.toJSON());
      templates.set(stack, parsed);
    }
    return parsed;
  };
  return { club, outdir: assembly.directory, template };
}

function withRegion<T>(region: string | undefined, build: () => T): T {
  if (region === undefined) return build();
  const before = process.env.CDK_DEFAULT_REGION;
  process.env.CDK_DEFAULT_REGION = region;
  try {
    return build();
  } finally {
    if (before === undefined) delete process.env.CDK_DEFAULT_REGION;
    else process.env.CDK_DEFAULT_REGION = before;
  }
}

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}
