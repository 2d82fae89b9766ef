import type { ReactNode } from 'react';
import { Route, Router, Routes, useInRouterContext, type Location, type Navigator } from 'react-router-dom';

/**
 * What the shell hands a remote's exposed routes: where the visitor is, how to move, and the path
 * the area is mounted at ('/', '/dealer', '/dealer/payment' ...). Plain values, not the router's
 * React contexts: each app bundles its own react-router, of its own version.
 */
export interface HostRouting {
  location: Location;
  navigator: Navigator;
  base: string;
  /** Server rendering: links render, nothing navigates. */
  static?: boolean;
}

/** The props the shell passes to every exposed route module. */
export interface RemoteRoutesProps {
  host?: HostRouting;
}

/**
 * A remote's routes on the remote's own router, driven by the shell's location and navigation
 * (react-router's documented `<Router>` with a custom navigator): the area's routes match below
 * `host.base`, and a link or navigate in the area moves the shell's router. Without `host` (the
 * standalone dev host, tests), or inside a router of this very copy (one bundle), the routes render
 * under the router already there.
 */
export function HostRouter({ host, children }: RemoteRoutesProps & { children: ReactNode }) {
  const inRouter = useInRouterContext();
  if (!host || inRouter) return <>{children}</>;
  const base = host.base.replace(/\/+$/, '');
  return (
    <Router location={host.location} navigator={host.navigator} static={host.static}>
      <Routes>
        <Route path={`${base}/*`} element={children} />
      </Routes>
    </Router>
  );
}
