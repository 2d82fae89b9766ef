// mf-manifest.json for the builds made with webpack's own container plugin (the shell and the
// public remote, create-config.cjs), in the shape `@module-federation/enhanced` writes for the
// others: config.json names each remote by it, the shell's server reads the public remote's for
// the page's preload links (shell/src/server/preload-links.ts), and e2e compares the modules the
// shell provides with those the public remote consumes.
const PLUGIN = 'FederationManifestPlugin';

/** The JavaScript files of a chunk group's chunks. */
const jsFiles = (group) => group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));

/** The files of every chunk group loaded on demand below `group` (its async chunks). */
function asyncFiles(group, seen = new Set()) {
  const files = [];
  for (const child of group.childrenIterable) {
    if (seen.has(child)) continue;
    seen.add(child);
    files.push(...jsFiles(child), ...asyncFiles(child, seen));
  }
  return files;
}

/** The shared modules of the build: what it provides (version) and consumes (required version, singleton). */
function sharedModules(compilation, name) {
  const shared = new Map();
  const entry = (key) => {
    if (!shared.has(key)) shared.set(key, { id: `${name}:${key}`, name: key });
    return shared.get(key);
  };
  for (const module of compilation.modules) {
    const kind = module.constructor.name;
    if (kind === 'ProvideSharedModule') entry(module._name).version = module._version;
    if (kind === 'ConsumeSharedModule') {
      const { shareKey, requiredVersion, singleton } = module.options;
      Object.assign(entry(shareKey), {
        singleton,
        requiredVersion: requiredVersion ? String(requiredVersion) : requiredVersion,
      });
    }
  }
  return [...shared.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Each exposed module and the files it needs: `sync` before it runs, `async` on demand. */
function exposedModules(compilation) {
  const container = [...compilation.modules].find((module) => module.constructor.name === 'ContainerEntryModule');
  if (!container) return [];
  return container.blocks.map((block) => {
    const exposed = block.dependencies[0].exposedName;
    const group = compilation.chunkGraph.getBlockChunkGroup(block);
    const sync = group ? jsFiles(group) : [];
    const async = group ? [...new Set(asyncFiles(group))].filter((file) => !sync.includes(file)) : [];
    const short = exposed.replace(/^\.\//, '');
    return {
      id: `${container._name}:${short}`,
      name: short,
      path: exposed,
      assets: { js: { sync, async }, css: { sync: [], async: [] } },
    };
  });
}

class FederationManifestPlugin {
  /** @param {{ name: string, remoteEntry?: string, buildName: string, buildVersion: string }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { name, remoteEntry, buildName, buildVersion } = this.options;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // After the real content hashes rename the files, before the compression plugins copy the assets.
      const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1;
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage }, () => {
        const manifest = {
          id: name,
          name,
          metaData: {
            name,
            type: 'app',
            buildInfo: { buildVersion, buildName },
            remoteEntry: { name: remoteEntry ?? '', path: '', type: 'global' },
            globalName: name,
            publicPath: 'auto',
          },
          shared: sharedModules(compilation, name),
          remotes: [],
          exposes: exposedModules(compilation),
        };
        compilation.emitAsset(
          'mf-manifest.json',
          new compiler.webpack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
        );
      });
    });
  }
}

module.exports = { FederationManifestPlugin };
