// What the builds get for `@tanstack/react-query/more` (resolve.alias in create-config.cjs): the
// react-query hooks that no page's first paint uses (several queries at once, the state of past
// mutations), re-exported from the package's own build like react-query.mjs. A shared module of
// its own, in a chunk of its own: a shared module keeps every name it exports, so in the main
// facade these hooks and query-core's QueriesObserver went to every first visit (about 1 KB gzip).
// The code imports them from `@tanstack/react-query/more` (tsconfig.base.json and jest map it to
// the package for types and tests; eslint.config.mjs allows only these names there).
export { useMutationState, useQueries } from 'react-query-package';
