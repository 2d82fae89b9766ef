// The shell's runtime plugin that lends its federation runtime to the remotes (production builds):
// the default export of @module-federation/webpack-bundler-runtime (the same module the shell's
// own federation entry imports, so nothing is added) goes on a global that every remote's
// remoteEntry.js reads instead of carrying its own copy (use-host-runtime.mjs).
import federation from '@module-federation/webpack-bundler-runtime/bundler';

globalThis.__LEASE_FEDERATION_RUNTIME__ = federation;

export default function provideRuntimePlugin() {
  return { name: 'provide-runtime-plugin' };
}
