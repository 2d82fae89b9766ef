// Browser builds: shared-contracts/src/endpoints/registry.ts becomes its routes only. The loader
// runs the real registry at build time (webpack's importModule, through the same TypeScript rule)
// and emits `export const endpoints = { <domain>: { <key>: { method, path, multipart? } } }`: what
// callApi reads. The zod schemas, summaries and descriptions (the API's validation and OpenAPI)
// stay out of the browser, so a page that validates no form never loads zod. Browser code reads
// nothing else from an endpoint (eslint.config.mjs); the server builds keep the full registry.
const FULL = '?full-registry';
const ROUTE_FIELDS = ['method', 'path', 'multipart'];

module.exports = function endpointRoutesLoader() {
  const callback = this.async();
  this.importModule(`${this.resourcePath}${FULL}`, {}, (error, exports) => {
    if (error) return callback(error);
    const routes = {};
    for (const [domain, members] of Object.entries(exports.endpoints)) {
      routes[domain] = {};
      for (const [key, endpoint] of Object.entries(members)) {
        routes[domain][key] = Object.fromEntries(ROUTE_FIELDS.filter((field) => endpoint[field] !== undefined).map((field) => [field, endpoint[field]]));
      }
    }
    callback(null, `export const endpoints = ${JSON.stringify(routes)};\n`);
  });
};
module.exports.FULL = FULL;
