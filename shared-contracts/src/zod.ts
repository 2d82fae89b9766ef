// The contracts' zod: every schema of this package (and a browser form's own) imports z from
// here. In browsers, zod must not probe for `new Function` (its JIT): the apps'
// Content-Security-Policy forbids eval, and the probe is reported as a violation. The setting
// lives on globalThis, so every zod copy of the shell and the remotes shares it. The API keeps
// the JIT. Only code that builds a schema loads zod: a page that validates nothing never does.
import { config } from 'zod';

if ('document' in globalThis) config({ jitless: true });

export { z } from 'zod';
