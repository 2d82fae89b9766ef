// What every browser and server build gets for `@tanstack/react-query` (resolve.alias in
// create-config.cjs): the names the repo imports, re-exported from the package's own build
// (`react-query-package`, an alias of its ES module entry). It is the module shared as the
// `@tanstack/react-query` singleton, so the query client's context stays one across the shell and
// the remotes, and being a module of our own, webpack keeps of the package only what these names
// reach (no infinite or suspense queries, hydration boundary, error-reset boundary; the hooks no first
// paint uses are in react-query-more.mjs). Types come from the package itself. eslint.config.mjs allows
// importing only these names.
export {
  QueryClient,
  QueryClientProvider,
  dehydrate,
  hydrate,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from 'react-query-package';
