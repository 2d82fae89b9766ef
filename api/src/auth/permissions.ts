import type { Permission, Role } from 'shared-contracts';

/** The permission map each role starts with; consumers have none. */
const ROLE_PERMISSIONS: Record<Role, Partial<Record<Permission, boolean>> | undefined> = {
  admin: { manageDealers: true, verifyLeads: true, manageListings: true, manageLeads: true },
  dealer: { manageListings: true, manageLeads: true, manageBilling: true },
  user: undefined,
};

/** The role's defaults overlaid with what is stored on the user (admin and dealer only). */
export function permissionsFor(
  role: Role,
  stored: Record<string, boolean> | null | undefined,
): Record<string, boolean> | undefined {
  const base = ROLE_PERMISSIONS[role];
  if (!base) return undefined;
  return { ...base, ...(stored ?? {}) } as Record<string, boolean>;
}
