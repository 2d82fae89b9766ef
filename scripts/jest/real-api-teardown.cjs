// globalTeardown of the integration projects (jest.config.cjs): see real-api.cjs.
module.exports = require('./real-api.cjs').teardown;
