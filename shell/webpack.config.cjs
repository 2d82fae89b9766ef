// shell: the host. Remotes are registered at run time from /config.json. Two builds: the
// browser app (dist/) and the server renderer (dist-server/ssr.js, used by shell/server/serve.mjs).
const createConfig = require('../scripts/webpack/create-config.cjs');
const createServerConfig = require('../scripts/webpack/create-server-config.cjs');

const browser = createConfig({ dir: __dirname, name: 'shell', port: 3000, isHost: true });
const server = createServerConfig({
  dir: __dirname,
  name: 'shell',
  outDir: 'dist-server',
  entry: { ssr: './src/server/index.ts' },
});

// `--env serverOnly` builds only the server renderer.
module.exports = (env, argv) => {
  if (env.serverOnly) return { ...server(env, argv), dependencies: undefined };
  return argv.mode === 'production'
    ? [{ ...browser(env, argv), name: 'browser' }, server(env, argv)]
    : browser(env, argv);
};
