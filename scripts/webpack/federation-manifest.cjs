// mf-manifest.json for the builds made with webpack's own container plugin (the shell and the
// public remote, create-config.cjs), in the shape `@module-federation/enhanced` writes for the
// others: config.json names each remote by it, the shell's server reads the public remote's for the
// page's preload links (shell/src/server/preload-links.ts), and the e2e tests read the versions.
// Written from the options this build passed to the container plugin (shared modules and exposes)
// and webpack's public compilation API (named chunk groups and their files).
const PLUGIN = 'FederationManifestPlugin';

/** The JavaScript files of a chunk group's chunks. */
const jsFiles = (group) => group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));

/** The files of every chunk group loaded on demand below `group` (its async chunks). */
function asyncFiles(group, seen = new Set()) {
  const files = [];
  for (const child of group.getChildren()) {
    if (seen.has(child)) continue;
    seen.add(child);
    files.push(...jsFiles(child), ...asyncFiles(child, seen));
  }
  return files;
}

/** The chunk name of an expose (create-config.cjs names every one). */
const exposeChunk = (key) => `expose-${key.replace(/^\.\//, '').replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** Exposes in the container plugin's object form, each with its own chunk name. */
function namedExposes(exposes) {
  return Object.fromEntries(
    Object.entries(exposes).map(([key, value]) => [
      key,
      typeof value === 'string' ? { import: value, name: exposeChunk(key) } : { name: exposeChunk(key), ...value },
    ]),
  );
}

class FederationManifestPlugin {
  /**
   * @param {{ name: string, pkg: { name: string, version: string }, remoteEntry: string,
   *   shared: Record<string, { singleton: boolean, requiredVersion: string, version: string }>,
   *   exposes: Record<string, { import: string, name: string }> }} options
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { name, pkg, remoteEntry, shared, exposes } = this.options;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // After the content hashes name the files, before the compression plugins copy the assets.
      const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1;
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage }, () => {
        const exposed = Object.entries(exposes).map(([key, { name: chunk }]) => {
          const group = compilation.namedChunkGroups.get(chunk);
          const sync = group ? jsFiles(group) : [];
          const async = group ? [...new Set(asyncFiles(group))].filter((file) => !sync.includes(file)) : [];
          const short = key.replace(/^\.\//, '');
          return {
            id: `${name}:${short}`,
            name: short,
            path: key,
            assets: { js: { sync, async }, css: { sync: [], async: [] } },
          };
        });
        const manifest = {
          id: name,
          name,
          metaData: {
            name,
            type: 'app',
            buildInfo: { buildVersion: pkg.version, buildName: pkg.name },
            remoteEntry: { name: remoteEntry, path: '', type: 'global' },
            globalName: name,
            publicPath: 'auto',
          },
          shared: Object.entries(shared)
            .map(([key, config]) => ({ id: `${name}:${key}`, name: key, ...config }))
            .sort((a, b) => a.name.localeCompare(b.name)),
          remotes: [],
          exposes: exposed,
        };
        compilation.emitAsset(
          'mf-manifest.json',
          new compiler.webpack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
        );
      });
    });
  }
}

module.exports = { FederationManifestPlugin, namedExposes };
