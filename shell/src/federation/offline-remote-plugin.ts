import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Keeps an unreachable remote from taking the whole site down (module-federation/core
 * #3877): while shared modules are negotiated the failing remote is skipped; when one of
 * its modules is requested the error is rethrown so that area's error boundary shows it.
 */
export default function offlineRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'offline-remote-plugin',
    errorLoadRemote(args) {
      const { id, lifecycle, error } = args;
      if (lifecycle === 'onLoad') {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`Remote module "${id}" could not be loaded: ${reason}`);
      }
      // beforeLoadShare, beforeRequest, afterResolve: skip this remote, let the rest load.
      console.warn(`[federation] remote unavailable (${lifecycle}): ${id}`);
      return undefined;
    },
  };
}
