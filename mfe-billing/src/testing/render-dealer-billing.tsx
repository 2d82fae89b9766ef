import { Route } from 'react-router-dom';
import type { PublicUser } from 'shared-contracts';
import { DEMO_DEALER, renderWithRoutes, signInAs, type RenderWithRoutesOptions } from 'shared-ui/testing';
import DealerBilling from '../exposes/DealerBilling';

export { DEMO_DEALER, signOut } from 'shared-ui/testing';

/** Signs the demo dealer in (or `user`), as the shell's store would hold it. */
export const signInDealer = (user: PublicUser = DEMO_DEALER) => signInAs(user);

/** Renders the billing area as the shell mounts it (`/dealer/payment/*`), inside the shell's providers, at `path`. */
export function renderDealerBilling(path = '/dealer/payment', options: Pick<RenderWithRoutesOptions, 'styles'> = {}) {
  return renderWithRoutes(<Route path="dealer/payment/*" element={<DealerBilling />} />, {
    entries: [path],
    ...options,
  });
}
