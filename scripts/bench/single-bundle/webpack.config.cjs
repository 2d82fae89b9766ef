// The single-bundle comparison build of the web bench: the public pages (shell layout and
// mfe-public's routes, src/index.tsx) as one application without Module Federation. It takes
// the shell's own production config from scripts/webpack/create-config.cjs (same swc loader,
// minifier, aliases, HTML template and any other plugin the builds add, such as compression)
// and only changes the entry and output folder and drops the federation plugin. Webpack's
// default code splitting stays on, as in a normal application.
const path = require('node:path');
const createConfig = require('../../webpack/create-config.cjs');

const shellDir = path.resolve(__dirname, '../../../shell');
const isFederation = (plugin) => /federation/i.test(plugin?.constructor?.name ?? '');

module.exports = (env, argv) => {
  const made = createConfig({ dir: shellDir, name: 'single_bundle', port: 3305, isHost: true })(env, { ...argv, mode: 'production' });
  // A config list (for example a browser and a server build): the browser one.
  const base = Array.isArray(made) ? made.find((c) => !c.target || c.target === 'web' || String(c.target).startsWith('browserslist')) ?? made[0] : made;
  const config = { ...base };
  delete config.devServer;
  return {
    ...config,
    mode: 'production',
    entry: path.join(__dirname, 'src/index.tsx'),
    output: { ...config.output, path: process.env.SINGLE_BUNDLE_DIST || path.join(__dirname, 'dist'), uniqueName: 'single_bundle' },
    plugins: (config.plugins ?? []).filter((plugin) => !isFederation(plugin)),
  };
};
