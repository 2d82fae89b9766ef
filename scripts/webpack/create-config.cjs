// One webpack + Module Federation config for the shell and every remote, so the
// shared singletons and their versions are declared once.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { FederationManifestPlugin } = require('./federation-manifest.cjs');
const MinimizerWebpackPlugin = require('minimizer-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');

const rootPkg = (name) => require(require.resolve(`${name}/package.json`, { paths: [__dirname] })).version;

/** Shared singletons: one copy at runtime, negotiated between host and remotes. */
function sharedConfig() {
  const singleton = (name, version) => ({ singleton: true, requiredVersion: `^${version}`, version });
  const shared = {};
  for (const name of [
    'react',
    'react-dom',
    'react-router-dom',
    '@emotion/react',
    '@emotion/styled',
    'notistack',
    'zustand',
    'axios',
    '@tanstack/react-query',
    '@popperjs/core',
  ]) {
    shared[name] = singleton(name, rootPkg(name));
  }
  Object.assign(shared, muiShared());
  shared['react/jsx-runtime'] = singleton('react', rootPkg('react'));
  // By path: the shell provides it though it never imports it (react-query-more.mjs).
  shared[REACT_QUERY_MORE_KEY] = {
    ...singleton('@tanstack/react-query', rootPkg('@tanstack/react-query')),
    import: REACT_QUERY_MORE,
    shareKey: REACT_QUERY_MORE_KEY,
  };
  shared['react-dom/client'] = singleton('react-dom', rootPkg('react-dom'));
  // A workspace package has no registry version: give it an explicit one. shared-ui and
  // shared-contracts hold no state (components, theme, hooks; constants, schemas, the endpoint
  // routes): each app bundles, tree-shaken, only the parts it uses, so a public page downloads
  // neither the dealer and admin widgets and their form libraries nor zod when no form validates.
  shared['shared-auth'] = { singleton: true, requiredVersion: false, version: '0.1.0' };
  return shared;
}

/**
 * MUI: one instance of every component and of every module that holds identity (React contexts).
 * The apps import `@mui/material/<Name>` (one import style: scripts/codemods/mui-subpath-imports.mjs,
 * enforced by eslint.config.mjs). Each component's entry (`Button/index.mjs`) and each file that
 * creates a React context (theme, default props, RTL, FormControl, List, Table, ...) is a singleton
 * shared module keyed by its path in the package: `allowNodeModulesSuffixMatch` also matches MUI's
 * relative imports between its own files (`../ButtonBase/index.mjs` becomes
 * `@mui/material/ButtonBase/index.mjs`), so a remote renders the shell's copy of a component and
 * reads the theme and contexts that the shell's providers set. The shell provides every component
 * of the public remote (mui-kit.cjs), so a public visit downloads MUI once, from the shell.
 * The theme context itself is emotion's (@emotion/react, shared above).
 */
// Tested against the key's rest (`FormControl/FormControlContext.mjs`) and the module's absolute path.
const CONTEXT = /Context\.mjs$/;
const MUI_CONTEXT_MODULES = {
  '@mui/material': /(Context\.mjs|(^|\/)[A-Za-z_-]+\/index\.mjs)$/,
  '@mui/system':
    /(^|\/)(DefaultPropsProvider\/DefaultPropsProvider|RtlProvider\/index|cssVars\/createCssVarsProvider)\.mjs$/,
  '@mui/utils': CONTEXT,
  '@mui/private-theming': CONTEXT,
};
const MUI_PACKAGES = ['@mui/material', '@mui/system', '@mui/utils', '@mui/styled-engine', '@mui/private-theming'];
const muiDir = (name) => path.dirname(require.resolve(`${name}/package.json`, { paths: [__dirname] }));
/** The repo's `@mui/material/styles`: the names it and MUI import from the barrel, shared in its place (mui-styles.mjs). */
const MUI_STYLES = path.join(__dirname, 'mui-styles.mjs');
const MUI_STYLES_BARREL = path.join(muiDir('@mui/material'), 'styles', 'index.mjs');
/** MUI's createTheme without the CSS-variables themes (mui-create-theme.mjs). */
const MUI_CREATE_THEME = path.join(__dirname, 'mui-create-theme.mjs');
const MUI_CREATE_THEME_FILE = path.join(muiDir('@mui/material'), 'styles', 'createTheme.mjs');

