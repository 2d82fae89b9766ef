// mfe-admin: the admin area (/admin/* except subscription-details).
const createConfig = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_admin',
  port: 3003,
  exposes: { './AdminRoutes': './src/exposes/AdminRoutes.tsx' },
});
