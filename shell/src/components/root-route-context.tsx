import type { ReactNode } from 'react';
import { UNSAFE_RouteContext } from 'react-router-dom';

const root = { outlet: null, matches: [], isDataRoute: false };

/**
 * mfe-public's routes are relative to `/` (contracts.md), but the shell lists each public
 * path explicitly (so they are never "unknown"). Inside such a route, descendant <Routes>
 * would be relative to that path; this resets the route context to the root so the
 * remote's own table matches the full path.
 */
export function RootRouteContext({ children }: { children: ReactNode }) {
  return <UNSAFE_RouteContext.Provider value={root}>{children}</UNSAFE_RouteContext.Provider>;
}
