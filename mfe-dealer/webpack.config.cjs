// mfe-dealer: the dealer area (/dealer/* except payment).
const createConfig = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_dealer',
  port: 3002,
  exposes: { './DealerRoutes': './src/exposes/DealerRoutes.tsx' },
});
