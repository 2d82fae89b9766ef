// mfe-public: the public remote (home, search, deal pages, account and static pages, /landing).
const createConfig = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_public',
  port: 3001,
  exposes: {
    './PublicRoutes': './src/exposes/PublicRoutes.tsx',
    './LandingRoutes': './src/exposes/LandingRoutes.tsx',
  },
});
