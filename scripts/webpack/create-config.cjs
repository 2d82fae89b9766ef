// The browser build of an app (the shell or a remote). Shared code, but it reads everything from
// the app it builds: the shared libraries' versions from the app's package.json (shared-modules.cjs),
// and webpack, Module Federation and the loaders from the app's own install first, so a remote that
// installs another version of a library or of @module-federation/enhanced builds with it.
const path = require('node:path');
const zlib = require('node:zlib');
const { sharedModules } = require('./shared-modules.cjs');
const { FederationManifestPlugin, namedExposes } = require('./federation-manifest.cjs');

/** `require` as the app in `dir` resolves it (its own node_modules, then the workspace root's). */
const appRequire = (dir, request) => require(require.resolve(request, { paths: [dir] }));

const REMOTE_ENTRY = 'remoteEntry.js';

/**
 * Module Federation of one app, with each plugin's documented options only.
 * - The shell (host) and the public remote, everything a first visit downloads, use webpack's own
 *   container plugin, whose runtime is a few KB (docs/decisions.md). The shell shares its libraries
 *   and loads remotes through webpack's documented container interface (init with its share scope,
 *   then get: shell/src/federation/remotes.ts). Both write mf-manifest.json (federation-manifest.cjs).
 * - The signed-in remotes use `@module-federation/enhanced`, each with its own runtime, its own
 *   manifest, and any enhanced version compatible with the container interface.
 */
function federationPlugins({ dir, name, exposes: exposeFiles, isHost }) {
  const webpack = appRequire(dir, 'webpack');
  const shared = sharedModules(dir);
  const exposes = namedExposes(exposeFiles);
  const pkg = appRequire(dir, './package.json');
  const manifest = new FederationManifestPlugin({
    name,
    pkg,
    shared,
    exposes,
    remoteEntry: isHost ? '' : REMOTE_ENTRY,
  });
  if (isHost) return [new webpack.container.ModuleFederationPlugin({ name, shared }), manifest];
  if (name === 'mfe_public') {
    return [new webpack.container.ModuleFederationPlugin({ name, filename: REMOTE_ENTRY, exposes, shared }), manifest];
  }
  const { ModuleFederationPlugin } = appRequire(dir, '@module-federation/enhanced/webpack');
  return [
    new ModuleFederationPlugin({
      name,
      filename: REMOTE_ENTRY,
      exposes,
      shared,
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: true,
    }),
  ];
}

/**
 * The shell's index.html preloads the files of its `bootstrap` chunk group (shell/src/index.ts):
 * they download with main.js instead of after it. The server-rendered pages are this same HTML.
 */
class BootstrapPreload {
  constructor(HtmlWebpackPlugin) {
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
  }

  apply(compiler) {
    const { HtmlWebpackPlugin } = this;
    compiler.hooks.thisCompilation.tap('BootstrapPreload', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('BootstrapPreload', (data) => {
        const group = compilation.namedChunkGroups.get('bootstrap');
        if (!group) throw new Error('BootstrapPreload: no `bootstrap` chunk group (shell/src/index.ts names it)');
        const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '', {});
        const files = group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
        data.headTags.push(
          ...files.map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href: publicPath + file,
              fetchpriority: 'low',
            }),
          ),
        );
        return data;
      });
    });
  }
}

/**
 * Brotli (.br) and gzip (.gz) copies of every text file the browser fetches, made once at build
 * time so the static server only picks one by Accept-Encoding. A copy that saves under 20 % is
 * not written. BUILD_COMPRESSION=fast (tests) uses cheaper levels.
 */
function compressionPlugins(dir) {
  const CompressionPlugin = appRequire(dir, 'compression-webpack-plugin');
  const fast = process.env.BUILD_COMPRESSION === 'fast';
  const test = /\.(js|mjs|css|html|json|svg)$/i;
  return [
    new CompressionPlugin({
      test,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: fast ? 6 : 9 },
    }),
    new CompressionPlugin({
      test,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: fast ? 5 : 11 } },
    }),
  ];
}

