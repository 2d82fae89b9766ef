// The project's import boundaries as one ESLint rule. It reads import paths as text (relative
// paths resolved against the importing file, workspace packages by name), so it needs no
// resolver and also guards files that do not exist yet (the API's repositories).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const APPS = ['shell', 'mfe-public', 'mfe-dealer', 'mfe-admin', 'mfe-billing'];
export const SHARED = ['shared-contracts', 'shared-auth', 'shared-ui'];
const WORKSPACES = [...APPS, ...SHARED, 'api', 'e2e'];

/** Where an import lands: its workspace and, for a relative import, its path from the repo root. */
function target(fromFile, specifier) {
  if (specifier.startsWith('.')) {
    const rel = path
      .relative(ROOT, path.resolve(path.dirname(fromFile), specifier))
      .split(path.sep)
      .join('/');
    if (rel.startsWith('..')) return undefined;
    return { workspace: rel.split('/')[0], rel };
  }
  const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
  return WORKSPACES.includes(name) ? { workspace: name, rel: undefined } : undefined;
}

/** `src/features/<name>/...` of an app: the feature's name. */
function featureOf(rel) {
  const m = /^(?:shell|mfe-[^/]+)\/src\/features\/([^/]+)\//.exec(rel ?? '');
  return m?.[1];
}

/** `api/src/<domain>/...`: the domain's name (a folder, not a file such as app.ts). */
function apiDomainOf(rel) {
  const m = /^api\/src\/([^/]+)\//.exec(rel ?? '');
  return m?.[1];
}

const isRepository = (rel) => /^api\/src\/[^/]+\/(?:.*\/)?repositor(?:y|ies)(?:[-.][^/]*)?(?:\/|$)/.test(rel);

/** The reason an import from `fromRel` to `to` crosses a boundary, or undefined. */
export function violation(fromRel, to) {
  const from = fromRel.split('/')[0];
  const into = to.workspace;
  if (from !== into) {
    if (from === 'shared-contracts')
      return `shared-contracts imports nothing of the project (found ${into}): it is the bottom layer.`;
    if (SHARED.includes(from) && !SHARED.includes(into))
      return `A shared package must not import an app (${from} -> ${into}).`;
    if (SHARED.includes(from) && SHARED.indexOf(into) > SHARED.indexOf(from)) {
      return `${from} must not import ${into}: shared packages import downwards only (shared-ui -> shared-auth -> shared-contracts).`;
    }
    if (APPS.includes(from) && APPS.includes(into))
      return `An app must not import another app (${from} -> ${into}): move what both need to shared-ui or shared-auth.`;
    if ((APPS.includes(from) || SHARED.includes(from)) && (into === 'api' || into === 'e2e'))
      return `Browser code must not import ${into}.`;
    if (from === 'api' && into !== 'shared-contracts')
      return `The API imports only shared-contracts of the project (found ${into}).`;
    return undefined;
  }
  if (!to.rel) return undefined;
  const fromFeature = featureOf(fromRel);
  const toFeature = featureOf(to.rel);
  if (fromFeature && toFeature && fromFeature !== toFeature) {
    return `Feature "${fromFeature}" must not import feature "${toFeature}": compose them in src/app, or move the shared part out of features.`;
  }
  const fromDomain = apiDomainOf(fromRel);
  const toDomain = apiDomainOf(to.rel);
  // app.ts, the composition root, registers every domain's repository plugin.
  if (toDomain && toDomain !== fromDomain && isRepository(to.rel) && fromRel !== 'api/src/app.ts') {
    return `Only the ${toDomain} domain uses its repository; call the ${toDomain} service instead.`;
  }
  return undefined;
}

const rule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Import direction: remotes -> shared-ui -> shared-auth -> shared-contracts; no app imports another; features and API domains keep their internals.',
    },
    schema: [],
    messages: { boundary: '{{reason}}' },
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const fromRel = path.relative(ROOT, file).split(path.sep).join('/');
    if (fromRel.startsWith('..') || !WORKSPACES.includes(fromRel.split('/')[0])) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const to = target(file, source.value);
      const reason = to && violation(fromRel, to);
      if (reason) context.report({ node: source, messageId: 'boundary', data: { reason } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { meta: { name: 'project-boundaries' }, rules: { imports: rule } };