function muiShared() {
  const shared = {};
  for (const [name, files] of Object.entries(MUI_CONTEXT_MODULES)) {
    const version = rootPkg(name);
    shared[`${name}/`] = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      allowNodeModulesSuffixMatch: true,
      include: { request: files },
    };
  }
  return shared;
}

/**
 * The public kit: the MUI components the public pages render (scripts/webpack/mui-kit.cjs). The
 * shell provides every one of them (even those only a remote renders) and each app keeps them in
 * one `mui-kit` chunk, so a first visit downloads them once, from the shell: a remote's own copy
 * is only a fallback for running it without the shell.
 */
const { MUI_KIT, MUI_DEAL, MUI_LAZY } = require('./mui-kit.cjs');
const muiFolders = (names) => new RegExp(`[\\/]node_modules[\\/]@mui[\\/]material[\\/](${names.join('|')})[\\/]`);
const kitFolder = muiFolders(MUI_KIT);
const dealFolder = muiFolders(MUI_DEAL);
const kitSupport =
  /[\\/]node_modules[\\/](@mui[\\/](system|utils|styled-engine|private-theming)|@emotion|stylis|hoist-non-react-statics|clsx|react-transition-group|prop-types|react-is|@babel[\\/]runtime)[\\/]/;
// The small files of other components that kit components import (class names for the theme's
// high-contrast styles, ButtonGroup's contexts, Select's native input): in the kit, not in a
// few tiny chunks of their own.
const kitBits =
  /[\\/]node_modules[\\/]@mui[\\/]material[\\/][^\\/]+[\\/]([a-z][A-Za-z]*Classes|[A-Za-z]+Context|NativeSelectInput)\.mjs$/;

// Support files only menus, tabs and toggle groups use (none of them on a first paint): with their components.
const notKit = /[\\/]node_modules[\\/]@mui[\\/]utils[\\/]useRovingTabIndex[\\/]useRovingTabIndex\.mjs$/;

function muiKitChunk() {
  const inKit = (r) =>
    kitFolder.test(r) ||
    (kitSupport.test(r) && !notKit.test(r)) ||
    kitBits.test(r) ||
    r === MUI_STYLES ||
    r === MUI_CREATE_THEME;
  return {
    name: 'mui-kit',
    chunks: 'all',
    enforce: true,
    priority: 20,
    test: (m) => Boolean(m.resource) && inKit(m.resource),
  };
}

/**
 * The shell's shared libraries, one chunk each: the shell imports them itself and provides them
 * to the remotes (provideOnly), and both ways must load the one file, not copies split by size.
 */
const LIBRARY =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](?:react-query|query-core)|zustand|axios|notistack|@popperjs[\\/]core)[\\/]/;
function libraryChunks() {
  return {
    chunks: 'all',
    enforce: true,
    priority: 10,
    test: (m) =>
      Boolean(m.resource) &&
      (LIBRARY.test(m.resource) || [REACT_ROUTER_DOM, REACT_QUERY, REACT_QUERY_MORE].includes(m.resource)),
    name: (m) => {
      if (m.resource === REACT_ROUTER_DOM) return 'react-router';
      if (m.resource === REACT_QUERY) return 'tanstack';
      if (m.resource === REACT_QUERY_MORE || QUERY_MORE_FILES.test(m.resource)) return 'tanstack-more';
      return LIBRARY.exec(m.resource)[1]
        .replace(/[\\/].*$/, '')
        .replace('@', '');
    },
  };
}

function muiDealChunk() {
  return {
    name: 'mui-deal',
    chunks: 'all',
    enforce: true,
    priority: 15,
    test: (m) => Boolean(m.resource) && dealFolder.test(m.resource),
  };
}

/**
 * The shell's index.html preloads the files of its `bootstrap` chunk group (shell/src/index.ts):
 * they download with main.js instead of after it, and the start-up steps, which import them one
 * after another, find them already there. The server-rendered pages are this same HTML.
 */
