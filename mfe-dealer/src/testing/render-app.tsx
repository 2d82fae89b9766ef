import type { ReactElement } from 'react';
import { Outlet, Route } from 'react-router-dom';
import type { PublicUser } from 'shared-contracts';
import { DEMO_DEALER, renderWithRoutes, signInAs, type RenderWithRoutesOptions } from 'shared-ui/testing';
import DealerRoutes from '../exposes/DealerRoutes';

export { DEMO_DEALER, signOut } from 'shared-ui/testing';

/** Signs the demo dealer in (or `user`), as the shell's store would hold it. */
export const signInDealer = (user: PublicUser = DEMO_DEALER) => signInAs(user);

/**
 * Renders the dealer routes (or `element`) as the shell mounts them (`/dealer` > `*`, beside
 * billing's `payment/*`), inside the shell's providers, at `path` (`entries`: the history, the
 * last one current; default `[path]`).
 */
export function renderApp(
  path: string,
  { element, entries = [path], ...options }: RenderWithRoutesOptions & { element?: ReactElement } = {},
) {
  return renderWithRoutes(
    <Route path="dealer" element={<Outlet />}>
      <Route path="payment/*" element={<p>billing area</p>} />
      <Route path="*" element={element ?? <DealerRoutes />} />
    </Route>,
    { entries, ...options },
  );
}
