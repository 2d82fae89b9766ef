// shell: the host. Remotes are registered at run time from /config.json.
const createConfig = require('../scripts/webpack/create-config.cjs');

module.exports = createConfig({ dir: __dirname, name: 'shell', port: 3000, isHost: true });
