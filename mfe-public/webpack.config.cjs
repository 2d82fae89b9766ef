// mfe-public: the public remote (home, search, deal pages, account and static pages, /landing).
// Two builds: the browser remote (dist/) and its server build (dist/server/remoteEntry.js and
// chunks, target async-node) that the shell's server loads at run time to render pages.
// `--env serverOnly` builds only the server part (into SSR_SERVER_OUT_DIR when set).
const path = require('node:path');
const createConfig = require('../scripts/webpack/create-config.cjs');
const createServerConfig = require('../scripts/webpack/create-server-config.cjs');

const exposes = {
  './PublicRoutes': './src/exposes/PublicRoutes.tsx',
  './LandingRoutes': './src/exposes/LandingRoutes.tsx',
  './routeManifest': './src/exposes/routeManifest.ts',
};
const browser = createConfig({ dir: __dirname, name: 'mfe_public', port: 3001, exposes });
const server = createServerConfig({
  dir: __dirname,
  name: 'mfe_public',
  outDir: process.env.SSR_SERVER_OUT_DIR
    ? path.relative(__dirname, path.resolve(process.env.SSR_SERVER_OUT_DIR))
    : 'dist/server',
  exposes: {
    './PublicRoutes': exposes['./PublicRoutes'],
    './routeManifest': exposes['./routeManifest'],
    './ssr': './src/exposes/ssr.ts',
  },
  define: { 'process.env.PUBLIC_BUILD_LABEL': process.env.PUBLIC_BUILD_LABEL ?? '' },
});

module.exports = (env, argv) => {
  if (env.serverOnly) return { ...server(env, argv), dependencies: undefined };
  return argv.mode === 'production'
    ? [{ ...browser(env, argv), name: 'browser' }, server(env, argv)]
    : browser(env, argv);
};
