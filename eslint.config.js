// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * Import direction: shared imports no AWS SDK and no React; functions and web import shared;
 * infra imports shared and the handler manifest (paths only); nothing imports web or infra.
 */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const noReact = { group: ['react', 'react-dom', 'react-*', '@aws-amplify/*', '@tanstack/*'], message: 'React belongs to web/ only.' };
const noAws = { group: ['@aws-sdk/*', 'aws-cdk-lib', 'aws-cdk-lib/*', 'constructs'], message: 'shared/ and web/ stay free of AWS SDK and CDK.' };
const noFunctions = {
  group: ['@club/functions', '@club/functions/*', '**/functions/src/**'],
  message: 'Only scripts/ (and infra, for the handler manifest) may import functions/.',
};
const noWeb = { group: ['@club/web', '@club/web/*', '**/web/src/**'], message: 'Nothing imports web/.' };
const noScripts = {
  group: ['@club/scripts', '@club/scripts/*', '**/scripts/src/**'],
  message: 'scripts/ is the local runtime; nothing ships depending on it.',
};
const noInfra = { group: ['@club/infra', '@club/infra/*', '**/infra/src/**'], message: 'Nothing imports infra/.' };
const noDevTooling = {
  group: ['**/test/*', '**/dev/*'],
  message: 'Test and development tooling (functions/src/test, src/dev) never ships in a handler bundle.',
};
/** zod/mini with its English messages (shared/src/zod.ts); classic or an unconfigured mini would change bundles or messages. */
const noZod = { regex: '^zod(/|$)', message: "Import zod from shared's zod module: `import * as z from '@club/shared/zod'` (in shared/, '../zod.js')." };
/** A path string into scripts/ (e.g. a vitest globalSetup entry) is a dependency too. */
const noScriptsPath = {
  selector: 'Literal[value=/(^|\\x2F)scripts\\x2Fsrc\\x2F/]',
  message: 'functions/ must not depend on scripts/ (the local runtime), not even by path.',
};

/**
 * Feature boundaries (web/src/features/<name>/): a feature's index.ts is its public API. Other
 * features, app/ and the rest of web/ import a feature only through it (`../../members`, `../features/forums`),
 * never its api/, components/ or other files; inside a feature, files import each other freely.
 */
