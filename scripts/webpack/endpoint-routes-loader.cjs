// Browser builds: shared-contracts/src/endpoints/registry.ts becomes its routes only. The loader
// runs the real registry at build time (webpack's importModule, through the same TypeScript rule)
// and emits `endpoints` as `{ <domain>: { <key>: { method, path, multipart? } } }`: what callApi
// reads. The zod schemas, summaries and descriptions (the API's validation and OpenAPI) stay out
// of the browser, so a page that validates no form never loads zod. Browser code reads nothing
// else from an endpoint (eslint.config.mjs); the server builds keep the full registry.
//
// `endpoints` and each of its domains are ES module namespaces (`export * as`), one module per
// domain, each endpoint its own export: webpack tracks `endpoints.listings.byId` down to the
// endpoint, so a chunk keeps only the routes its app calls (nested tree shaking), not the
// whole registry.
const path = require('node:path');

const FULL = '?full-registry';
const DOMAINS = '?endpoint-domains';
const DOMAIN = '?endpoint-domain=';
const ROUTE_FIELDS = ['method', 'path', 'multipart'];

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const name = (value) => {
  if (!IDENTIFIER.test(value)) throw new Error(`endpoint-routes-loader: "${value}" is not a plain name`);
  return value;
};

/** The routes module for this request: the root, the list of domains, or one domain's endpoints. */
function routesModule(resourcePath, query, registry) {
  const from = (suffix) => JSON.stringify(`./${path.basename(resourcePath)}${suffix}`);
  if (query.startsWith(DOMAIN)) {
    const members = registry[query.slice(DOMAIN.length)];
    if (!members) throw new Error(`endpoint-routes-loader: no domain in ${query}`);
    return Object.entries(members)
      .map(([key, endpoint], index) => {
        const route = Object.fromEntries(
          ROUTE_FIELDS.filter((field) => endpoint[field] !== undefined).map((field) => [field, endpoint[field]]),
        );
        // `export { e0 as delete }`: an endpoint's key may be a reserved word.
        return `const e${index} = ${JSON.stringify(route)};\nexport { e${index} as ${name(key)} };\n`;
      })
      .join('');
  }
  if (query === DOMAINS)
    return Object.keys(registry)
      .map((domain) => `export * as ${name(domain)} from ${from(`${DOMAIN}${domain}`)};\n`)
      .join('');
  return `export * as endpoints from ${from(DOMAINS)};\n`;
}

module.exports = function endpointRoutesLoader() {
  const callback = this.async();
  const query = this.resourceQuery;
  this.importModule(`${this.resourcePath}${FULL}`, {}, (error, exports) => {
    if (error) return callback(error);
    try {
      callback(null, routesModule(this.resourcePath, query, exports.endpoints));
    } catch (failure) {
      callback(failure);
    }
  });
};
module.exports.FULL = FULL;
module.exports.routesModule = routesModule;
