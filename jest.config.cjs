// Root jest: unit and component tests of the browser workspaces (the API has its own), each
// remote's integration tests against a real API, and the tests of the repository's own tooling
// under scripts/.
const path = require('node:path');

/** A file of this repository, by an absolute path (each project's <rootDir> is its workspace). */
const here = (file) => path.join(__dirname, file);
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
];
const project = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.[tj]sx?$': swc },
  setupFiles: [here('jest.setup-env.cjs')],
  setupFilesAfterEnv: ['@testing-library/jest-dom/jest-globals', here('jest.setup-dom.cjs')],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '\\.integration\\.test\\.'],
  moduleNameMapper: { '\\.(png|jpe?g|svg|webp)$': here('scripts/jest-file-stub.cjs') },
});
// A remote's integration tests (`*.integration.test.tsx`): its exposed modules inside the shell's
// providers, against one real API per jest run on the demo data (scripts/jest/real-api.cjs; the
// API allows the jsdom origin below). `npm test -w <remote>` runs both of the remote's projects.
const integration = (name) => ({
  ...project(name),
  displayName: `${name}-integration`,
  testMatch: ['<rootDir>/src/**/*.integration.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/'],
  testEnvironmentOptions: { url: 'http://localhost/' },
  setupFilesAfterEnv: [
    '@testing-library/jest-dom/jest-globals',
    here('jest.setup-dom.cjs'),
    here('scripts/jest/real-api-dom.cjs'),
  ],
  globalSetup: here('scripts/jest/real-api-setup.cjs'),
  globalTeardown: here('scripts/jest/real-api-teardown.cjs'),
});
const REMOTES = ['mfe-public', 'mfe-dealer', 'mfe-admin', 'mfe-billing'];
// The shell's server (shell/server/*.mjs), in Node: its modules and real server processes.
const shellServer = {
  displayName: 'shell-server',
  rootDir: '<rootDir>/shell/server',
  testEnvironment: 'node',
  transform: { '^.+\\.[tj]sx?$': swc },
  testMatch: ['<rootDir>/**/*.test.ts'],
};
// Repository tooling (the lint boundaries), in Node.
const scripts = {
  displayName: 'scripts',
  rootDir: '<rootDir>/scripts',
  testEnvironment: 'node',
  transform: { '^.+\\.[tj]sx?$': swc },
  testMatch: ['<rootDir>/**/*.test.ts'],
};
module.exports = {
  // A global option (jest ignores it inside a project): the per-test limit on a loaded machine; the
  // shell-server and scripts projects start real processes and builds in their hooks.
  testTimeout: 60_000,
  projects: [
    ...[
      'shared-contracts',
      'shared-auth',
      'shared-ui',
      'shell',
      'mfe-public',
      'mfe-dealer',
      'mfe-admin',
      'mfe-billing',
    ].map(project),
    ...REMOTES.map(integration),
    shellServer,
    scripts,
  ],
};
