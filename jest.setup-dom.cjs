// Component tests run on shared, loaded machines (CI has 2 cores for every package's suite):
// findBy/waitFor wait up to 4 s instead of 1 s, so a slow render is not a failure. A test that
// waits for something that never happens still fails, only later.
const { configure } = require('@testing-library/react');
configure({ asyncUtilTimeout: 4000 });
