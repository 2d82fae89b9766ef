// The single-bundle comparison build of the web bench: the public pages (shell layout and
// mfe-public's routes, src/index.tsx) as one application without Module Federation. It takes
// the shell's own production config from scripts/webpack/create-config.cjs (same swc loader,
// minifier, aliases, HTML template and any other plugin the builds add, such as compression)
// and only changes the entry and output folder and drops what only federation needs: the
// federation plugins, the shell's ProvideSharedPlugin and its chunk per shared library, and the
// preload of the shell's start-up chunks (BootstrapPreload). Webpack's default code splitting
// stays on, as in a normal application.
const path = require('node:path');
const webpack = require('webpack');
const createConfig = require('../../webpack/create-config.cjs');

const repo = path.resolve(__dirname, '../../..');
const isFederation = (plugin) => /federation/i.test(plugin?.constructor?.name ?? '');
const isFederationOnly = (plugin) =>
  isFederation(plugin) || /^(ProvideSharedPlugin|BootstrapPreload)$/.test(plugin?.constructor?.name ?? '');
/** The browser config of a config (list): a server build targets node. */
const browserConfig = (made) =>
  Array.isArray(made) ? (made.find((c) => !String(c.target ?? 'web').includes('node')) ?? made[0]) : made;

/**
 * The modules mfe-public's browser build exposes (`./PublicRoutes` -> `./src/exposes/PublicRoutes.tsx`),
 * read from its webpack config, so the single bundle offers exactly those (a server-only expose stays out).
 */
function publicExposes(env) {
  const made = require(path.join(repo, 'mfe-public/webpack.config.cjs'));
  const config = browserConfig(typeof made === 'function' ? made(env ?? {}, { mode: 'production' }) : made);
  const federation = (config.plugins ?? []).find(isFederation);
  const exposes = federation?.options?.exposes ?? {};
  return Object.values(exposes).map((value) => (typeof value === 'string' ? value : [].concat(value.import)[0]));
}

/** The cache groups without the shell's chunk per shared library (create-config.cjs libraryChunks). */
function withoutLibraryChunks(groups = {}) {
  return Object.fromEntries(Object.entries(groups).filter(([name]) => name !== 'libraries'));
}

module.exports = (env, argv) => {
  const config = {
    ...browserConfig(
      createConfig({ dir: path.join(repo, 'shell'), name: 'single_bundle', port: 3305, isHost: true })(env, {
        ...argv,
        mode: 'production',
      }),
    ),
  };
  delete config.devServer;
  // src/index.tsx imports `mfe-public/src/exposes/${name}`: that context holds the exposed files only.
  const files = publicExposes(env)
    .filter((file) => path.posix.dirname(file) === './src/exposes')
    .map((file) => path.posix.basename(file));
  if (!files.length)
    throw new Error('single-bundle: no module of mfe-public/src/exposes found in mfe-public/webpack.config.cjs');
  const contextMap = Object.fromEntries(files.map((file) => [`./${file.replace(/\.[cm]?[jt]sx?$/, '')}`, `./${file}`]));
  return {
    ...config,
    mode: 'production',
    entry: path.join(__dirname, 'src/index.tsx'),
    output: {
      ...config.output,
      path: process.env.SINGLE_BUNDLE_DIST || path.join(__dirname, 'dist'),
      uniqueName: 'single_bundle',
    },
    optimization: {
      ...config.optimization,
      splitChunks: { cacheGroups: withoutLibraryChunks(config.optimization?.splitChunks?.cacheGroups) },
    },
    plugins: [
      ...(config.plugins ?? []).filter((plugin) => !isFederationOnly(plugin)),
      new webpack.ContextReplacementPlugin(
        /mfe-public[\\/]src[\\/]exposes$/,
        path.join(repo, 'mfe-public/src/exposes'),
        contextMap,
      ),
    ],
  };
};
