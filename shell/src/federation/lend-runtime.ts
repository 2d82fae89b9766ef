// The federation runtime the shell lends to the signed-in remotes (built with
// @module-federation/enhanced), loaded just before the first of them: their production builds
// read it from this global instead of each carrying a copy
// (scripts/webpack/shared-runtime/use-host-runtime.mjs). Built with enhanced's own size flags
// (create-config.cjs federationRuntimeFlags). A public first visit never loads it.
import federation from '@module-federation/webpack-bundler-runtime/bundler';

(globalThis as { __LEASE_FEDERATION_RUNTIME__?: unknown }).__LEASE_FEDERATION_RUNTIME__ = federation;
