// Loaded with shared-auth (index.ts), which every app loads before any page: in browsers, zod must not probe for `new Function` (its JIT): the apps' Content-Security-Policy
// forbids eval, and the probe is reported as a violation. zod keeps its settings on globalThis
// (`__zod_globalConfig`, what z.config() changes), shared by every zod copy of the shell and the
// remotes: setting it there, before or after zod loads, leaves zod out of the pages that build no
// schema (importing zod to call z.config() would load it on every page). zod-csp.test.ts checks
// that z.config() reads it. The API keeps the JIT.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };

if ('document' in globalThis)
  zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });

export {};
