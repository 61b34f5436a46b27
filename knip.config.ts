import type { KnipConfig } from 'knip';
import { handlerFiles, MAIL_HANDLER_FILES, MIGRATE_HANDLER_FILE } from './functions/src/handlers.ts';
import { schedules } from './shared/src/schedules.ts';

/**
 * The dead-code check of `npm run lint`: files nothing reaches, exports no other module imports, and
 * dependencies no workspace uses (or uses without listing). Entry points the tools cannot see are named
 * here. shared/ and functions/ export every file (`"./*"` in their package.json), which makes each an
 * entry, so entry files' exports are checked too: a name of shared/ (its index names each one it
 * re-exports) that no other workspace imports is reported, as the package is private to this repository.
 */

/** Lambda entries (the handler manifest, the schedule table, the migrate job, the mail functions): each exports `handler`, loaded by path. */
const lambdaEntries = [
  ...Object.values(handlerFiles),
  MIGRATE_HANDLER_FILE,
  ...Object.values(MAIL_HANDLER_FILES),
  ...Object.values(schedules).map((s) => s.handlerFile),
];

export default {
  // An export used in its own module is not dead code; only exports nothing else imports are reported.
  ignoreExportsUsedInFile: true,
  includeEntryExports: true,
  // vitest sits in the root package.json, so its plugin (test files and setup files are entries) is turned on per workspace.
  workspaces: {
    '.': {
      // Installed by the workspace that owns them (vite: web, cdk: infra) and run from the root's scripts.
      ignoreBinaries: ['vite', 'cdk'],
    },
    shared: { vitest: true },
    functions: {
      vitest: true,
      // Infra and the local runtime import `handler` from these files by path.
      ignoreIssues: Object.fromEntries(lambdaEntries.map((file) => [file, ['exports']])),
      // DynamoDB Local (tests and `npm start`) runs on the machine's Java.
      ignoreBinaries: ['java'],
      // The local S3 and SES servers are loaded with createRequire in src/dev/s3-local.ts and ses-local.ts (no types), which knip does not follow.
      ignoreDependencies: ['s3rver', 'aws-ses-v2-local'],
    },
    web: {
      vitest: true,
      vite: true,
      // Amplify UI React's theme context module resolves to this file (an alias set by amplify-theme-plugin.ts).
      entry: ['src/config/amplify-theme-context.ts'],
      // The Telugu font's files are read by url() from src/styles/telugu-font.css, which knip does not parse.
      ignoreDependencies: ['@fontsource/noto-sans-telugu'],
      ignoreIssues: { 'src/config/amplify-theme-context.ts': ['exports'] },
    },
    scripts: {
      vitest: true,
      // Command-line tools run with `npx tsx <file>`, and the bench's floor bundles, built from their paths.
      entry: ['src/*.ts', 'src/hs/*.ts', 'src/bench/floor/*.ts'],
      ignoreIssues: { 'src/bench/floor/*.ts': ['exports'] },
    },
    infra: {
      vitest: true,
      // cdk.json's app.
      entry: ['src/app.ts'],
      // CDK's NodejsFunction bundles the handlers with the esbuild it finds installed; nothing imports it.
      ignoreDependencies: ['esbuild'],
    },
  },
} satisfies KnipConfig;
