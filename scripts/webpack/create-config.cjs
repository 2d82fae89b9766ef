// One webpack + Module Federation config for the shell and every remote, so the
// shared singletons and their versions are declared once.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MinimizerWebpackPlugin = require('minimizer-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');

const rootPkg = (name) => require(require.resolve(`${name}/package.json`, { paths: [__dirname] })).version;

/** Shared singletons: one copy at runtime, negotiated between host and remotes. */
function sharedConfig() {
  const singleton = (name, version) => ({ singleton: true, requiredVersion: `^${version}`, version });
  const shared = {};
  for (const name of ['react', 'react-dom', 'react-router-dom', '@mui/material', '@emotion/react', '@emotion/styled', 'notistack', 'zustand', 'axios', '@tanstack/react-query']) {
    shared[name] = singleton(name, rootPkg(name));
  }
  shared['react/jsx-runtime'] = singleton('react', rootPkg('react'));
  shared['react-dom/client'] = singleton('react-dom', rootPkg('react-dom'));
  // Workspace packages have no registry version: give them an explicit one.
  for (const name of ['shared-auth', 'shared-ui', 'shared-contracts']) {
    shared[name] = { singleton: true, requiredVersion: false, version: '0.1.0' };
  }
  return shared;
}

/**
 * Deep `@mui/material/<name>` imports of dependencies (icons, charts) resolve to a file of
 * mui-root/ that re-exports from the shared root, so no second MUI is bundled (mui-root/README.md).
 */
function muiRootAliases() {
  const dir = path.join(__dirname, 'mui-root');
  const aliases = {};
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.mjs'))) {
    aliases[`@mui/material/${file.slice(0, -'.mjs'.length)}$`] = path.join(dir, file);
  }
  return aliases;
}

/**
 * Brotli (.br) and gzip (.gz) copies of every text file the browser fetches (scripts, styles,
 * HTML, JSON such as mf-manifest.json, SVG; not source maps), made once at build time so the
 * static server only picks one by Accept-Encoding (scripts/serve-app.mjs). A copy that saves
 * under 20 % is not written (the file is then sent as it is).
 */
function compressionPlugins() {
  const test = /\.(js|mjs|css|html|json|svg)$/i;
  return [
    new CompressionPlugin({ test, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      test,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

/**
 * @param {object} opts
 * @param {string} opts.dir        the app folder (__dirname of its webpack.config.cjs)
 * @param {string} opts.name       federation name (shell, mfe_public, ...)
 * @param {number} opts.port       dev server port
 * @param {Record<string,string>} [opts.exposes]
 * @param {boolean} [opts.isHost]
 */
module.exports = function createConfig({ dir, name, port, exposes = {}, isHost = false }) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    return {
      mode: production ? 'production' : 'development',
      entry: path.join(dir, 'src/index.ts'),
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        // The federation runtime asks for the entry chunk's name before hashes exist (only to
        // know its folder depth), so answer without the hash in that moment.
        filename: production ? (pathData) => (pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript ? '[name].[contenthash:8].js' : '[name].js') : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: muiRootAliases(),
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
          { test: /\.(png|jpe?g|svg|webp)$/i, type: 'asset/resource' },
        ],
      },
      optimization: {
        minimize: production,
        minimizer: [new MinimizerWebpackPlugin({ test: /\.[cm]?js(\?.*)?$/i, minify: { implementation: MinimizerWebpackPlugin.swcMinify } })],
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedConfig(),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: true,
          ...(isHost ? { runtimePlugins: [path.join(dir, 'src/federation/offline-remote-plugin.ts')] } : {}),
        }),
        new HtmlWebpackPlugin({
          template: path.join(dir, 'public/index.html'),
          favicon: path.join(__dirname, 'favicon.svg'),
        }),
        ...(production ? compressionPlugins() : []),
      ],
      devServer: {
        port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: { directory: path.join(dir, 'public') },
        proxy: [
          { context: ['/api', '/uploads'], target: process.env.API_URL || 'http://localhost:4000' },
          // Served by the API under /api/seo, at the site's root for crawlers (as scripts/serve-app.mjs does).
          { context: ['/sitemap.xml', '/robots.txt'], target: process.env.API_URL || 'http://localhost:4000', pathRewrite: (p) => `/api/seo${p}` },
        ],
      },
    };
  };
};
module.exports.sharedConfig = sharedConfig;
module.exports.compressionPlugins = compressionPlugins;
module.exports.muiRootAliases = muiRootAliases;
