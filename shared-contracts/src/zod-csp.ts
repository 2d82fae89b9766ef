// In browsers, zod must not probe for `new Function` (its JIT): the apps' Content-Security-Policy
// forbids eval, and the probe is reported as a violation. The setting lives on globalThis, so
// every zod copy of the shell and the remotes shares it. The API keeps the JIT.
import { z } from 'zod';

if ('document' in globalThis) z.config({ jitless: true });
