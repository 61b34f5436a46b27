// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Import direction (HOUSE-STYLE bullet 1): shared ← functions, web; infra reads the handler manifest only. */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const noReact = { group: ['react', 'react-dom', 'react-*', '@aws-amplify/*', '@tanstack/*'], message: 'React belongs to web/ only.' };
const noAws = { group: ['@aws-sdk/*', 'aws-cdk-lib', 'aws-cdk-lib/*', 'constructs'], message: 'shared/ and web/ stay free of AWS SDK and CDK.' };
const noFunctions = { group: ['@club/functions', '@club/functions/*', '**/functions/src/**'], message: 'Only scripts/ (and infra, for the handler manifest) may import functions/.' };
const noWeb = { group: ['@club/web', '@club/web/*', '**/web/src/**'], message: 'Nothing imports web/.' };
const noScripts = { group: ['@club/scripts', '@club/scripts/*', '**/scripts/src/**'], message: 'scripts/ is the local runtime; nothing ships depending on it.' };
const noInfra = { group: ['@club/infra', '@club/infra/*', '**/infra/src/**'], message: 'Nothing imports infra/.' };

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
  { files: ['shared/**/*.ts'], rules: restrict([noReact, noAws, noFunctions, noWeb, noScripts, noInfra]) },
  { files: ['functions/**/*.ts'], ignores: ['functions/src/test/**', 'functions/vitest.config.ts'], rules: restrict([noReact, noWeb, noScripts, noInfra]) },
  { files: ['web/**/*.{ts,tsx}'], rules: restrict([noAws, noFunctions, noScripts, noInfra]) },
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
