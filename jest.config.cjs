// Root jest: unit and component tests of the browser workspaces (the API has its own), and
// the tests of the repository's own tooling under scripts/.
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
];
const project = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.[tj]sx?$': swc },
  setupFiles: ['<rootDir>/../jest.setup-env.cjs'],
  setupFilesAfterEnv: ['@testing-library/jest-dom/jest-globals', '<rootDir>/../jest.setup-dom.cjs'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  testTimeout: 20_000,
  moduleNameMapper: { '\\.(png|jpe?g|svg|webp)$': '<rootDir>/../scripts/jest-file-stub.cjs' },
});
// Repository tooling (the lint boundaries), in Node.
const scripts = {
  displayName: 'scripts',
  rootDir: '<rootDir>/scripts',
  testEnvironment: 'node',
  transform: { '^.+\\.[tj]sx?$': swc },
  testMatch: ['<rootDir>/**/*.test.ts'],
  testTimeout: 60_000,
};
module.exports = {
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
    scripts,
  ],
};
