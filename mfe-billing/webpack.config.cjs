// mfe-billing: dealer subscription (/dealer/payment/*), the admin subscription detail and the admin's lead dispute queue.
const createConfig = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_billing',
  port: 3004,
  exposes: {
    './DealerBilling': './src/exposes/DealerBilling.tsx',
    './AdminSubscription': './src/exposes/AdminSubscription.tsx',
    './AdminBilling': './src/exposes/AdminBilling.tsx',
  },
});
