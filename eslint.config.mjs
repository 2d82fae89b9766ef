import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { fileURLToPath } from 'node:url';
import boundaries from './scripts/eslint/boundaries.mjs';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/drizzle/**', 'e2e/artifacts/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [
        { group: ['@mui/material/*'], message: 'Import MUI from @mui/material only (shared singleton).' },
        { group: ['shared-*/src/*'], message: 'Import shared packages from their root.' },
      ] }],
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
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: [fileURLToPath(new URL('./*/tsconfig.json', import.meta.url))], noWarnOnMultipleProjects: true })],
    },
    rules: {
      'project/imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  { files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'e2e/**/*.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  { files: ['**/*.{js,cjs,mjs}'], languageOptions: { globals: { ...globals.node } }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
