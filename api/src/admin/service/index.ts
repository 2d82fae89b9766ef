// The admin service (createAdminService, built once in services.ts from AdminDeps, deps.ts): the
// dashboard (dashboard.ts), the dealer commands (dealers.ts) and listing moderation (listings.ts).
import type { AdminActivityQuery, CreateDealerBody, UpdateDealerBody } from 'shared-contracts';
import type { AuthContext } from '../../plugins/auth';
import { adminActivity, adminDashboardStats } from './dashboard';
import { approveDealer, createDealerByAdmin, deleteDealer, suspendDealer, updateDealerByAdmin } from './dealers';
import type { AdminDeps } from './deps';
import { approveListing, rejectListing } from './listings';

export function createAdminService(deps: AdminDeps) {
  return {
    adminDashboardStats: () => adminDashboardStats(deps),
    adminActivity: (q: AdminActivityQuery) => adminActivity(deps, q),
    createDealerByAdmin: (actor: AuthContext, body: CreateDealerBody) => createDealerByAdmin(deps, actor, body),
    updateDealerByAdmin: (actor: AuthContext, id: string, body: UpdateDealerBody) =>
      updateDealerByAdmin(deps, actor, id, body),
    approveDealer: (actor: AuthContext, id: string) => approveDealer(deps, actor, id),
    suspendDealer: (actor: AuthContext, id: string) => suspendDealer(deps, actor, id),
    deleteDealer: (actor: AuthContext, id: string) => deleteDealer(deps, actor, id),
    approveListing: (actor: AuthContext, id: string) => approveListing(deps, actor, id),
    rejectListing: (actor: AuthContext, id: string, reason: string) => rejectListing(deps, actor, id, reason),
  };
}
