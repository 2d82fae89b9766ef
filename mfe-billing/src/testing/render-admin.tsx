// The admin pages of this remote as the shell mounts them, for tests: the subscription detail at
// /admin/subscription-details/* and the billing pages at /admin/billing/*, inside the shell's
// providers, with stand-ins for the pages they link to.
import { Route } from 'react-router-dom';
import { areaRoute } from 'shared-auth';
import type { PublicUser } from 'shared-contracts';
import { DEMO_ADMIN, renderWithRoutes, signInAs } from 'shared-ui/testing';
import AdminBilling from '../exposes/AdminBilling';
import AdminSubscription from '../exposes/AdminSubscription';

export { DEMO_ADMIN, signOut } from 'shared-ui/testing';

/** Signs the demo admin in (or `user`), as the shell's store would hold it. */
export const signInAdmin = (user: PublicUser = DEMO_ADMIN) => signInAs(user);

/** Renders the admin pages of mfe-billing at `path`, mounted where the shell mounts them. */
export function renderAdmin(path: string) {
  return renderWithRoutes(
    <>
      <Route path={`${areaRoute('adminSubscription')}/*`} element={<AdminSubscription />} />
      <Route path={`${areaRoute('adminBilling')}/*`} element={<AdminBilling />} />
      <Route path="admin/dealers" element={<p>dealer management</p>} />
      <Route path="forbidden" element={<p>forbidden page</p>} />
    </>,
    { entries: [path] },
  );
}
