// What every browser and server build gets for `react-router-dom` (resolve.alias in
// create-config.cjs): the names the repo imports, re-exported from react-router. It is the module
// shared as the `react-router-dom` singleton, so the router's contexts stay one instance across
// the shell and the remotes, and being a module of our own, webpack keeps of react-router only
// what these names reach (about 12 KB gzip instead of the whole 58 KB package, which a shared
// module would otherwise ship as it is). eslint.config.mjs allows importing only these names.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  UNSAFE_RouteContext,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
