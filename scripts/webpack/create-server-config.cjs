// The server (Node) build of an app, for server-side rendering with the Module Federation Node
// runtime (@module-federation/node). mfe-public's goes to dist/server/ (remoteEntry.js and its
// chunks, served by the remote's own static server beside the browser build); the shell's to
// dist-server/ (never served), which loads the public remote's server entry over HTTP at run time.
const path = require('node:path');
const { appRequire, typescriptRule, resolveOptions } = require('./create-config.cjs');
const { sharedModules } = require('./shared-modules.cjs');

/**
 * @param {object} opts
 * @param {string} opts.dir      the app folder
 * @param {string} opts.name     federation name (same as the browser build's)
 * @param {string} opts.outDir   output folder, relative to dir
 * @param {Record<string,string>} [opts.entry]   the host's own entry points (none for a remote)
 * @param {Record<string,string>} [opts.exposes]
 * @param {Record<string,string>} [opts.define]   compile-time constants (DefinePlugin)
 */
module.exports = function createServerConfig({ dir, name, outDir, entry, exposes = {}, define = {} }) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const webpack = appRequire(dir, 'webpack');
    const { ModuleFederationPlugin } = appRequire(dir, '@module-federation/enhanced/webpack');
    return {
      name: 'server',
      // The browser build empties dist/ first (output.clean); the server build writes after it.
      dependencies: ['browser'],
      mode: production ? 'production' : 'development',
      target: 'async-node',
      entry: entry ?? {},
      devtool: false,
      output: {
        path: path.join(dir, outDir),
        // No public path: remote chunks are fetched beside the remoteEntry.js URL they came from.
        publicPath: '',
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        library: { type: 'commonjs2' },
        uniqueName: `${name}_server`,
        clean: true,
      },
      resolve: resolveOptions(dir),
      module: {
        rules: [
          typescriptRule(dir, false),
          // Same file names as the browser build, not emitted twice: the browser build serves them.
          { test: /\.(png|jpe?g|svg|webp)$/i, type: 'asset/resource', generator: { emit: false } },
        ],
      },
      optimization: { minimize: false },
      performance: { hints: false },
      plugins: [
        new webpack.DefinePlugin(Object.fromEntries(Object.entries(define).map(([k, v]) => [k, JSON.stringify(v)]))),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedModules(dir),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: false,
          library: { type: 'commonjs-module', name },
          remoteType: 'script',
          runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin', { paths: [dir] })],
        }),
      ],
    };
  };
};