class BootstrapPreload {
  apply(compiler) {
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

/** The public remote's build fails when it renders a MUI component the kit (so the shell) lacks. */
class MuiKitCheck {
  apply(compiler) {
    const folder = /[\\/]node_modules[\\/]@mui[\\/]material[\\/]([^\\/]+)[\\/][^\\/]+$/;
    compiler.hooks.thisCompilation.tap('MuiKitCheck', (compilation) => {
      compilation.hooks.afterSeal.tap('MuiKitCheck', () => {
        const missing = new Set();
        const check = (m) => {
          if (m.modules) m.modules.forEach(check); // a concatenated module
          const name = m.resource && folder.exec(m.resource)?.[1];
          if (name && ![MUI_KIT, MUI_DEAL, MUI_LAZY].some((list) => list.includes(name))) missing.add(name);
        };
        for (const chunk of compilation.chunks) {
          for (const m of compilation.chunkGraph.getChunkModulesIterable(chunk)) check(m);
        }
        if (missing.size) {
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `The public pages use @mui/material/${[...missing].join(', ')}, which the shell does not provide: add ${missing.size > 1 ? 'them' : 'it'} to scripts/webpack/mui-kit.cjs (MUI_KIT).`,
            ),
          );
        }
      });
    });
  }
}

/**
 * Folders the public pages use single files of, whose index.mjs nobody imports: providing it
 * would put the whole folder in the shell's first-visit kit (every colour palette; the CSS
 * variables' colour-scheme script, which this site's theme does not use).
 */
const NOT_PROVIDED = ['colors', 'InitColorSchemeScript'];

/**
 * The shell imports its MUI itself (provideOnly), so a context file its components read must be
 * one the shell provides: else a remote's own copy of the component that sets it (RadioGroup for
 * the shell's Radio) would set another context. Follows the provided folders' imports and throws
 * on a context file in a folder the lists lack.
 */
function checkProvidedContexts(folders) {
  const root = muiDir('@mui/material');
  const seen = new Set();
  const stack = folders.map((name) => path.join(root, name, 'index.mjs')).filter((file) => fs.existsSync(file));
  const missing = new Set();
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, request] of fs.readFileSync(file, 'utf8').matchAll(/from\s+"(\.[^"]+)"/g)) {
      const target = path.resolve(path.dirname(file), request);
      if (!fs.existsSync(target)) continue;
      stack.push(target);
      const folder = path.relative(root, target).split(path.sep)[0];
      if (CONTEXT.test(target) && !folders.includes(folder)) missing.add(folder);
    }
  }
  if (missing.size)
    throw new Error(
      `The shell's MUI components read contexts of ${[...missing].join(', ')}: add ${missing.size > 1 ? 'them' : 'it'} to scripts/webpack/mui-kit.cjs (MUI_LAZY), so the shell provides them.`,
    );
}

/** The files under `dir`, as `/`-separated paths relative to it. */
const filesUnder = (dir) => fs.readdirSync(dir, { recursive: true }).map((file) => file.split(path.sep).join('/'));

/** The shell provides each public component's entry and its context files (a remote's copy of a context would be another context). */
function muiKitProvides() {
  const folders = [...MUI_KIT, ...MUI_DEAL, ...MUI_LAZY];
  checkProvidedContexts(folders);
  const version = rootPkg('@mui/material');
  const files = folders
    .filter((name) => !NOT_PROVIDED.includes(name))
    .flatMap((name) => {
      const folder = path.join(muiDir('@mui/material'), name);
      if (!fs.existsSync(path.join(folder, 'index.mjs'))) return [];
      const contexts = filesUnder(folder).filter((f) => CONTEXT.test(f));
      return ['index.mjs', ...contexts].map((f) => `${name}/${f}`);
    });
  return Object.fromEntries(
    files.map((file) => [
      `@mui/material/${file}`,
      {
        import: file === 'styles/index.mjs' ? MUI_STYLES : path.join(muiDir('@mui/material'), file),
        shareKey: `@mui/material/${file}`,
        singleton: true,
        requiredVersion: `^${version}`,
        version,
      },
    ]),
  );
}

/**
 * The public remote's production build takes every shared module from the shell (which provides
 * all of them: MuiKitCheck, muiKitProvides, and e2e federation.spec compares the two manifests),
 * so it neither bundles nor registers copies of its own: `import: false`. The other remotes keep
 * their own copies of what the shell may lack (MUI components the public pages do not use).
 */
