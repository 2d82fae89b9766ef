import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import boundaries from './scripts/eslint/boundaries.mjs';

// Imports every TypeScript file keeps to (a later block that sets no-restricted-imports repeats them:
// ESLint replaces a rule's options, it does not merge them).
// MUI by its public subpaths: `import Button from '@mui/material/Button'`, `import { useTheme } from
// '@mui/material/styles'` (each app bundles only the components it renders), never a file inside one.
const MUI_STYLE = "Import MUI by its public subpaths: import Button from '@mui/material/Button'.";
const IMPORT_PATHS = [
  { name: '@mui/material', message: MUI_STYLE },
  { name: 'react-router', message: 'Import from react-router-dom (the builds share react-router-dom).' },
];
const IMPORT_PATTERNS = [
  { group: ['@mui/material/*/*', '@mui/system', '@mui/system/*', '@mui/utils', '@mui/utils/*'], message: MUI_STYLE },
  { group: ['shared-*/src/*'], message: 'Import shared packages from their root.' },
];
const CALL_API =
  'Call the API with callApi(endpoints.<domain>.<key>) from shared-auth: paths and types come from the contract.';
const API_CLIENT_FILES = { group: ['**/api-client', '**/api-client.ts'], message: CALL_API };

/** The browser workspaces: the apps and the shared packages they load (shared-contracts holds the paths). */
const BROWSER = ['shell', 'mfe-public', 'mfe-dealer', 'mfe-admin', 'mfe-billing', 'shared-ui', 'shared-auth'];
const browserFiles = (...workspaces) => workspaces.map((w) => `${w}/**/*.{ts,tsx}`);
const TESTS = ['**/*.test.{ts,tsx}', 'shared-auth/src/test-utils.ts'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/drizzle/**',
      'e2e/artifacts/**',
      'coverage/**',
      '**/*.tmp.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { paths: IMPORT_PATHS, patterns: IMPORT_PATTERNS }],
    },
  },
  // One way to call the API (docs/decisions.md): the apps and shared-ui never reach the HTTP
  // client or axios; inside shared-auth only callApi (and the test helpers) use the client.
  {
    files: browserFiles('shell', 'mfe-public', 'mfe-dealer', 'mfe-admin', 'mfe-billing', 'shared-ui'),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...IMPORT_PATHS,
            { name: 'shared-auth', importNames: ['getApiClient', 'setApiAdapter'], message: CALL_API },
            { name: 'axios', message: CALL_API },
          ],
          patterns: [...IMPORT_PATTERNS, API_CLIENT_FILES],
        },
      ],
    },
  },
  {
    files: browserFiles('shared-auth'),
    ignores: ['shared-auth/src/api-client.ts', 'shared-auth/src/call-api.ts', ...TESTS],
    rules: {
      'no-restricted-imports': ['error', { paths: IMPORT_PATHS, patterns: [...IMPORT_PATTERNS, API_CLIENT_FILES] }],
    },
  },
  // No API path written by hand in browser code: it comes from the endpoint registry in
  // shared-contracts. Tests may name the paths they expect.
  {
    files: browserFiles(...BROWSER),
    // shell/server is the shell's Node server (its fake API in the fault tests answers /api paths).
    ignores: [...TESTS, 'shell/server/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/api\\//]', message: `An API path written by hand. ${CALL_API}` },
        {
          selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/api\\//]',
          message: `An API path written by hand. ${CALL_API}`,
        },
        // Browser builds carry each endpoint's method, path and multipart flag only (scripts/webpack/endpoint-routes-loader.cjs).
        {
          selector:
            "MemberExpression[object.type='MemberExpression'][object.object.type='MemberExpression'][object.object.object.name='endpoints']:not([property.name=/^(method|path|multipart)$/])",
          message:
            'In the browser an endpoint holds only method, path and multipart: its schemas and texts stay on the server (import the schema itself from shared-contracts).',
        },
      ],
    },
  },
  // Import boundaries (docs/decisions.md): remotes -> shared-ui -> shared-auth -> shared-contracts,
  // no app imports another, features and API domains keep their internals, and no cycles.
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    plugins: { 'import-x': importX, project: boundaries },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [fileURLToPath(new URL('./*/tsconfig.json', import.meta.url))],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'project/imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