const webPatterns = [noAws, noFunctions, noScripts, noInfra, noZod];
const FEATURES = readdirSync(new URL('./web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const NOT_INDEX = '(?!index(\\.tsx?)?$)';
const featureMessage = 'Import another feature through its index.ts (its public API), not its internal files; export what you need there.';
/** From outside features/: any path through `features/<name>/` to a file other than its index. */
const featureFiles = { regex: `(^|/)features/[^/]+/${NOT_INDEX}.`, message: featureMessage };
/** From inside feature `own`: a relative path into another feature's folder (`../../jobs/api/jobs`). */
const otherFeatureFiles = (own) => ({
  regex: `(^|/)(${FEATURES.filter((name) => name !== own).join('|')})/${NOT_INDEX}.`,
  message: featureMessage,
});
/** Lazy routes too: `import('../features/landing')`, not a file inside it (the index keeps the chunk split; see app/router.tsx). */
const featureFilesByImport = { selector: 'ImportExpression > Literal[value=/(^|\\x2F)features\\x2F[^\\x2F]+\\x2F./]', message: featureMessage };

/**
 * Server features (functions/src/features/<name>/): which imports may cross a feature's edge, and that
 * platform/ imports no feature, is checked by scripts/src/lint/feature-boundaries.ts (with its baseline).
 */
const SERVER_FEATURES = readdirSync(new URL('./functions/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const functionsSourcePatterns = [noReact, noWeb, noScripts, noInfra, noDevTooling, noZod];
/** Routes and feature code queue mail through platform/mail/outbox.ts only: rendering and sending (React, SES) stay in the outbox consumer's bundle. */
const noMailSending = {
  regex: '(^|/)(mail/templates|outbox/|platform/mail/(deliver|send|client))(/|\\.|$)|^@aws-sdk/client-sesv2$',
  message:
    "Routes and feature code queue mail with platform/mail/outbox.ts (data types from the feature's mail/data.ts); rendering and sending belong to the outbox consumer.",
};
/** Mail templates (a feature's mail/templates/, platform/mail/templates/) are the only server code with React and JSX. */
const mailTemplates = ['functions/src/features/*/mail/**/*.tsx', 'functions/src/platform/mail/templates/**'];
const noJsx = { selector: 'JSXElement, JSXFragment', message: 'JSX belongs to web/ and mail templates only.' };

/**
 * A schema or route entry built at import is built on every cold start of
 * every Lambda whose bundle holds its module, used or not: top-level schemas
 * and route entries in shared/ and the server are built on first use
 * (shared/src/lazy.ts).
 */
const topLevel = ['Program > VariableDeclaration > VariableDeclarator', 'Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator'];
const zodCall = ":matches([callee.object.name='z'], [callee.object.callee.object.name='z'])";
const eagerSchema = {
  selector: topLevel
    .flatMap((declarator) => [
      `${declarator} > CallExpression.init${zodCall}`,
      `${declarator} > :matches(TSSatisfiesExpression, TSAsExpression).init > CallExpression.expression${zodCall}`,
    ])
    .join(', '),
  message: 'Build a top-level schema on first use: /* @__PURE__ */ onFirstUse(() => z.…) (shared/src/lazy.ts).',
};
/** The first `localeCompare` in a process loads ICU's collation data, ~10 ms of a cold start. */
const noLocaleCompare = {
  selector: "CallExpression[callee.property.name='localeCompare']",
  message: 'Sort with byCodeUnits or byName (functions/src/platform/lib/text-order.ts): the first localeCompare loads ICU collation, ~10 ms of a cold start.',
};
const eagerRoute = {
  selector: "Property > CallExpression.value[callee.name='defineRoute']",
  message: 'Build a route entry on first use: name: onFirstUse(() => defineRoute({ … })).',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'cdk.out/**', '.local/**', '**/*.d.ts', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['shared/**/*.ts'], rules: restrict([noReact, noAws, noFunctions, noWeb, noScripts, noInfra, noZod]) },
  { files: ['shared/src/**/*.ts'], ignores: ['shared/src/**/*.test.ts'], rules: { 'no-restricted-syntax': ['error', eagerSchema, eagerRoute] } },
  {
    files: ['functions/**/*.{ts,tsx}'],
    ignores: mailTemplates,
    rules: { ...restrict([noReact, noWeb, noScripts, noInfra, noZod]), 'no-restricted-syntax': ['error', noScriptsPath, noJsx] },
  },
  {
    // Handler code: everything but tests and the test/dev tooling itself.
    files: ['functions/src/**/*.{ts,tsx}'],
    ignores: ['functions/src/**/*.test.{ts,tsx}', 'functions/src/test/**', 'functions/src/dev/**', ...mailTemplates],
    rules: { ...restrict(functionsSourcePatterns), 'no-restricted-syntax': ['error', noScriptsPath, noJsx, eagerSchema, noLocaleCompare] },
  },
  {
    // React (and @react-email) render mail here, on the server; the rest of the handler rules still hold.
    files: mailTemplates,
    ignores: ['functions/src/**/*.test.{ts,tsx}'],
    rules: { ...restrict([noWeb, noScripts, noInfra, noDevTooling, noZod]), 'no-restricted-syntax': ['error', noScriptsPath] },
  },
  ...SERVER_FEATURES.map((name) => ({
    files: [`functions/src/features/${name}/**/*.{ts,tsx}`],
    ignores: ['functions/src/**/*.test.{ts,tsx}', ...mailTemplates],
    rules: restrict([...functionsSourcePatterns, noMailSending]),
  })),
  { files: ['web/**/*.{ts,tsx}'], rules: restrict(webPatterns) },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/features/**'],
    rules: { ...restrict([...webPatterns, featureFiles]), 'no-restricted-syntax': ['error', featureFilesByImport] },
  },
  ...FEATURES.map((name) => ({ files: [`web/src/features/${name}/**/*.{ts,tsx}`], rules: restrict([...webPatterns, otherFeatureFiles(name)]) })),
  {
    // Shared UI, hooks and config sit below the features: app/ wires features in (the shell's bell is a prop it fills).
    files: ['web/src/{components,lib,config}/**/*.{ts,tsx}'],
    rules: {
      ...restrict([
        ...webPatterns,
        { regex: '(^|/)features(/|$)', message: 'components/, lib/ and config/ import no feature; app/ passes what they need in.' },
      ]),
      'no-restricted-syntax': ['error', featureFilesByImport],
    },
  },
  {
    files: ['infra/**/*.ts'],
    rules: restrict([
      noReact,
      noWeb,
      noScripts,
      { group: ['@club/functions/*', '!@club/functions/handlers', '**/functions/src/**'], message: 'infra reads only the handler manifest from functions/.' },
    ]),
  },
  { files: ['scripts/**/*.ts'], rules: restrict([noReact, noWeb, noInfra]) },
  {
    // Tests decode arbitrary JSON answers.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