function consumeOnly(shared) {
  return Object.fromEntries(Object.entries(shared).map(([key, config]) => [key, { ...config, import: false }]));
}

/**
 * The shell provides the shared modules and imports them as plain modules of its own: it is the
 * host, so the share scope always holds its copies (the first to register a key keeps it, and
 * every app is built from this repo's one lockfile, so at the same versions), and asking the share
 * scope for them would only cost a start-up round of federation lookups (about 90 modules) and
 * their table in main.js. The remotes still consume each of them, and get these very instances.
 * Options of webpack's own ProvideSharedPlugin: the key (a request or an absolute path), the share
 * key and the version.
 */
function provideOnly(shared) {
  return Object.fromEntries(
    Object.entries(shared).map(([key, config]) => [
      config.import || key,
      { shareKey: config.shareKey || key, version: config.version },
    ]),
  );
}

/**
 * What the shell provides: the libraries, and of MUI each public component (muiKitProvides) and
 * the context files of MUI's other packages, by path (MUI_CONTEXT_MODULES). The signed-in remotes
 * (`@module-federation/enhanced`, allowNodeModulesSuffixMatch) match their own MUI files to these
 * keys, so a component of theirs reads the contexts the shell's providers set.
 */
function hostProvides() {
  const libraries = Object.fromEntries(Object.entries(sharedConfig()).filter(([key]) => !key.startsWith('@mui/')));
  return provideOnly({ ...libraries, ...muiContextProvides(), ...muiKitProvides() });
}

/** MUI's context files outside @mui/material (theme, default props, RTL), by absolute path; not the CSS-variables provider this site's theme does not use. */
function muiContextProvides() {
  const provides = {};
  for (const [name, files] of Object.entries(MUI_CONTEXT_MODULES)) {
    if (name === '@mui/material') continue;
    const root = muiDir(name);
    const version = rootPkg(name);
    for (const key of filesUnder(root)) {
      if (!key.endsWith('.mjs') || key.startsWith('esm/') || key.startsWith('cssVars/') || !files.test(key)) continue;
      provides[`${name}/${key}`] = { import: path.join(root, key), shareKey: `${name}/${key}`, version };
    }
  }
  return provides;
}

/** A shared config in the options webpack's own container plugin takes (without enhanced's `include` and `allowNodeModulesSuffixMatch`). */
const NATIVE_SHARED_OPTIONS = [
  'import',
  'shareKey',
  'shareScope',
  'version',
  'singleton',
  'requiredVersion',
  'strictVersion',
  'eager',
  'packageName',
];
function nativeShared(shared) {
  return Object.fromEntries(
    Object.entries(shared).map(([key, config]) => [
      key,
      Object.fromEntries(Object.entries(config).filter(([option]) => NATIVE_SHARED_OPTIONS.includes(option))),
    ]),
  );
}

const REMOTE_ENTRY = 'remoteEntry.js';

/** The apps built with `@module-federation/enhanced`: the signed-in remotes (not the shell, not the public remote). */
const usesEnhanced = ({ name, isHost }) => !isHost && name !== 'mfe_public';

/**
 * Module Federation of one app. What a first visit downloads, the shell and the public remote, is
 * built with webpack's own container plugin, whose runtime in the shell's main.js is about 5 KB
 * gzip where `@module-federation/enhanced`'s is 26 KB (docs/decisions.md): the shell provides the
 * shared modules and loads each remote's remoteEntry.js itself (shell/src/federation/remotes.ts).
 * The public remote takes every shared module from the shell (consumeOnly) in production. The
 * signed-in remotes keep `@module-federation/enhanced` (in production on the runtime the shell
 * lends them, hostRuntimeAliases), which matches MUI's
 * relative imports between its own files to shared keys (allowNodeModulesSuffixMatch): their own
 * copies of MUI components then read the shell's contexts. Their containers take the shell's
 * share scope like any other.
 */
