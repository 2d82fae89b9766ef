import type { Permission, PublicUser } from 'shared-contracts';

/** True only for admin or dealer users whose permission is exactly true. */
export function hasPermission(
  user: Pick<PublicUser, 'role' | 'permissions'> | null | undefined,
  name: Permission | string,
): boolean {
  if (!user || (user.role !== 'admin' && user.role !== 'dealer')) return false;
  return user.permissions?.[name] === true;
}
