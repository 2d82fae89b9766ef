// Component tests run on shared, loaded machines (CI has 2 cores and runs two test files at once):
// findBy/waitFor wait up to 10 s instead of 1 s, so a slow render is not a failure. A test that
// waits for something that never happens still fails, only later.
const { configure } = require('@testing-library/react');
configure({ asyncUtilTimeout: 10_000 });

// A fake HTTP reply that breaks the contract (shared-auth/testing fakeServer) fails the test that
// made it, whatever the component did with it.
const { afterEach } = require('@jest/globals');
const { takeContractViolations } = require('shared-auth/testing');
afterEach(() => {
  const violations = takeContractViolations();
  if (violations.length > 0) throw new Error(`Fake replies break the API contract:\n- ${violations.join('\n- ')}`);
});