function federationPlugins({ dir, name, exposes, isHost, production }) {
  const pkg = require(path.join(dir, 'package.json'));
  const build = { name, buildName: pkg.name, buildVersion: pkg.version };
  if (isHost)
    return [
      new webpack.sharing.ProvideSharedPlugin({ provides: hostProvides() }),
      new FederationManifestPlugin(build),
      new webpack.DefinePlugin(FEDERATION_RUNTIME_FLAGS),
    ];
  if (!usesEnhanced({ name, isHost })) {
    return [
      new webpack.container.ModuleFederationPlugin({
        name,
        filename: REMOTE_ENTRY,
        exposes,
        shared: nativeShared(production ? consumeOnly(sharedConfig()) : sharedConfig()),
      }),
      new FederationManifestPlugin({ ...build, remoteEntry: REMOTE_ENTRY }),
    ];
  }
  return [
    new ModuleFederationPlugin({
      name,
      filename: REMOTE_ENTRY,
      exposes,
      remotes: {},
      shared: sharedConfig(),
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: true,
      // Built without the snapshot code (manifest-driven loading and preloading), the remote-loading
      // code (a remote loads no remotes) and Node paths.
      experiments: { optimization: { disableRemote: true, disableSnapshot: true, target: 'web' } },
    }),
  ];
}

/**
 * MUI requests by file path. A module reached as `@mui/system/RtlProvider` (bare) and as
 * `../RtlProvider/index.mjs` (relative) must have one share key: bare folder requests are rewritten
 * to `<pkg>/<Folder>/index.mjs` before the federation plugins see them, and since those paths are
 * not in the packages' `exports`, MUI resolves by path (aliases: `<pkg>` to its folder, the root to
 * `index.mjs`, the ES modules).
 */
class MuiFilePathRequests {
  apply(compiler) {
    const bare = new RegExp(`^(${MUI_PACKAGES.map((n) => n.replace('/', '\\/')).join('|')})\\/([^/]+)$`);
    compiler.hooks.normalModuleFactory.tap('MuiFilePathRequests', (factory) => {
      factory.hooks.beforeResolve.tap('MuiFilePathRequests', (data) => {
        const match = bare.exec(data.request);
        if (match && fs.existsSync(path.join(muiDir(match[1]), match[2], 'index.mjs')))
          data.request = `${match[1]}/${match[2]}/index.mjs`;
      });
    });
  }
}

