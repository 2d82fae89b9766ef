import type { ReactElement } from 'react';
import { Outlet, Route } from 'react-router-dom';
import type { PublicUser } from 'shared-contracts';
import { DEMO_ADMIN, renderWithRoutes, signInAs, type RenderWithRoutesOptions } from 'shared-ui/testing';
import AdminRoutes from '../exposes/AdminRoutes';

export { DEMO_ADMIN, signOut } from 'shared-ui/testing';

/** Signs the demo admin in (or `user`), as the shell's store would hold it. */
export const signInAdmin = (user: PublicUser = DEMO_ADMIN) => signInAs(user);

/**
 * Renders the admin routes (or `element`) as the shell mounts them (`/admin` > `*`), inside the
 * shell's providers, at `path` (`entries`: the history, the last one current; default `[path]`).
 */
export function renderApp(
  path: string,
  { element, entries = [path], ...options }: RenderWithRoutesOptions & { element?: ReactElement } = {},
) {
  return renderWithRoutes(
    <Route path="admin" element={<Outlet />}>
      <Route path="subscription-details/:id" element={<p>subscription detail</p>} />
      <Route path="*" element={element ?? <AdminRoutes />} />
    </Route>,
    { entries, ...options },
  );
}
