// mfe-billing: dealer subscription (/dealer/payment/*) and the admin subscription detail.
const createConfig = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_billing',
  port: 3004,
  exposes: {
    './DealerBilling': './src/exposes/DealerBilling.tsx',
    './AdminSubscription': './src/exposes/AdminSubscription.tsx',
  },
});