function muiAliases() {
  const aliases = {};
  for (const name of MUI_PACKAGES) {
    aliases[`${name}$`] = path.join(muiDir(name), 'index.mjs');
    aliases[name] = muiDir(name);
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

/** TypeScript and JSX of the workspaces, compiled by swc (browser and server builds alike). */
function typescriptRule(development) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
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

/** The repo's `react-router-dom`: only the names it imports, shared as one module (react-router-dom.mjs). */
const REACT_ROUTER_DOM = path.join(__dirname, 'react-router-dom.mjs');

/** The repo's `@tanstack/react-query`: only the names it imports (react-query.mjs), from the package's ES module entry. */
const REACT_QUERY = path.join(__dirname, 'react-query.mjs');
/** The repo's `@tanstack/react-query/more`: the hooks no first paint uses (react-query-more.mjs), and the package files only they reach. */
const REACT_QUERY_MORE = path.join(__dirname, 'react-query-more.mjs');
const REACT_QUERY_MORE_KEY = '@tanstack/react-query/more';
const QUERY_MORE_FILES =
  /[\\/]node_modules[\\/]@tanstack[\\/](react-query[\\/]build[\\/]modern[\\/](useQueries|useMutationState)|query-core[\\/]build[\\/]modern[\\/]queriesObserver)\.js$/;
const REACT_QUERY_PACKAGE = path.join(
  path.dirname(require.resolve('@tanstack/react-query/package.json', { paths: [__dirname] })),
  'build/modern/index.js',
);

/** Module resolution of every build: TypeScript first, MUI by file path, react-router-dom, react-query and MUI's styles by their facades. */
function resolveOptions() {
  return {
    extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
    alias: {
      [`${MUI_STYLES_BARREL}$`]: MUI_STYLES,
      [`${MUI_CREATE_THEME_FILE}$`]: MUI_CREATE_THEME,
      ...muiAliases(),
      'react-router-dom$': REACT_ROUTER_DOM,
      '@tanstack/react-query$': REACT_QUERY,
      [`${REACT_QUERY_MORE_KEY}$`]: REACT_QUERY_MORE,
      'react-query-package$': REACT_QUERY_PACKAGE,
    },
  };
}

/**
 * The signed-in remotes' production builds run on the federation runtime the shell lends them
 * (shell/src/federation/lend-runtime.ts): their federation entry imports the bundler runtime by
 * this absolute path, aliased to shared-runtime/use-host-runtime.mjs.
 */
const BUNDLER_RUNTIME = require.resolve('@module-federation/webpack-bundler-runtime/bundler', {
  paths: [require.resolve('@module-federation/enhanced/webpack', { paths: [__dirname] })],
});
const withAliases = (options, aliases) => ({ ...options, alias: { ...options.alias, ...aliases } });
function hostRuntimeAliases() {
  return {
    [`${BUNDLER_RUNTIME}$`]: path.join(__dirname, 'shared-runtime', 'use-host-runtime.mjs'),
    'mf-init-container-entry$': path.join(path.dirname(BUNDLER_RUNTIME), 'initContainerEntry.js'),
  };
}

/**
 * What enhanced's plugin defines in the remotes' builds (experiments.optimization), for the copy of
 * its runtime the shell builds to lend them: no manifest (snapshot) code, no remote loading (a
 * remote loads no remotes), browser only.
 */
const FEDERATION_RUNTIME_FLAGS = {
  FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true,
  FEDERATION_OPTIMIZE_NO_REMOTE: true,
  FEDERATION_OPTIMIZE_NO_SHARED: false,
  FEDERATION_HAS_EXPOSES: false,
  ENV_TARGET: JSON.stringify('web'),
};

/**
 * The browser's API registry: only each endpoint's method, path and multipart flag
 * (endpoint-routes-loader.cjs); the server builds and the API keep the zod schemas.
 */
function endpointRoutesRule() {
  const loader = path.join(__dirname, 'endpoint-routes-loader.cjs');
  return {
    test: path.join(
      path.dirname(require.resolve('shared-contracts/package.json', { paths: [__dirname] })),
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
        filename: production
          ? (pathData) =>
              pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript
                ? '[name].[contenthash:8].js'
                : '[name].js'
          : '[name].js',
        // Hashed in development too: there two chunks can get one name (a provided module's and a fallback's).
        chunkFilename: '[name].[contenthash:8].js',
        uniqueName: name,
        clean: true,
      },
      resolve:
        production && usesEnhanced({ name, isHost })
          ? withAliases(resolveOptions(), hostRuntimeAliases())
          : resolveOptions(),
      module: {
        rules: [
          typescriptRule(!production),
          { test: /\.(png|jpe?g|svg|webp)$/i, type: 'asset/resource' },
          endpointRoutesRule(),
        ],
      },
      optimization: {
        splitChunks: {
          cacheGroups: {
            muiKit: muiKitChunk(),
            muiDeal: muiDealChunk(),
            ...(isHost ? { libraries: libraryChunks() } : {}),
          },
        },
        minimize: production,
        minimizer: [
          new MinimizerWebpackPlugin({
            test: /\.[cm]?js(\?.*)?$/i,
            minify: { implementation: MinimizerWebpackPlugin.swcMinify },
          }),
        ],
      },
      performance: { hints: false },
      // Each MUI context module is its own singleton key, filtered from the MUI prefixes by the same
      // `include` in every enhanced build: the plugin's generic warning about singletons with filters does not apply.
      ignoreWarnings: [/"singleton: true" is used together with "include\.request/],
      plugins: [
        ...federationPlugins({ dir, name, exposes, isHost, production }),
        new MuiFilePathRequests(),
        ...(name === 'mfe_public' ? [new MuiKitCheck()] : []),
        ...(isHost ? [new BootstrapPreload()] : []),
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
module.exports.sharedConfig = sharedConfig;
module.exports.compressionPlugins = compressionPlugins;
module.exports.typescriptRule = typescriptRule;
module.exports.resolveOptions = resolveOptions;
module.exports.REACT_ROUTER_DOM = REACT_ROUTER_DOM;
module.exports.MuiFilePathRequests = MuiFilePathRequests;
