// Root jest: unit and component tests of the browser workspaces (the API has its own).
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }];
const project = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  transform: { '^.+\\.[tj]sx?$': swc },
  setupFiles: ['<rootDir>/../jest.setup-env.cjs'],
  setupFilesAfterEnv: ['@testing-library/jest-dom/jest-globals'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  moduleNameMapper: { '\\.(png|jpe?g|svg|webp)$': '<rootDir>/../scripts/jest-file-stub.cjs' },
});
module.exports = {
  projects: ['shared-contracts', 'shared-auth', 'shared-ui', 'shell', 'mfe-public', 'mfe-dealer', 'mfe-admin', 'mfe-billing'].map(project),
};
