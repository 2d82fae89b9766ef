// What a signed-in remote's production build (@module-federation/enhanced) gets for
// @module-federation/webpack-bundler-runtime (create-config.cjs aliases the federation entry's
// import to this file): the runtime the shell lends through a global before it loads such a
// remote (shell/src/federation/lend-runtime.ts), so the dealer, admin and billing areas download
// the federation runtime once between them. Each build keeps its own state: the federation entry
// copies these keys into its own `__webpack_require__.federation` and its own options override them.
// The lent runtime is built without exposes, so it lacks initContainerEntry: the remote brings that
// one function (it imports nothing).
import { initContainerEntry } from 'mf-init-container-entry';

const host = globalThis.__LEASE_FEDERATION_RUNTIME__;
if (!host) {
  throw new Error(
    "This remote's production build runs inside the shell, which lends it the federation runtime; run it alone with `npm run dev` in its folder.",
  );
}

/**
 * The runtime's init finds an existing instance by the build's identifier, compiled into the
 * shell's copy as the shell's: it would hand the remote the shell's instance. This one finds
 * the remote's own by name, or creates it (what init does on a remote's own runtime).
 */
function init(options) {
  const instances = globalThis.__FEDERATION__?.__INSTANCES__ ?? [];
  const existing = instances.find((i) => i.options.name === options.name && i.options.version === options.version);
  if (!existing) return host.runtime.createInstance({ ...options, id: options.id || '' });
  existing.initOptions(options);
  return existing;
}

export default {
  runtime: { ...host.runtime, init },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...host.bundlerRuntime, S: {}, initContainerEntry },
  attachShareScopeMap: host.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