/** TypeScript and JSX of the workspaces, compiled by swc (browser and server builds alike). */
function typescriptRule(dir, development) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader', { paths: [dir] }),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development } },
          target: 'es2022',
        },
      },
    },
  };
}

/**
 * Module resolution: Node's lookup from each importing file (so the app's own files find the app's
 * node_modules before the workspace root's), then the app's node_modules for the shared packages'
 * sources, which live outside the app's folder.
 */
function resolveOptions(dir) {
  return {
    extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
    modules: ['node_modules', path.join(dir, 'node_modules')],
  };
}

/**
 * The browser's API registry: only each endpoint's method, path and multipart flag
 * (endpoint-routes-loader.cjs); the server builds and the API keep the zod schemas.
 */
function endpointRoutesRule(dir) {
  const loader = path.join(__dirname, 'endpoint-routes-loader.cjs');
  return {
    test: path.join(
      path.dirname(require.resolve('shared-contracts/package.json', { paths: [dir] })),
      'src/endpoints/registry.ts',
    ),
    resourceQuery: { not: [new RegExp(require(loader).FULL.replace('?', '\\?'))] },
    use: [{ loader }],
  };
}

/**
 * @param {object} opts
 * @param {string} opts.dir        the app folder (__dirname of its webpack.config.cjs)
 * @param {string} opts.name       federation name (shell, mfe_public, ...)
 * @param {number} opts.port       dev server port
 * @param {Record<string,string|{import:string,name:string}>} [opts.exposes]
 * @param {boolean} [opts.isHost]
 */
module.exports = function createConfig({ dir, name, port, exposes = {}, isHost = false }) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const HtmlWebpackPlugin = appRequire(dir, 'html-webpack-plugin');
    const MinimizerWebpackPlugin = appRequire(dir, 'minimizer-webpack-plugin');
    return {
      mode: production ? 'production' : 'development',
      entry: path.join(dir, 'src/index.ts'),
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        // enhanced's federation runtime asks for the entry chunk's file name before content hashes
        // exist (only for its folder depth): answer without the hash in that moment.
        filename: production
          ? (pathData) => (pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js')
          : '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        uniqueName: name,
        clean: true,
      },
      resolve: resolveOptions(dir),
      module: {
        rules: [
          typescriptRule(dir, !production),
          { test: /\.(png|jpe?g|svg|webp)$/i, type: 'asset/resource' },
          endpointRoutesRule(dir),
        ],
      },
      optimization: {
        minimize: production,
        minimizer: [
          new MinimizerWebpackPlugin({
            test: /\.[cm]?js(\?.*)?$/i,
            minify: { implementation: MinimizerWebpackPlugin.swcMinify },
          }),
        ],
      },
      performance: { hints: false },
      plugins: [
        ...federationPlugins({ dir, name, exposes, isHost }),
        ...(isHost ? [new BootstrapPreload(HtmlWebpackPlugin)] : []),
        new HtmlWebpackPlugin({
          template: path.join(dir, 'public/index.html'),
          favicon: path.join(__dirname, 'favicon.svg'),
        }),
        ...(production ? compressionPlugins(dir) : []),
      ],
      devServer: {
        port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: { directory: path.join(dir, 'public') },
        proxy: [
          { context: ['/api', '/uploads'], target: process.env.API_URL || 'http://localhost:4000' },
          // Served by the API under /api/seo, at the site's root for crawlers (as the shell's server does).
          {
            context: ['/sitemap.xml', '/robots.txt'],
            target: process.env.API_URL || 'http://localhost:4000',
            pathRewrite: (p) => `/api/seo${p}`,
          },
        ],
      },
    };
  };
};
module.exports.appRequire = appRequire;
module.exports.compressionPlugins = compressionPlugins;
module.exports.typescriptRule = typescriptRule;
module.exports.resolveOptions = resolveOptions;
